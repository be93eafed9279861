/**
 * What site instances must share (rate-limit counters, the revalidation broadcast) goes through
 * this small store: in memory for one instance, Redis when `REDIS_URL` is set, so several
 * instances count and hear together. Counters are rate-limiter-flexible's: in memory each ends by
 * its own timer (no scan, however many there are), in Redis by the key's own expiry.
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { createClient } from 'redis'
import { serverEnv } from './env.server.ts'
import { logger } from './logger.server.ts'

/** A count of tries per key in a fixed window that starts with a key's first try. */
export interface RateLimit {
  /** Counter name, e.g. `login:address`. */
  name: string
  tries: number
  windowMs: number
}

export interface SharedStore {
  /** The counter of `limit` (one per name, shared by every instance on this store). */
  limiter(limit: RateLimit): RateLimiterAbstract
  publish(channel: string, message: string): Promise<void>
  subscribe(channel: string, listener: (message: string) => void): Promise<void>
  close(): Promise<void>
}

function limiters(create: (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract): SharedStore['limiter'] {
  const byName = new Map<string, RateLimiterAbstract>()
  return (limit) => {
    let limiter = byName.get(limit.name)
    if (!limiter) {
      limiter = create({ keyPrefix: `rate:${limit.name}`, points: limit.tries, duration: Math.ceil(limit.windowMs / 1000) })
      byName.set(limit.name, limiter)
    }
    return limiter
  }
}

/** One instance's store: counters and listeners in this process. */
export function createMemoryStore(): SharedStore {
  const listeners = new Map<string, Array<(message: string) => void>>()
  return {
    limiter: limiters((options) => new RateLimiterMemory(options)),
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message)
    },
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener])
    },
    async close() {
      listeners.clear()
    },
  }
}

/** The store on a Redis server: counters as keys with an expiry (one script each: count and expiry together), messages by publish/subscribe. */
async function createRedisStore(url: string): Promise<SharedStore> {
  const client = createClient({ url })
  client.on('error', (error: Error) => logger().error({ err: error.message }, 'redis error'))
  await client.connect()
  let subscriber: typeof client | undefined
  return {
    limiter: limiters((options) => new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true })),
    async publish(channel, message) {
      await client.publish(channel, message)
    },
    async subscribe(channel, listener) {
      subscriber ??= client.duplicate()
      if (!subscriber.isOpen) await subscriber.connect()
      await subscriber.subscribe(channel, listener)
    },
    async close() {
      await subscriber?.quit().catch(() => undefined)
      await client.quit().catch(() => undefined)
    },
  }
}

let store: Promise<SharedStore> | undefined

/** The process-wide store: Redis when `REDIS_URL` is set, else memory. */
export function sharedStore(): Promise<SharedStore> {
  const url = serverEnv().REDIS_URL
  store ??= url ? createRedisStore(url) : Promise.resolve(createMemoryStore())
  return store
}
