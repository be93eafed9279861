import { type ComponentType, createContext } from 'react'
import type { EditableAreaProps, MagnoliaComponentProps } from '@magnolia/react-editor'

export interface PageRendering {
  /** Template id to component, for every template of the page (unknown ids: an empty block). */
  mappings: Record<string, ComponentType<MagnoliaComponentProps>>
  /** Set in editor mode: Magnolia's own area, which writes the page editor's annotations. */
  EditableArea?: ComponentType<EditableAreaProps>
}

/** Set by `CmsPage`; an area outside it has no page, mappings or editor. */
export const PageContext = createContext<PageRendering | null>(null)
