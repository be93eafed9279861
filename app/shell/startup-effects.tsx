import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { navigationHistory } from '#app/site/navigation-history-instance.ts'
import { markHydrated } from '#app/site/hydration.ts'
import { isPrerenderAgent, watchPrerenderReadiness } from '#app/site/prerender.ts'

/**
 * Duties at start in the browser: an old service worker is unregistered, a hash scrolls to the
 * top, every resolved location enters the in-app history, and for prerendering services the
 * readiness flag is watched.
 */
export function StartupEffects() {
  const router = useRouter()
  useEffect(() => {
    void navigator.serviceWorker?.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister()
    })
    if (window.location.hash) {
      window.scrollTo(0, 0)
      // the browser scrolls to the fragment again when the document has loaded, which may come after hydration
      if (document.readyState !== 'complete') window.addEventListener('load', () => window.scrollTo(0, 0), { once: true })
    }
    navigationHistory.push(router.state.location.href)
    markHydrated(window.location.href)
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => navigationHistory.push(toLocation.href))
    if (isPrerenderAgent(navigator.userAgent)) {
      // settled: no page loading and every image that loads at start has loaded (lazy ones wait for scrolling)
      const isSettled = () =>
        router.state.status === 'idle' &&
        Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete)
      watchPrerenderReadiness(isSettled, () => Object.assign(window, { prerenderReady: true }), window)
    }
    return unsubscribe
  }, [router])
  return null
}
