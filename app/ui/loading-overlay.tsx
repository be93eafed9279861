import { useRouterState } from '@tanstack/react-router'
import { m } from '#app/paraglide/messages.js'
import type { Language } from '#config/languages.ts'

/**
 * Full-screen loading indicator while a page loads in the browser. The server-rendered first
 * page never shows it: the router is idle when it hydrates.
 */
export function LoadingOverlay({ lang }: { lang: Language }) {
  // a new page, not a change of search params within the page (apps show their own progress)
  const loading = useRouterState({
    select: (state) => state.status === 'pending' && state.location.pathname !== state.resolvedLocation?.pathname,
  })
  if (!loading) return null
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{m.loading({}, { locale: lang })}</span>
    </div>
  )
}
