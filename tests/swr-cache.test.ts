import { describe, expect, it, vi } from 'vitest'
import { SwrCache, forgetSite } from '#app/server/swr-cache.server.ts'
import { cacheAnswers } from '#app/server/metrics.server.ts'
import { newRequestContext, withRequestContext } from '#app/server/request-context.server.ts'

function setup(ttlMs = 1000) {
  let now = 0
  const cache = new SwrCache<string>({ ttlMs, maxEntries: 3, now: () => now })
  return { cache, advance: (ms: number) => (now += ms) }
}

describe('SwrCache', () => {
  it('serves a fresh value without loading again', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'v1')
    expect(await cache.get('k', load)).toBe('v1')
    expect(await cache.get('k', load)).toBe('v1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves a stale value at once and revalidates in the background', async () => {
    const { cache, advance } = setup()
    await cache.get('k', async () => 'v1')
    advance(1000)
    let resolve: (value: string) => void = () => {}
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    expect(await cache.get('k', load)).toBe('v1')
    expect(await cache.get('k', load)).toBe('v1')
    expect(load).toHaveBeenCalledTimes(1) // one revalidation for both readers
    resolve('v2')
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe('v2'))
  })

  it('a load under way when the value is forgotten answers its caller but is not kept: the next read loads again', async () => {
    const { cache } = setup()
    let resolveOld: (value: string) => void = () => {}
    const before = cache.get('site:k', () => new Promise<string>((r) => (resolveOld = r)))
    cache.forget((key) => key.startsWith('site:'))
    const after = cache.get('site:k', async () => 'published')
    resolveOld('before the publish')
    expect(await before).toBe('before the publish')
    expect(await after).toBe('published')
    expect(await cache.get('site:k', async () => 'loaded again')).toBe('published')
  })

  it('keeps the last good value when revalidation fails, and retries on the next read', async () => {
    const { cache, advance } = setup()
    await cache.get('k', async () => 'good')
    advance(5000)
    const failing = vi.fn(async () => Promise.reject(new Error('down')))
    expect(await cache.get('k', failing)).toBe('good')
    await new Promise((resolve) => setTimeout(resolve, 0)) // let the failed revalidation settle
    expect(await cache.get('k', failing)).toBe('good')
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2))
  })

  it('rejects when there is nothing to fall back to, and does not cache the failure', async () => {
    const { cache } = setup()
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'later')).toBe('later')
  })

  it('de-duplicates concurrent loads of one key', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'v')
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('bypasses the cache completely', async () => {
    const { cache } = setup()
    await cache.get('k', async () => 'cached')
    expect(await cache.get('k', async () => 'live', { bypass: true })).toBe('live')
    expect(await cache.get('k', async () => 'other')).toBe('cached')
  })

  it('drops the oldest entries beyond the limit', async () => {
    const { cache } = setup()
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key)
    expect(cache.size).toBe(3)
    const load = vi.fn(async () => 'a2')
    expect(await cache.get('a', load)).toBe('a2')
  })
})

describe('SwrCache bounds', () => {
  it('drops the least recently used value, not the oldest stored', async () => {
    const { cache } = setup()
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key)
    await cache.get('a', async () => 'unused') // a is used again
    await cache.get('d', async () => 'd') // b goes
    const reload = vi.fn(async (key: string) => `${key}2`)
    expect(await cache.get('a', () => reload('a'))).toBe('a')
    expect(await cache.get('b', () => reload('b'))).toBe('b2')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps what the values weigh under maxBytes', async () => {
    const cache = new SwrCache<string>({ ttlMs: 1000, maxEntries: 100, maxBytes: 25 })
    await cache.get('a', async () => 'x'.repeat(10)) // 12 bytes of JSON
    await cache.get('b', async () => 'y'.repeat(10))
    expect(cache.bytes).toBe(24)
    await cache.get('c', async () => 'z'.repeat(10))
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBe(24)
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded')
  })

  it('keeps one value even when it alone weighs more than maxBytes', async () => {
    const cache = new SwrCache<string>({ ttlMs: 1000, maxEntries: 100, maxBytes: 5 })
    await cache.get('big', async () => 'x'.repeat(100))
    expect(cache.size).toBe(1)
  })
})

describe('SwrCache "there is none" answers', () => {
  function setupMissing() {
    let now = 0
    const cache = new SwrCache<string | null>({
      ttlMs: 60_000,
      maxEntries: 2,
      missing: { isMissing: (value) => value === null, ttlMs: 1000, maxEntries: 3 },
      now: () => now,
    })
    return { cache, advance: (ms: number) => (now += ms) }
  }

  it('never evict found values: a flood of junk keys leaves the good pages', async () => {
    const { cache } = setupMissing()
    await cache.get('/about', async () => 'about')
    await cache.get('/contact', async () => 'contact')
    for (let i = 0; i < 50; i++) await cache.get(`/junk-${i}`, async () => null)
    expect(cache.size).toBe(2)
    expect(cache.missingSize).toBe(3)
    const failing = vi.fn(async () => Promise.reject(new Error('CMS down')))
    expect(await cache.get('/about', failing)).toBe('about')
  })

  it('are served for a short while, then asked again', async () => {
    const { cache, advance } = setupMissing()
    await cache.get('/nope', async () => null)
    const load = vi.fn(async () => 'now there is one')
    expect(await cache.get('/nope', load)).toBeNull()
    expect(load).not.toHaveBeenCalled()
    advance(1000)
    expect(await cache.get('/nope', load)).toBeNull() // stale, revalidating
    await vi.waitFor(async () => expect(await cache.get('/nope', load)).toBe('now there is one'))
    expect(cache.missingSize).toBe(0)
    expect(cache.size).toBe(1)
  })

  it('are asked again at once on a recheck (a retry), which keeps the answer; found values are not', async () => {
    const { cache } = setupMissing()
    await cache.get('/soon', async () => null)
    expect(await cache.get('/soon', async () => 'published', { recheckMissing: true })).toBe('published')
    expect(await cache.get('/soon', async () => null)).toBe('published')
    const load = vi.fn(async () => 'again')
    expect(await cache.get('/soon', load, { recheckMissing: true })).toBe('published')
    expect(load).not.toHaveBeenCalled()
  })

  it('replace a found value that is gone upstream', async () => {
    const { cache, advance } = setupMissing()
    await cache.get('/old', async () => 'old')
    advance(60_000)
    await cache.get('/old', async () => null)
    await vi.waitFor(() => expect(cache.missingSize).toBe(1))
    expect(cache.size).toBe(0)
    expect(await cache.get('/old', async () => 'back')).toBeNull()
  })

  it('clear forgets everything', async () => {
    const { cache } = setupMissing()
    await cache.get('/a', async () => 'a')
    await cache.get('/b', async () => null)
    cache.clear()
    expect([cache.size, cache.missingSize, cache.bytes]).toEqual([0, 0, 0])
  })
})

describe('SwrCache keeps time and weight', () => {
  it('counts from when a value was stored, on any clock', async () => {
    let now = 1_000_000
    const cache = new SwrCache<string>({ ttlMs: 1000, maxEntries: 3, now: () => now })
    await cache.get('k', async () => 'v1')
    now += 999
    const load = vi.fn(async () => 'v2')
    expect(await cache.get('k', load)).toBe('v1')
    expect(load).not.toHaveBeenCalled()
    now += 1
    expect(await cache.get('k', load)).toBe('v1') // stale now: served, revalidated
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('weighs a revalidated value once, and keeps values that weigh exactly maxBytes', async () => {
    let now = 0
    const cache = new SwrCache<string>({ ttlMs: 1000, maxEntries: 100, maxBytes: 24, now: () => now })
    await cache.get('a', async () => 'x'.repeat(10)) // 12 bytes of JSON
    now += 1000
    await cache.get('a', async () => 'y'.repeat(10)) // stale: revalidated in the background
    await vi.waitFor(async () => expect(await cache.get('a', async () => 'unused')).toBe('y'.repeat(10)))
    expect(cache.bytes).toBe(12)
    await cache.get('b', async () => 'z'.repeat(10))
    expect([cache.size, cache.bytes]).toEqual([2, 24])
  })

  it('a revalidated value counts as just used', async () => {
    let now = 0
    const cache = new SwrCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => now })
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    now += 1000
    await cache.get('a', async () => 'a2') // stale: a is used, and revalidated
    await vi.waitFor(async () => expect(await cache.get('a', async () => 'unused')).toBe('a2'))
    await cache.get('c', async () => 'c') // b goes
    const reload = vi.fn(async () => 'reloaded')
    expect(await cache.get('a', reload)).toBe('a2')
    expect(await cache.get('b', reload)).toBe('reloaded')
  })

  it('a value JSON cannot weigh weighs nothing', async () => {
    const cache = new SwrCache<unknown>({ ttlMs: 1000, maxEntries: 10, maxBytes: 100 })
    await cache.get('none', async () => undefined)
    await cache.get('big', async () => 10n)
    expect([cache.size, cache.bytes]).toEqual([2, 0])
  })
})

describe('SwrCache forgets', () => {
  it('the kept values and "there is none" answers a publish picks, and nothing else', async () => {
    const cache = new SwrCache<string | null>({
      ttlMs: 60_000,
      maxEntries: 10,
      missing: { isMissing: (value) => value === null, ttlMs: 60_000, maxEntries: 10 },
    })
    await cache.get('mocom:jobs', async () => 'jobs')
    await cache.get('mocom:gone', async () => null)
    await cache.get('other:jobs', async () => 'other')
    await cache.get('other:gone', async () => null)
    cache.forget((key) => key.startsWith('mocom:'))
    expect([cache.size, cache.missingSize]).toEqual([1, 1])
    const load = vi.fn(async () => 'loaded')
    expect(await cache.get('other:jobs', load)).toBe('other')
    expect(await cache.get('other:gone', load)).toBeNull()
    expect(await cache.get('mocom:gone', load)).toBe('loaded')
  })

  it('only the loads under way that it picks: another one is still kept, and shared until then', async () => {
    const cache = new SwrCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    let resolveOther: (value: string) => void = () => {}
    const other = cache.get('other:k', () => new Promise<string>((r) => (resolveOther = r)))
    cache.forget((key) => key.startsWith('site:'))
    const joining = vi.fn(async () => 'a second load')
    const joined = cache.get('other:k', joining)
    resolveOther('other')
    expect([await other, await joined]).toEqual(['other', 'other'])
    expect(joining).not.toHaveBeenCalled()
    expect(await cache.get('other:k', async () => 'loaded again')).toBe('other')
  })

  it('a forgotten load, settling, leaves the load that replaced it shared', async () => {
    const cache = new SwrCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    let resolveOld: (value: string) => void = () => {}
    let resolveNew: (value: string) => void = () => {}
    const before = cache.get('site:k', () => new Promise<string>((r) => (resolveOld = r)))
    cache.forget((key) => key.startsWith('site:'))
    const after = cache.get('site:k', () => new Promise<string>((r) => (resolveNew = r)))
    resolveOld('before the publish')
    await before
    const third = vi.fn(async () => 'a third load')
    const joined = cache.get('site:k', third)
    resolveNew('published')
    expect([await after, await joined]).toEqual(['published', 'published'])
    expect(third).not.toHaveBeenCalled()
  })

  it('forgetSite reaches every cache: keys naming the site as a path segment or a prefix', async () => {
    const cache = new SwrCache<string>({ ttlMs: 60_000, maxEntries: 20 })
    const other = new SwrCache<string>({ ttlMs: 60_000, maxEntries: 20 })
    const forgotten = ['/.rest/delivery/pages/v1/en/mocom/contact/', '/.rest/delivery/pages/v1/en/mocom', 'mocom:jobs']
    const kept = ['/.rest/delivery/pages/v1/en/mocomx/contact/', '/mocom-old/x', '/mocomx', 'x:mocom:', 'mocom', 'other:mocom/']
    for (const key of [...forgotten, ...kept]) await cache.get(key, async () => 'kept')
    await other.get('mocom:events', async () => 'kept')
    forgetSite('mocom')
    const load = vi.fn(async () => 'loaded')
    for (const key of forgotten) expect(await cache.get(key, load)).toBe('loaded')
    for (const key of kept) expect(await cache.get(key, load), key).toBe('kept')
    expect(await other.get('mocom:events', load)).toBe('loaded')
  })
})

describe('SwrCache "there is none" answers on a failed recheck', () => {
  it('keep the answer they had', async () => {
    const cache = new SwrCache<string | null>({ ttlMs: 60_000, maxEntries: 2, missing: { isMissing: (value) => value === null, ttlMs: 1000, maxEntries: 3 } })
    await cache.get('/soon', async () => null)
    expect(await cache.get('/soon', async () => Promise.reject(new Error('CMS down')), { recheckMissing: true })).toBeNull()
  })
})

describe('SwrCache reports what it answered', () => {
  it('to the request it runs in and to the metrics, by name', async () => {
    let now = 0
    const cache = new SwrCache<string>({ name: 'swr-test', ttlMs: 1000, maxEntries: 3, now: () => now })
    const request = newRequestContext('r1')
    await withRequestContext(request, async () => {
      await cache.get('k', async () => 'v') // miss
      await cache.get('k', async () => 'v') // hit
      await cache.get('k', async () => 'v') // hit
      now += 1000
      await cache.get('k', async () => 'v') // stale
    })
    expect(request.cache).toEqual({ miss: 1, hit: 2, stale: 1 })
    const answers = (await cacheAnswers.get()).values.filter((value) => value.labels['cache'] === 'swr-test')
    expect(Object.fromEntries(answers.map((value) => [value.labels['result'], value.value]))).toEqual({ miss: 1, hit: 2, stale: 1 })
  })

  it('an unnamed cache counts for the request only', async () => {
    const cache = new SwrCache<string>({ ttlMs: 1000, maxEntries: 3 })
    const request = newRequestContext('r2')
    await withRequestContext(request, () => cache.get('k', async () => 'v'))
    expect(request.cache).toEqual({ miss: 1, hit: 0, stale: 0 })
    expect((await cacheAnswers.get()).values.filter((value) => value.labels['cache'] === undefined)).toEqual([])
  })
})
