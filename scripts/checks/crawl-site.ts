/**
 * A link crawler for the site on loopback: from a start page it follows `<a href>` links only,
 * breadth first, so a page's depth is the number of clicks from the start. Internal links are
 * checked (200, or a redirect to a page that answers 200); pages of other brands are checked but
 * not followed. Bounded in pages, depth and time. Used by `scripts/checks/crawl.ts` and the e2e crawl.
 */

interface CrawlOptions {
  /** Follow links only below this path prefix (the brand's home, `/mocom`); others are checked only. */
  within: string
  maxDepth: number
  maxPages: number
  maxMs: number
}

interface BrokenLink {
  url: string
  status: number
  from: string
}

interface CrawlResult {
  /** Every page reached (path and query) and its depth in clicks. */
  depths: Map<string, number>
  broken: BrokenLink[]
  /** The crawl stopped at a bound before it had seen everything. */
  truncated: boolean
}

const redirects = new Set([301, 302, 303, 307, 308])

export function assertLoopback(url: URL): void {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`crawls only loopback addresses, not ${url.hostname}`)
}

/** The internal links of a page: same origin, no fragments, no `mailto:`/`tel:`. */
export function pageLinks(html: string, pageUrl: URL): URL[] {
  const links: URL[] = []
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&')
    if (raw === '' || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue
    const url = new URL(raw, pageUrl)
    url.hash = ''
    if (url.origin === pageUrl.origin) links.push(url)
  }
  return links
}

async function answer(url: URL): Promise<{ status: number; html: string | null }> {
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } })
    if (redirects.has(response.status)) {
      await response.body?.cancel()
      const location = response.headers.get('location')
      if (!location) return { status: response.status, html: null }
      url = new URL(location, url)
      if (url.origin !== new URL(response.url).origin) return { status: 200, html: null }
      continue
    }
    const html = response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : null
    if (html === null) await response.body?.cancel()
    return { status: response.status, html }
  }
  return { status: 310, html: null }
}

export async function crawl(start: URL, options: CrawlOptions): Promise<CrawlResult> {
  assertLoopback(start)
  const started = Date.now()
  const key = (url: URL) => `${url.pathname}${url.search}`
  const depths = new Map<string, number>([[key(start), 0]])
  const parents = new Map<string, string>()
  const statuses = new Map<string, number>()
  let queue: URL[] = [start]
  let truncated = false
  for (let depth = 0; queue.length > 0; depth++) {
    const next: URL[] = []
    const visit = async (url: URL) => {
      const { status, html } = await answer(url)
      statuses.set(key(url), status)
      // pages one click beyond the depth bound, and other brands' pages, are checked but not followed
      if (html === null || depth > options.maxDepth - 1 || !url.pathname.startsWith(options.within)) return
      for (const link of pageLinks(html, url)) {
        if (depths.has(key(link))) continue
        if (depths.size >= options.maxPages || Date.now() - started > options.maxMs) {
          truncated = true
          continue
        }
        depths.set(key(link), depth + 1)
        parents.set(key(link), key(url))
        next.push(link)
      }
    }
    // four at a time: enough to finish soon, little enough to leave the server responsive
    for (let index = 0; index < queue.length; index += 4) await Promise.all(queue.slice(index, index + 4).map(visit))
    queue = next
  }
  const broken = [...statuses].filter(([, status]) => status !== 200).map(([url, status]) => ({ url, status, from: parents.get(url) ?? '' }))
  return { depths, broken, truncated }
}

/** The app pages a brand may have, by their page path below the language. */
export const appPages = [
  ['job board', '/career/jobs'],
  ['site search', '/search'],
  ['press', '/info-center/press'],
  ['blog', '/info-center/blog'],
  ['events', '/info-center/events'],
  ['HTF products', '/htf-products'],
  ['contact', '/contact'],
] as const

/** The clicks from the home to a page path (any query), or undefined when the crawl did not reach it. */
export function clicksTo(depths: Map<string, number>, path: string): number | undefined {
  let best: number | undefined
  for (const [url, depth] of depths) {
    const pathname = url.split('?')[0]
    if (pathname === path && (best === undefined || depth < best)) best = depth
  }
  return best
}
