/**
 * The flat query strings of docs/contracts.md ("Search params"): every value a plain string (lists comma-separated,
 * no JSON, no brackets); empty and missing values are left out of generated URLs.
 */
export function parseQueryString(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const search: Record<string, string> = {}
  // a form without script sends a list as repeated keys (checkboxes): they read as one comma-separated list
  for (const [key, value] of params) search[key] = key in search ? `${search[key]},${value}` : value
  return search
}

export function stringifyQueryString(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  // commas stay readable (`use=cooling,food-grade`): they are allowed in a query and mean the same either way
  const text = params.toString().replaceAll('%2C', ',')
  return text ? `?${text}` : ''
}

/** True when a query string names a key more than once (`use=a&use=b`, as a form without script sends a list). */
export function repeatsKeys(searchStr: string): boolean {
  const keys = [...new URLSearchParams(searchStr).keys()]
  return new Set(keys).size !== keys.length
}

/** A param's text as a URL carries it: missing and empty are the same (left out), a list is comma-separated. */
function paramText(value: unknown): string {
  if (value === undefined || value === null) return ''
  return Array.isArray(value) ? value.join(',') : String(value)
}

/** Whether two sets of search params make the same URL. */
export function sameSearch(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => paramText(a[key]) === paramText(b[key]))
}

/**
 * Whether a URL carries a param empty that the view it shows writes as absent: a filter's default
 * ("all countries") as a form sent without script sends it (`country=`). Such a URL moves to the
 * view's own, which leaves defaults out; an empty param no app owns is kept as it came.
 */
export function carriesEmptyDefault(search: Record<string, unknown>, written: Record<string, unknown>): boolean {
  return Object.keys(search).some((key) => search[key] === '' && key in written && written[key] === undefined)
}

/**
 * The params of a view as an app writes them: the page's other params first, as they came, then the
 * app's own in the order given (the order of its filter form, whose hidden fields carry the others
 * first), so a form sent without script and a click make the same URL.
 */
export function withOwnParams(search: Record<string, unknown>, own: Record<string, string | undefined>): Record<string, unknown> {
  const others = Object.fromEntries(Object.entries(search).filter(([key]) => !(key in own)))
  return { ...others, ...own }
}

/**
 * The search params of a page whose apps each wrote the params of the view they show (their own
 * params canonical, the others as they came): the first app's, with every other app's changes.
 */
export function mergeAppSearches(search: Record<string, unknown>, written: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const [first, ...rest] = written
  const merged = { ...(first ?? search) }
  for (const appSearch of rest) {
    for (const key of new Set([...Object.keys(search), ...Object.keys(appSearch)])) {
      if (paramText(appSearch[key]) !== paramText(search[key])) merged[key] = appSearch[key]
    }
  }
  return merged
}
