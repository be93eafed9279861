/** What the stories components read from their Magnolia props. */
import { stringProp } from '#app/cms/content.ts'

/** The folder a `stories` component lists: its `kind` prop, `press` or `blog` (default `press`). */
export function listFolderOf(props: Record<string, unknown>): 'press' | 'blog' {
  return stringProp(props, 'kind') === 'blog' ? 'blog' : 'press'
}

/** The market a `case-studies` component lists (its `market` prop), if it is a valid name. */
export function marketOf(props: Record<string, unknown>): string | undefined {
  const market = stringProp(props, 'market')
  return market && /^[a-z0-9][a-z0-9-]{0,99}$/.test(market) ? market : undefined
}
