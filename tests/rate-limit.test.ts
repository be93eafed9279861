import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type RateLimit, addressKey, checkFormSubmission, checkRateLimits, clientAddress } from '#app/server/rate-limit.server.ts'
import { type SharedStore, createMemoryStore } from '#app/server/shared-store.server.ts'
import { newRequestContext, withRequestContext } from '#app/server/request-context.server.ts'
import { logger } from '#app/server/logger.server.ts'

const perAddress: RateLimit = { name: 'test:address', tries: 50, windowMs: 5 * 60_000 }
const perEmail: RateLimit = { name: 'test:email', tries: 5, windowMs: 15 * 60_000 }

/** How many of `keys` have a live counter of `limit` in the store. */
async function liveCounters(store: SharedStore, limit: RateLimit, keys: readonly string[]): Promise<number> {
  const counters = await Promise.all(keys.map((key) => store.limiter(limit).get(key)))
  return counters.filter((counter) => counter !== null).length
}

describe('rate limits in memory', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts tries per key in a window that starts with the first try', async () => {
    const store = createMemoryStore()
    const limit: RateLimit = { name: 'test:window', tries: 2, windowMs: 1000 }
    const check = (key: string) => checkRateLimits([{ limit, key }], Promise.resolve(store))
    expect(await check('k')).toEqual({ allowed: true })
    vi.advanceTimersByTime(500)
    expect(await check('k')).toEqual({ allowed: true })
    expect(await check('other')).toEqual({ allowed: true })
    expect(await check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    vi.advanceTimersByTime(500)
    expect(await check('k')).toEqual({ allowed: true })
  })

  it('a client over its address limit makes no counters for the e-mails it goes on trying', async () => {
    const store = createMemoryStore()
    const emails = Array.from({ length: 20_000 }, (_, index) => `someone-${index}@example.com`)
    const verdicts = []
    for (const email of emails)
      verdicts.push(
        await checkRateLimits(
          [
            { limit: perAddress, key: '203.0.113.9' },
            { limit: perEmail, key: email },
          ],
          Promise.resolve(store),
        ),
      )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(perAddress.tries)
    expect(verdicts.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 300 })
    // 20,000 distinct e-mails, 50 counters: the store grows with clients, not with what they type
    expect(await liveCounters(store, perEmail, emails)).toBe(perAddress.tries)
  })

  it('many clients: each counter ends with its own window (a timer of its own, no scan of the others)', async () => {
    const store = createMemoryStore()
    const addresses = Array.from({ length: 1000 }, (_, index) => `10.0.${Math.floor(index / 256)}.${index % 256}`)
    for (const address of addresses) await checkRateLimits([{ limit: perAddress, key: address }], Promise.resolve(store))
    expect(await liveCounters(store, perAddress, addresses)).toBe(addresses.length)
    vi.advanceTimersByTime(perAddress.windowMs)
    expect(await liveCounters(store, perAddress, addresses)).toBe(0)
  })

  it('lets a try through when the store fails, and logs it', async () => {
    const error = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    try {
      const broken: Promise<SharedStore> = Promise.reject(new Error('down'))
      broken.catch(() => undefined)
      expect(await checkRateLimits([{ limit: perAddress, key: 'x' }], broken)).toEqual({ allowed: true })
      const store = createMemoryStore()
      const failingCounter: SharedStore = {
        ...store,
        limiter: () => Object.assign(store.limiter(perEmail), { consume: () => Promise.reject(new Error('counter lost')) }),
      }
      expect(await checkRateLimits([{ limit: perAddress, key: 'x' }], Promise.resolve(failingCounter))).toEqual({ allowed: true })
      expect(error.mock.calls).toEqual([
        [{ err: 'Error: down' }, 'rate limit store unavailable'],
        [{ err: 'Error: counter lost' }, 'rate limit store unavailable'],
      ])
    } finally {
      error.mockRestore()
    }
  })

  it('logs one line when a key reaches its limit, not one per refused try', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    try {
      const store = createMemoryStore()
      const limit: RateLimit = { name: 'test:logged', tries: 2, windowMs: 60_000 }
      for (let i = 0; i < 5; i++) await checkRateLimits([{ limit, key: 'k' }], Promise.resolve(store))
      expect(warn.mock.calls).toEqual([[{ limit: 'test:logged' }, 'rate limit reached']])
    } finally {
      warn.mockRestore()
    }
  })
})

describe('the address a limit counts', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })
})

describe('the visitor a limit counts', () => {
  const asVisitor = <T>(clientIp: string | undefined, work: () => T): T => withRequestContext({ ...newRequestContext('request'), clientIp }, work)

  it('is the address of the request served, an IPv6 address by its /64, else unknown', () => {
    expect(asVisitor('2001:db8:1:2:3:4:5:6', clientAddress)).toBe('2001:db8:1:2::/64')
    expect(asVisitor('198.51.100.40', clientAddress)).toBe('198.51.100.40')
    expect(asVisitor(undefined, clientAddress)).toBe('unknown')
    expect(clientAddress()).toBe('unknown')
  })

  it('sends 30 forms in ten minutes, all forms together, then is refused', async () => {
    const verdicts = []
    for (let i = 0; i < 31; i++) verdicts.push(await asVisitor('198.51.100.41', checkFormSubmission))
    expect(verdicts.slice(0, 30).every((verdict) => verdict.allowed)).toBe(true)
    expect(verdicts[30]).toMatchObject({ allowed: false })
    expect(await asVisitor('198.51.100.42', checkFormSubmission)).toEqual({ allowed: true })
  })
})
