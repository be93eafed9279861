import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { navigationHistory } from '#app/site/navigation-history-instance.ts'
import { markHydrated } from '#app/site/hydration.ts'
import { isPrerenderAgent, watchPrerenderReadiness } from '#app/site/prerender.ts'
import { runStartupSteps } from '#app/site/startup-steps.ts'

/**
 * Duties at start in the browser: an old service worker is unregistered, a hash scrolls to the
 * top, every resolved location enters the in-app history, and for prerendering services the
 * readiness flag is watched. Each is a step of its own: one that fails is logged and the others
 * still run (`app/site/startup-steps.ts`).
 */
export function StartupEffects() {
  const router = useRouter()
  useEffect(() => {
    markHydrated(window.location.href)
    let unsubscribe: (() => void) | undefined
    runStartupSteps([
      [
        'service worker',
        () => navigator.serviceWorker?.getRegistrations().then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
      ],
      [
        'hash scroll',
        () => {
          if (!window.location.hash) return
          window.scrollTo(0, 0)
          // the browser scrolls to the fragment again when the document has loaded, which may come after hydration
          if (document.readyState !== 'complete') window.addEventListener('load', () => window.scrollTo(0, 0), { once: true })
        },
      ],
      [
        'navigation history',
        () => {
          navigationHistory.push(router.state.location.href)
          unsubscribe = router.subscribe('onResolved', ({ toLocation }) => navigationHistory.push(toLocation.href))
        },
      ],
      [
        'prerender readiness',
        () => {
          if (!isPrerenderAgent(navigator.userAgent)) return
          // settled: no page loading and every image that loads at start has loaded (lazy ones wait for scrolling)
          const isSettled = () => router.state.status === 'idle' && Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete)
          watchPrerenderReadiness(isSettled, () => Object.assign(window, { prerenderReady: true }), window)
        },
      ],
    ])
    return () => unsubscribe?.()
  }, [router])
  return null
}
