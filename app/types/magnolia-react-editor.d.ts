/** Types for `@magnolia/react-editor` 1.4.3, a CommonJS bundle without its own. */
declare module '@magnolia/react-editor' {
  import type { ComponentType, ReactNode } from 'react'

  /** Props a mapped component receives: content properties plus `metadata` (`@`, `mgnl:`, `jcr:` keys). */
  export interface MagnoliaComponentProps {
    metadata: Record<string, unknown>
    [property: string]: unknown
  }

  export interface EditorConfig {
    componentMappings: Record<string, ComponentType<MagnoliaComponentProps>>
    fallbackComponent?: boolean | ComponentType<MagnoliaComponentProps>
  }

  export interface EditablePageProps {
    content: object
    config: EditorConfig
    templateAnnotations?: Record<string, string> | null
    templateDefinitions?: Record<string, object> | null
    children?: ReactNode
  }

  export interface EditableAreaProps {
    content: object
    parentTemplateId?: string
    className?: string
    elementType?: string
    children?: ReactNode
  }

  interface EditorContextHelper {
    inIframe(): boolean
    inEditor(): boolean
    refresh(): void
  }

  const pkg: {
    EditablePage: ComponentType<EditablePageProps>
    EditableArea: ComponentType<EditableAreaProps>
    EditableComponent: ComponentType<{ content: object }>
    EditorContextHelper: EditorContextHelper
  }
  export default pkg
}
