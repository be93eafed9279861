import { describe, expect, it, vi } from 'vitest'
import { SwrCache } from '#app/server/swr-cache.server.ts'

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
