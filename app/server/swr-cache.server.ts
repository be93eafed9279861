/**
 * Per-key server cache: fresh for `ttlMs`, then served stale while one background request
 * revalidates it; concurrent requests for a key share one load; when a load fails the last
 * good value is served. `bypass` (editor mode) always loads and leaves the cache alone.
 */
interface Entry<T> {
  value: T
  storedAt: number
}

export interface SwrCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
}

export class SwrCache<T> {
  readonly #entries = new Map<string, Entry<T>>()
  readonly #inflight = new Map<string, Promise<T>>()
  readonly #options: Required<SwrCacheOptions>

  constructor(options: SwrCacheOptions) {
    this.#options = { now: Date.now, ...options }
  }

  get size(): number {
    return this.#entries.size
  }

  async get(key: string, load: () => Promise<T>, { bypass = false } = {}): Promise<T> {
    if (bypass) return load()
    const entry = this.#entries.get(key)
    if (!entry) return this.#load(key, load)
    if (this.#options.now() - entry.storedAt >= this.#options.ttlMs) {
      // stale: answer now, refresh in the background; a failed refresh keeps the last good copy
      this.#load(key, load).catch(() => undefined)
    }
    return entry.value
  }

  #load(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.#inflight.get(key)
    if (running) return running
    const promise = load()
      .then((value) => {
        this.#store(key, value)
        return value
      })
      .catch((error: unknown) => {
        const lastGood = this.#entries.get(key)
        if (lastGood) return lastGood.value
        throw error
      })
      .finally(() => this.#inflight.delete(key))
    this.#inflight.set(key, promise)
    return promise
  }

  #store(key: string, value: T): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, storedAt: this.#options.now() })
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
  }
}
