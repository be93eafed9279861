/**
 * What site instances must share (rate-limit counters, the revalidation broadcast) goes through
 * this small store: in memory for one instance, Redis when `REDIS_URL` is set, using Redis's own
 * expiry and atomic increments, so several instances count and hear together.
 */
import { createClient } from 'redis'
import { logger } from './logger.server.ts'

export interface SharedStore {
  /** Adds one to a counter that ends `ttlMs` after its first increment; answers the new value. */
  increment(key: string, ttlMs: number): Promise<number>
  publish(channel: string, message: string): Promise<void>
  subscribe(channel: string, listener: (message: string) => void): Promise<void>
  close(): Promise<void>
}

/** One instance's store: counters and listeners in this process. */
export function createMemoryStore(now: () => number = Date.now): SharedStore {
  const counters = new Map<string, { value: number; endsAt: number }>()
  const listeners = new Map<string, Array<(message: string) => void>>()
  return {
    async increment(key, ttlMs) {
      const current = counters.get(key)
      const counter = current && current.endsAt > now() ? current : { value: 0, endsAt: now() + ttlMs }
      counter.value += 1
      counters.set(key, counter)
      if (counters.size > 10_000) for (const [name, entry] of counters) if (entry.endsAt <= now()) counters.delete(name)
      return counter.value
    },
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

/** The store on a Redis server: counters with `INCR` and `PEXPIRE`, messages by publish/subscribe. */
export async function createRedisStore(url: string): Promise<SharedStore> {
  const client = createClient({ url })
  client.on('error', (error: Error) => logger.error({ err: error.message }, 'redis error'))
  await client.connect()
  let subscriber: typeof client | undefined
  return {
    async increment(key, ttlMs) {
      const [value] = await client.multi().incr(key).pExpire(key, ttlMs, 'NX').exec()
      return Number(value)
    },
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
  const url = process.env['REDIS_URL']
  store ??= url ? createRedisStore(url) : Promise.resolve(createMemoryStore())
  return store
}
