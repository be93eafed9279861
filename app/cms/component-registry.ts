/**
 * What CMS rendering needs from the component registry, without knowing what is in it: the
 * shell owns the table (template id to component and app loader) and hands it down, so `cms`
 * never imports a feature.
 */
import type { ComponentType } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { type ContentNode, nodesWithTemplate, templateIds } from './content.ts'
import { EmptyBlock } from './empty-block.tsx'
import type { AppHead, AppLoader, AppLoaderContext } from './app-loader.ts'
import { mergeAppSearches } from '#app/site/query-string.ts'
import type { ConsentCategory } from '#app/ui/consent/consent-state.ts'

export interface RegistryEntry {
  /** What renders the template; one whose code loads on demand carries `preload`. */
  component: ComponentType<MagnoliaComponentProps> & { preload?: () => Promise<void> }
  /** Loads the app's data for the page's search params, so a deep link renders complete; one whose code loads on demand carries `preload`. */
  loader?: AppLoader & { preload?: () => Promise<unknown> }
  /** What the component shows only with the visitor's consent (a video: `media`); a page that holds it asks for consent. */
  consent?: ConsentCategory
  /**
   * The part's own stylesheets (`import href from './x.css?url'`), in cascade order: the head of every
   * page that holds it links them after the site's stylesheet, so its server HTML is styled before
   * any script runs and a page without it loads none of them (ADR 047).
   */
  stylesheets?: readonly string[]
}

/** Magnolia template id to what renders it. */
export type ComponentRegistry = Readonly<Record<string, RegistryEntry>>

/** Component mappings for a page: every known template, and an empty block for each unknown one. */
export function componentMappingsFor(page: ContentNode, registry: ComponentRegistry): Record<string, ComponentType<MagnoliaComponentProps>> {
  const mappings: Record<string, ComponentType<MagnoliaComponentProps>> = {}
  for (const id of templateIds(page)) mappings[id] = registry[id]?.component ?? EmptyBlock
  return mappings
}

/** Whether a content tree holds a component that needs the visitor's consent (the consent banner's pages). */
export function asksConsent(node: ContentNode, registry: ComponentRegistry): boolean {
  return [...templateIds(node)].some((id) => registry[id]?.consent !== undefined)
}

/** The stylesheets of the parts content trees hold (a page and its footer), each once, in the order the parts list them. */
export function stylesheetsOf(nodes: ReadonlyArray<ContentNode | null | undefined>, registry: ComponentRegistry): string[] {
  const ids = nodes.flatMap((node) => (node ? [...templateIds(node)] : []))
  return [...new Set(ids.flatMap((id) => registry[id]?.stylesheets ?? []))]
}

/**
 * Runs the loaders of every app on a page and loads the code of every part it shows, so the page
 * renders whole at once (no part streams in behind a script); the head an app reports (a detail's
 * title) wins.
 */
export async function loadPageApps(page: ContentNode, registry: ComponentRegistry, context: Omit<AppLoaderContext, 'components'>): Promise<AppHead> {
  const ids = [...templateIds(page)]
  const loads = ids.flatMap((id) => {
    const loader = registry[id]?.loader
    return loader ? [loader({ ...context, components: nodesWithTemplate(page, id) })] : []
  })
  const [heads] = await Promise.all([Promise.all(loads), Promise.all(ids.map((id) => registry[id]?.component.preload?.()))])
  const written = heads.flatMap((head) => (head?.search ? [head.search] : []))
  const head: AppHead = Object.assign({}, ...heads.filter(Boolean))
  return written.length > 0 ? { ...head, search: mergeAppSearches(context.search, written) } : head
}

/**
 * Fetches the code of the loaders of every app on a page the browser shows, ahead of need: an
 * in-page change (a sort, a filter, the next page) runs the app's loader, and its first run would
 * otherwise wait for that code.
 */
export function preloadPageApps(page: ContentNode, registry: ComponentRegistry): void {
  for (const id of templateIds(page)) void registry[id]?.loader?.preload?.()
}
