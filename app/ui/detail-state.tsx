import type { ReactNode } from 'react'
import type { Language } from '#config/languages.ts'
import { RetryNotice } from '#app/ui/retry-notice.tsx'

/** A detail's query as a view reads it: its answer (`ok`, `not-found`, `error`…), whether the call itself failed, and a retry. */
interface DetailQuery {
  data: { status: string } | undefined
  isError: boolean
  refetch: () => unknown
}

/**
 * What a detail view (a product, a fluid, an industry…) shows while its item is not there: a status
 * while the query loads, the view's own not-found content when there is no such item, and the retry
 * notice with the view's error text when the upstream failed or the call did.
 */
export function DetailState({
  query,
  lang,
  loading,
  notFound,
  error,
}: {
  query: DetailQuery
  lang: Language
  loading: string
  notFound: ReactNode
  error: ReactNode
}) {
  if (!query.data && !query.isError) return <p role="status">{loading}</p>
  if (query.data?.status === 'not-found') return notFound
  return (
    <RetryNotice lang={lang} onRetry={() => void query.refetch()}>
      {error}
    </RetryNotice>
  )
}
