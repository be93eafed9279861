import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DetailState } from '#app/ui/detail-state.tsx'

/** What a detail view shows for a query in a state, as its server HTML. */
function shown(data: { status: string } | undefined, isError: boolean): string {
  const query = { data, isError, refetch: () => undefined }
  return renderToStaticMarkup(
    <DetailState query={query} lang="en" loading="Loading …" error={<h1>Could not load</h1>} notFound={<h1 className="missing">Not found</h1>} />,
  )
}

describe('the states of a detail view (app/ui/detail-state.tsx)', () => {
  it.each([
    ['loading: the status', undefined, false, '<p role="status">Loading …</p>'],
    ['no such item: the view’s not-found content', { status: 'not-found' }, false, '<h1 class="missing">Not found</h1>'],
  ])('%s', (_, data, isError, html) => {
    expect(shown(data, isError)).toBe(html)
  })

  it.each([
    ['the upstream failed', { status: 'error' }, false],
    ['the call itself failed', undefined, true],
  ])('%s: the error text in the retry notice', (_, data, isError) => {
    const html = shown(data, isError)
    expect(html).toMatch(/^<div class="notice" role="alert">/)
    expect(html).toContain('<h1>Could not load</h1>')
    expect(html).toContain('<button type="button" class="button">Try again</button>')
  })
})
