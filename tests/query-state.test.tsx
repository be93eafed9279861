import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QueryState } from '#app/ui/query-state.tsx'

interface Shown {
  data: { status: string } | undefined
  isError: boolean
  /** A list's states leave these out. */
  loading?: string
  notFound?: boolean
}

/** What a view shows for its query in a state, as its server HTML. */
function shown({ data, isError, loading, notFound }: Shown): string {
  const query = { data, isError, refetch: () => undefined }
  return renderToStaticMarkup(
    <QueryState
      query={query}
      lang="en"
      loading={loading}
      error={<h1>Could not load</h1>}
      notFound={notFound ? <h1 className="missing">Not found</h1> : undefined}
    />,
  )
}

const retryNotice = /^<div class="notice" role="alert">.*<h1>Could not load<\/h1><button type="button" class="button">Try again<\/button><\/div>$/

describe('the states of a view’s query (app/ui/query-state.tsx)', () => {
  it.each<[string, Shown, string]>([
    ['loading: the status', { data: undefined, isError: false, loading: 'Loading …' }, '<p role="status">Loading …</p>'],
    ['loading without a text (a part under a form): nothing', { data: undefined, isError: false }, ''],
    ['no such item: the view’s not-found content', { data: { status: 'not-found' }, isError: false, notFound: true }, '<h1 class="missing">Not found</h1>'],
    [
      'a failed refetch of a not-found answer: still the not-found content',
      { data: { status: 'not-found' }, isError: true, notFound: true },
      '<h1 class="missing">Not found</h1>',
    ],
  ])('%s', (_, state, html) => {
    expect(shown(state)).toBe(html)
  })

  it.each<[string, Shown]>([
    ['the upstream failed', { data: { status: 'error' }, isError: false, loading: 'Loading …', notFound: true }],
    ['the call itself failed: not "loading" for ever', { data: undefined, isError: true, loading: 'Loading …', notFound: true }],
    ['the call of a part without a loading text failed', { data: undefined, isError: true }],
    ['a view whose answers never say not-found got one', { data: { status: 'not-found' }, isError: false, loading: 'Loading …' }],
  ])('%s: the error text in the retry notice', (_, state) => {
    expect(shown(state)).toMatch(retryNotice)
  })
})
