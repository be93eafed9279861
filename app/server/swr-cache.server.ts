/**
 * Per-key server cache: fresh for `ttlMs`, then served stale while one background request
 * revalidates it; concurrent requests for a key share one load; when a load fails the last good
 * value is served. `bypass` (editor mode) always loads and leaves the cache alone.
 *
 * Bounded twice: the least recently used values go first once there are more than `maxEntries`
 * or they weigh more than `maxBytes` (their JSON size). Answers that say "there is none"
 * (`missing.isMissing`: a page the CMS does not have, a job that does not exist) live in a
 * separate, small, short-lived cache, so requests for junk URLs never evict good values and a
 * value seen once keeps its last good copy for an outage.
 */
import { LRUCache } from 'lru-cache'
import { cacheAnswers } from './metrics.server.ts'
import { type CacheResult, currentRequest } from './request-context.server.ts'

interface Entry<T> {
  value: T
  /** From then on the value is stale. */
  staleAt: number
  bytes: number
}

interface MissingAnswers<T> {
  /** True for an answer that says there is nothing at the key. */
  isMissing(value: T): boolean
  ttlMs: number
  maxEntries: number
}

interface SwrCacheOptions<T> {
  /** For metrics and request logs: `cms-pages`, `jobs` ... */
  name?: string
  ttlMs: number
  maxEntries: number
  /** The most the values may weigh together (JSON size); default: no limit but `maxEntries`. */
  maxBytes?: number
  /** Keep "there is none" answers apart, briefly. */
  missing?: MissingAnswers<T>
  now?: () => number
}

/**
 * A least-recently-used map of entries (`lru-cache`, bounded by `maxEntries`) that also keeps what
 * they weigh under `maxBytes`. That bound is kept here: lru-cache's own refuses a value heavier
 * than the whole cache and takes no weight of 0, while here one value stays, however much it
 * weighs, and a value JSON cannot weigh weighs nothing.
 */
class LruEntries<T> {
  readonly #entries: LRUCache<string, Entry<T>>
  #bytes = 0
  readonly maxBytes: number

  constructor(maxEntries: number, maxBytes: number) {
    this.#entries = new LRUCache({
      max: maxEntries,
      dispose: (entry) => {
        this.#bytes -= entry.bytes
      },
    })
    this.maxBytes = maxBytes
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }

  /** The entry, now the most recently used. */
  get(key: string): Entry<T> | undefined {
    return this.#entries.get(key)
  }

  set(key: string, entry: Entry<T>): void {
    this.#entries.set(key, entry)
    this.#bytes += entry.bytes
    while (this.#bytes > this.maxBytes && this.#entries.size > 1) this.#entries.pop()
  }

  keys(): string[] {
    return [...this.#entries.keys()]
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }
}

function weight(value: unknown): number {
  try {
    return (JSON.stringify(value) ?? '').length
  } catch {
    return 0
  }
}

/** Every cache of the process, so a publish can make them all forget a site's data. */
const caches = new Set<{ forget(shouldForget: (key: string) => boolean): void }>()

/**
 * Makes every cache forget what it keeps of a Magnolia site. By convention a cache key names its
 * site as a path segment (`/.rest/delivery/pages/v1/en/mocom/contact/`) or as a `{cmsSite}:` prefix.
 */
export function forgetSite(cmsSite: string): void {
  const mentions = (key: string) => key.includes(`/${cmsSite}/`) || key.endsWith(`/${cmsSite}`) || key.startsWith(`${cmsSite}:`)
  for (const cache of caches) cache.forget(mentions)
}

export class SwrCache<T> {
  readonly #found: LruEntries<T>
  readonly #missing: LruEntries<T>
  readonly #inflight = new Map<string, Promise<T>>()
  readonly #options: SwrCacheOptions<T> & { now: () => number }

  constructor(options: SwrCacheOptions<T>) {
    this.#options = { now: Date.now, ...options }
    this.#found = new LruEntries(options.maxEntries, options.maxBytes ?? Number.POSITIVE_INFINITY)
    // written only with `missing`
    this.#missing = new LruEntries(options.missing?.maxEntries ?? 1, Number.POSITIVE_INFINITY)
    caches.add(this)
  }

  /** Forgets the values whose keys `shouldForget` picks (kept and "there is none"). */
  forget(shouldForget: (key: string) => boolean): void {
    for (const entries of [this.#found, this.#missing]) for (const key of entries.keys()) if (shouldForget(key)) entries.delete(key)
    // a load under way began before the change: the next `get` loads again, and that load is not kept
    for (const key of [...this.#inflight.keys()]) if (shouldForget(key)) this.#inflight.delete(key)
  }

  /** How many values are kept (found ones; "there is none" answers apart). */
  get size(): number {
    return this.#found.size
  }

  get missingSize(): number {
    return this.#missing.size
  }

  /** What the kept values weigh together (JSON size). */
  get bytes(): number {
    return this.#found.bytes
  }

  /**
   * The value at `key`. `bypass` loads and leaves the cache alone; `recheckMissing` loads now, and
   * keeps the answer, when the key holds a "there is none" answer (a visitor's explicit retry).
   */
  async get(key: string, load: () => Promise<T>, { bypass = false, recheckMissing = false } = {}): Promise<T> {
    if (bypass) return load()
    const found = this.#found.get(key)
    const missing = found ? undefined : this.#missing.get(key)
    const entry = found ?? missing
    if (!entry || (missing && recheckMissing)) {
      this.#record('miss')
      return this.#load(key, load)
    }
    if (this.#options.now() >= entry.staleAt) {
      // stale: answer now, refresh in the background; a failed refresh keeps the last good copy
      this.#record('stale')
      this.#load(key, load).catch(() => undefined)
    } else {
      this.#record('hit')
    }
    return entry.value
  }

  #record(result: CacheResult): void {
    const request = currentRequest()
    if (request) request.cache[result] += 1
    if (this.#options.name) cacheAnswers.inc({ cache: this.#options.name, result })
  }

  /** Forgets every value (kept and "there is none"). */
  clear(): void {
    this.#found.clear()
    this.#missing.clear()
  }

  #load(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.#inflight.get(key)
    if (running) return running
    const current = () => this.#inflight.get(key) === promise
    const promise: Promise<T> = load()
      .then((value) => {
        // a load a forget overtook answers its caller, and is not kept
        if (current()) this.#store(key, value)
        return value
      })
      .catch((error: unknown) => {
        const lastGood = this.#found.get(key) ?? this.#missing.get(key)
        if (lastGood) return lastGood.value
        throw error
      })
      .finally(() => {
        if (current()) this.#inflight.delete(key)
      })
    this.#inflight.set(key, promise)
    return promise
  }

  #store(key: string, value: T): void {
    const { missing, ttlMs, now } = this.#options
    if (missing?.isMissing(value)) {
      this.#found.delete(key)
      this.#missing.set(key, { value, staleAt: now() + missing.ttlMs, bytes: 0 })
      return
    }
    this.#missing.delete(key)
    this.#found.set(key, { value, staleAt: now() + ttlMs, bytes: Number.isFinite(this.#found.maxBytes) ? weight(value) : 0 })
  }
}
