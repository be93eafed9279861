let firstPage: string | undefined

/** Remembers the page the browser loaded from the server (the one that hydrated). */
export function markHydrated(href: string): void {
  firstPage ??= href
}

/** True when `href` was reached by navigation inside the app, not loaded from the server. */
export function reachedInsideApp(href: string): boolean {
  return firstPage !== undefined && firstPage !== href
}
