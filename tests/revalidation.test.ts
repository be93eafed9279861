import { describe, expect, it, vi } from 'vitest'
import { createRevalidation, touchedSites } from '#app/server/edge/revalidation.server.ts'
import { createMemoryStore } from '#app/server/shared-store.server.ts'

describe('revalidation', () => {
  it('a path names its Magnolia site; an id alone touches every site', () => {
    expect(touchedSites({ paths: ['/mocom/contact', '/mocom/about', '/albis/x'], ids: [] })).toEqual(['mocom', 'albis'])
    expect(touchedSites({ paths: ['/unknown/page', '/'], ids: [] })).toEqual([])
    expect(touchedSites({ paths: [], ids: ['1234'] }).length).toBeGreaterThanOrEqual(9)
  })

  const publish = (body: unknown, init: { secret?: string; type?: string; method?: string } = {}) =>
    new Request('http://site/api/revalidate', {
      method: init.method ?? 'POST',
      headers: { authorization: `Bearer ${init.secret ?? 's3cret'}`, 'content-type': init.type ?? 'application/json' },
      ...(init.method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })

  it('answers only a POST of JSON with the secret, and forgets the touched sites on every instance', async () => {
    const store = createMemoryStore()
    const one = vi.fn<(tag: string) => void>()
    const other = vi.fn<(tag: string) => void>()
    const first = createRevalidation('s3cret', async () => store, one)
    const second = createRevalidation('s3cret', async () => store, other)
    await second.listen(store)
    expect((await first.handle(publish({ paths: ['/mocom/a'] }, { secret: 'wrong' }))).status).toBe(401)
    expect((await first.handle(publish({ paths: ['/mocom/a'] }, { secret: 's3cre' }))).status).toBe(401)
    expect((await first.handle(publish({ paths: ['/mocom/a'] }, { type: 'text/plain' }))).status).toBe(415)
    expect((await first.handle(publish('{nope'))).status).toBe(400)
    expect((await first.handle(publish({ paths: ['no-slash'] }))).status).toBe(400)
    expect((await first.handle(publish({}, { method: 'GET' }))).status).toBe(405)
    expect(one).not.toHaveBeenCalled()
    expect(other).not.toHaveBeenCalled()
    const answer = await first.handle(publish({ paths: ['/mocom/contact'] }))
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ forgotten: ['site-mocom'] })
    expect(one).toHaveBeenCalledWith('site-mocom')
    expect(other).toHaveBeenCalledWith('site-mocom') // heard through the shared store
  })

  it('is off without a secret', async () => {
    const store = createMemoryStore()
    expect(
      (
        await createRevalidation(
          undefined,
          async () => store,
          () => undefined,
        ).handle(publish({ paths: [] }))
      ).status,
    ).toBe(404)
  })
})
