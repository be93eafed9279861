/**
 * A form's draft in session storage: what the visitor typed survives a reload of the page until it
 * is sent. Read back field by field, each only when it has the type of the form's empty value.
 */
export function draftKey(form: string, pagePath: string): string {
  return `form-draft:${form}:${pagePath}`
}

export function readDraft<T extends Record<string, unknown>>(key: string, empty: T): Partial<T> {
  let stored: unknown
  try {
    stored = JSON.parse(sessionStorage.getItem(key) ?? 'null')
  } catch {
    return {}
  }
  if (typeof stored !== 'object' || stored === null) return {}
  const draft: Partial<T> = {}
  for (const name of Object.keys(empty) as Array<keyof T & string>) {
    const value: unknown = Reflect.get(stored, name)
    if (typeof value === typeof empty[name]) Object.assign(draft, { [name]: value })
  }
  return draft
}

export function saveDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values))
  } catch {
    // storage full or refused: the draft is a convenience, the form works without it
  }
}

export function dropDraft(key: string): void {
  sessionStorage.removeItem(key)
}
