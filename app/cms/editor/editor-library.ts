// @magnolia/react-editor is a CommonJS bundle: named imports fail under SSR, so destructure the default.
import magnoliaEditor from '@magnolia/react-editor'

export const { EditablePage, EditableArea, EditorContextHelper } = magnoliaEditor
