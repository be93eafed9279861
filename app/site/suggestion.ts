/** "Did you mean ...": the existing page closest to a path that was not found. */

export interface PageLink {
  title: string
  href: string
}

function levenshtein(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0
    previous[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost)
      diagonal = above
    }
  }
  return previous[b.length] ?? 0
}

/**
 * The page whose href is closest to `requested` (edit distance, case-insensitive), if it is
 * close enough to be a plausible typo: at most a third of the longer path changed.
 */
export function closestPage(requested: string, pages: readonly PageLink[]): PageLink | undefined {
  const wanted = requested.toLowerCase()
  let best: { page: PageLink; distance: number } | undefined
  for (const page of pages) {
    const distance = levenshtein(wanted, page.href.toLowerCase())
    if (!best || distance < best.distance) best = { page, distance }
  }
  if (!best || best.distance === 0) return undefined
  const limit = Math.max(wanted.length, best.page.href.length) / 3
  return best.distance <= limit ? best.page : undefined
}
