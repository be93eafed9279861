/**
 * Rendered pages, kept compressed: a public page (200, `Cache-Control: public`, HTML) is stored
 * with its headers and its bytes in Brotli and gzip for the CMS cache's freshness window (the rare
 * client that takes neither gets the gzip copy inflated), keyed by
 * origin, path and the sorted query (the language is part of the path), so the next request for
 * it costs no render and no compression. Bounded in bytes (least recently used first, by `lru-cache`); a publish
 * forgets a brand's pages (`forgetTag`). With `keepFromRender: 2` a page is kept from its second
 * render on (ADR 024): the keys rendered before are remembered (the last `rememberedRenders` of
 * them), so views asked for once (a new search, a filter combination) cost no compression for the
 * cache and do not push out the pages visitors come back to.
 */
import { gunzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { Encoding } from './compression.server.ts'

export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  bodies: Record<Exclude<Encoding, 'identity'>, Uint8Array<ArrayBuffer>>
  /** Tags a publish can forget the page by (`brand:mocom`). */
  tags: string[]
  storedAt: number
  bytes: number
}

interface PageCacheOptions {
  ttlMs: number
  maxBytes: number
  /** The render of a page from which on it is kept: 1 keeps it at once, 2 from the second render of its key. */
  keepFromRender?: 1 | 2
  /** How many keys rendered before are remembered (least recently rendered forgotten first). */
  rememberedRenders?: number
  now?: () => number
}

/** The key of a request: origin, path, and the query with its parameters sorted. */
export function pageCacheKey(url: URL): string {
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  const query = new URLSearchParams(params).toString()
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`
}

/** A kept page's bytes in an encoding: as stored, or inflated from the gzip copy for a client that takes neither. */
export function pageBytes(page: CachedPage, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return encoding === 'identity' ? new Uint8Array(gunzipSync(page.bodies.gzip)) : page.bodies[encoding]
}

export class PageCache {
  /** Bounded in bytes; a page heavier than the whole cache is not kept. */
  readonly #pages: LRUCache<string, CachedPage>
  /** Keys rendered before, for `keepFromRender: 2`. */
  readonly #rendered: LRUCache<string, true>
  #generation = 0
  readonly #options: Required<PageCacheOptions>

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, keepFromRender: 1, rememberedRenders: 10_000, ...options }
    this.#pages = new LRUCache({ maxSize: this.#options.maxBytes, sizeCalculation: (page) => page.bytes })
    this.#rendered = new LRUCache({ max: this.#options.rememberedRenders })
  }

  get size(): number {
    return this.#pages.size
  }

  get bytes(): number {
    return this.#pages.calculatedSize
  }

  /** Changes with every forget: a page rendered from before it (`set` with the generation its render began in) is not kept. */
  get generation(): number {
    return this.#generation
  }

  /** The fresh page for the key, now the most recently used; undefined when there is none. */
  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key)
    if (!page || this.#isFresh(page)) return page
    this.#pages.delete(key)
    return undefined
  }

  /**
   * Keeps a page; while a fresh copy is kept, that copy stays (renders finishing one after the
   * other store the same page: the page a visitor got from the cache must not change under them).
   * A page whose render began before a forget (an older `generation`) is not kept: it may show
   * what the publish changed.
   */
  set(key: string, page: Omit<CachedPage, 'storedAt' | 'bytes'>, generation = this.#generation): void {
    if (generation !== this.#generation) return
    const kept = this.#pages.peek(key)
    if (kept && this.#isFresh(kept)) return
    this.#pages.set(key, { ...page, storedAt: this.#options.now(), bytes: page.bodies.br.byteLength + page.bodies.gzip.byteLength })
  }

  /**
   * Notes a render of a cacheable page; whether to keep it (compress it for `set`): always with
   * `keepFromRender: 1`, with 2 when its key was rendered before (it stays remembered as the most
   * recent render, so a page forgotten by a publish or its time is kept again at its next render).
   */
  noteRender(key: string): boolean {
    if (this.#options.keepFromRender === 1) return true
    const before = this.#rendered.has(key)
    // Stryker disable next-line BooleanLiteral: only the key is read, never the value
    this.#rendered.set(key, true)
    return before
  }

  /** Forgets every page carrying the tag. */
  forgetTag(tag: string): void {
    // Stryker disable next-line AssignmentOperator: any change of the generation does, up or down
    this.#generation += 1
    for (const [key, page] of [...this.#pages.entries()]) if (page.tags.includes(tag)) this.#pages.delete(key)
  }

  clear(): void {
    // Stryker disable next-line AssignmentOperator: any change of the generation does, up or down
    this.#generation += 1
    this.#pages.clear()
  }

  #isFresh(page: CachedPage): boolean {
    return this.#options.now() - page.storedAt < this.#options.ttlMs
  }
}
