import type { ReactNode } from 'react'
import type { Language } from '#config/languages.ts'
import { RetryNotice } from '#app/ui/retry-notice.tsx'

/** A view's query as the view reads it: its answer (`ok`, `not-found`, `error`…), whether the call itself failed, and a retry. */
export interface ViewQuery<Answer extends { status: string } = { status: string }> {
  data: Answer | undefined
  isError: boolean
  refetch: () => unknown
}

/**
 * What a view (a list, a detail, a part under a form) shows while its query has no answer of its
 * own to show; the view shows its answers first and this for the rest. A status while the query
 * loads (none without a `loading` text: a part under a form shows nothing meanwhile); the view's
 * own not-found content where its answer can say there is no such item; and the retry notice with
 * the view's error text when the upstream failed or the call itself did (a dropped connection, a
 * 5xx, an aborted request leave the query failed with no answer: without this a view would say
 * "loading" for ever).
 */
export function QueryState({
  query,
  lang,
  loading,
  notFound,
  error,
}: {
  query: ViewQuery
  lang: Language
  loading?: string
  notFound?: ReactNode
  error: ReactNode
}) {
  if (!query.data && !query.isError) return loading === undefined ? null : <p role="status">{loading}</p>
  if (query.data?.status === 'not-found' && notFound !== undefined) return notFound
  return (
    <RetryNotice lang={lang} onRetry={() => void query.refetch()}>
      {error}
    </RetryNotice>
  )
}
