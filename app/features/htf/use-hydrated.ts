import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** False in the server's HTML and while hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
