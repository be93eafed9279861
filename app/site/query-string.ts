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
