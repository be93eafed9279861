import { type ComponentType, createContext, use } from 'react'
import type { EditableAreaProps, MagnoliaComponentProps } from '@magnolia/react-editor'

interface PageRendering {
  /** Template id to component, for every template of the page (unknown ids: an empty block). */
  mappings: Record<string, ComponentType<MagnoliaComponentProps>>
  /** Set in editor mode: Magnolia's own area, which writes the page editor's annotations. */
  EditableArea?: ComponentType<EditableAreaProps>
  /** The page's title, which its `h1` shows (none for a top-level area such as the footer). */
  title?: string | undefined
}

/** Set by `CmsPage`; an area outside it has no page, mappings or editor. */
export const PageContext = createContext<PageRendering | null>(null)

/**
 * True while an app on the page shows one of its details (a press story on the press page): the
 * detail's title is then the page's `h1`, which the app renders as a detail template's app does, and
 * the page's template leaves its own title out. Set by the shell from the page's data.
 */
export const ShowsDetail = createContext(false)

const comparable = (text: string) => text.trim().toLocaleLowerCase()

/**
 * A section's title as its heading shows it: none where it only repeats the page's title (the `h1`
 * above it says it already: "About us" under "About us").
 */
export function useSectionTitle(title: string | undefined): string | undefined {
  const pageTitle = use(PageContext)?.title
  return title !== undefined && pageTitle !== undefined && comparable(title) === comparable(pageTitle) ? undefined : title
}
