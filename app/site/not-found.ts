import { type PageAddress, addressHref, homeHref } from './page-address.ts'

const notFoundPagePath = '/404'

/**
 * Where a visitor goes when a page is missing or its content is an error: the language's 404
 * page, or the site root when already on a 404 path (so the flow can never loop).
 */
export function notFoundTarget(address: PageAddress, productWord: string): string {
  if (isNotFoundPath(address.pagePath)) return homeHref(address, productWord)
  const target = addressHref({ ...address, pagePath: notFoundPagePath }, productWord)
  return `${target}?from=${encodeURIComponent(addressHref(address, productWord))}`
}

export function isNotFoundPath(pagePath: string): boolean {
  return pagePath === notFoundPagePath || pagePath.endsWith(notFoundPagePath)
}

/** The path a visitor tried, as the 404 page's `from` param carries it: a site path, else none. */
export function triedPath(search: Record<string, unknown>): string | undefined {
  const from = search['from']
  return typeof from === 'string' && from.startsWith('/') && from.length <= 2048 ? from : undefined
}
