let hydrated = false

/** True once the first page has hydrated: later renders come from navigation inside the app. */
export function hasHydrated(): boolean {
  return hydrated
}

export function markHydrated(): void {
  hydrated = true
}
