import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as SearchServer from '#app/features/search/search.server.ts'

/** The site's client of the search engine against the embedded backend, over HTTP. */
describe('the search engine client', () => {
  let backend: RunningBackend
  let engine: typeof SearchServer
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('SEARCH_URL', backend.url)
    engine = await import('#app/features/search/search.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  /** The bodies of the engine calls made by `run`. */
  async function engineCalls(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
    const before = backend.requestLog.length
    await run()
    return backend.requestLog
      .slice(before)
      .filter((entry) => entry.startsWith('/se/search '))
      .map((entry) => JSON.parse(entry.slice('/se/search '.length)) as Record<string, unknown>)
  }

  const request = { cmsSite: 'albis', lang: 'de', query: 'polyamid', type: 'products' } as const

  it('asks for one page of 5 by its offset, so every page of a deep result set is reachable', async () => {
    const all = await engine.searchPage({ ...request, page: 1 })
    expect(all.count).toBeGreaterThan(15)
    const deepest = Math.ceil(all.count / 5)
    const calls = await engineCalls(() => engine.searchPage({ ...request, page: deepest }))
    expect(calls).toEqual([expect.objectContaining({ query: 'polyamid', type: 'products', website: 'albis', lang: 'de', offset: (deepest - 1) * 5, limit: 5 })])
    const last = await engine.searchPage({ ...request, page: deepest })
    expect(last.results).toHaveLength(all.count - (deepest - 1) * 5)
    // the pages together are every result once
    const pages = await Promise.all(Array.from({ length: deepest }, (_, index) => engine.searchPage({ ...request, page: index + 1 })))
    const ids = pages.flatMap((page) => page.results.map((result) => result.id))
    expect(new Set(ids).size).toBe(all.count)
  })

  it('keeps each answer per site, language, query, type and page: asked again, the engine is not called', async () => {
    const page = { ...request, query: 'glasfaser', page: 2 }
    const first = await engineCalls(() => engine.searchPage(page))
    expect(first).toHaveLength(1)
    const again = await engineCalls(() => Promise.all([engine.searchPage(page), engine.searchPage(page)]))
    expect(again).toEqual([])
    // another page, type, language or site is another answer
    const others = await engineCalls(() =>
      Promise.all([
        engine.searchPage({ ...page, page: 3 }),
        engine.searchPage({ ...page, type: undefined }),
        engine.searchPage({ ...page, lang: 'en' }),
        engine.searchPage({ ...page, cmsSite: 'mocom' }),
      ]),
    )
    expect(others).toHaveLength(4)
    // answers asked for at the same time share one call
    const together = await engineCalls(() => Promise.all([engine.searchPage({ ...page, page: 4 }), engine.searchPage({ ...page, page: 4 })]))
    expect(together).toHaveLength(1)
  })

  it('keeps the last answer for when the engine fails, and fails for a page it never answered', async () => {
    const page = { ...request, query: 'compound', page: 1 }
    const answer = await engine.searchPage(page)
    backend.faults.set({ pathPrefix: '/se/search', mode: 'error', delayMs: 0 })
    await expect(engine.searchPage(page)).resolves.toEqual(answer)
    await expect(engine.searchPage({ ...page, page: 2 })).rejects.toThrow()
  })
})
