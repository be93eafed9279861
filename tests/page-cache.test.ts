import { brotliCompressSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageCache, pageBytes, pageCacheKey } from '#app/server/edge/page-cache.server.ts'

describe('the page cache', () => {
  const page = (size: number, tags: string[] = []) => {
    const body = new Uint8Array(size)
    return { status: 200, headers: [['content-type', 'text/html']] as Array<[string, string]>, bodies: { br: body, gzip: body }, tags }
  }

  it('keys by origin, path and the sorted query', () => {
    expect(pageCacheKey(new URL('https://a.example/en/jobs?level=b&division=a'))).toBe('https://a.example/en/jobs?division=a&level=b')
    expect(pageCacheKey(new URL('https://a.example/en/jobs?b=2&a=1&a=0'))).toBe('https://a.example/en/jobs?a=0&a=1&b=2')
    expect(pageCacheKey(new URL('https://a.example/en/jobs?b=1&a=2'))).toBe('https://a.example/en/jobs?a=2&b=1')
    expect(pageCacheKey(new URL('https://a.example/en/jobs?'))).toBe('https://a.example/en/jobs')
    expect(pageCacheKey(new URL('https://b.example/en/jobs'))).not.toBe(pageCacheKey(new URL('https://a.example/en/jobs')))
  })

  it('answers a page until its time is up', () => {
    let now = 0
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000, now: () => now })
    cache.set('a', page(10))
    now = 999
    expect(cache.get('a')?.status).toBe(200)
    now = 1000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('stays within its bytes, dropping the least recently used first', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 600 })
    cache.set('a', page(100)) // 200 bytes in two encodings
    cache.set('b', page(100))
    cache.set('c', page(100))
    expect(cache.bytes).toBe(600)
    cache.get('a') // now the most recently used
    cache.set('d', page(100))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    expect(cache.get('d')).toBeDefined()
    expect(cache.size).toBe(3)
    cache.set('huge', page(400))
    expect(cache.get('huge')).toBeUndefined() // larger than the whole cache: not kept
    expect(cache.bytes).toBe(600)
    cache.set('whole', page(300)) // exactly the whole cache: kept alone
    expect(cache.get('whole')).toBeDefined()
    expect(cache.size).toBe(1)
  })

  it('keeps Brotli and gzip only, and inflates the gzip copy for a client that takes neither', () => {
    const html = new TextEncoder().encode('<!DOCTYPE html><p>Kept</p>')
    const kept = {
      status: 200,
      headers: [],
      bodies: { br: new Uint8Array(brotliCompressSync(html)), gzip: new Uint8Array(gzipSync(html)) },
      tags: [],
      storedAt: 0,
      bytes: 0,
    }
    expect(new TextDecoder().decode(pageBytes(kept, 'identity'))).toBe('<!DOCTYPE html><p>Kept</p>')
    expect(pageBytes(kept, 'br')).toBe(kept.bodies.br)
    expect(pageBytes(kept, 'gzip')).toBe(kept.bodies.gzip)
  })

  it('keeps a fresh page when another render of it is stored, and replaces it, counted once, when its time is up', () => {
    let now = 0
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000, now: () => now })
    cache.set('a', page(100))
    now = 999
    cache.set('a', page(50))
    expect(cache.get('a')?.bodies.br.byteLength).toBe(100)
    expect(cache.bytes).toBe(200)
    now = 1000
    cache.set('a', page(50))
    expect(cache.get('a')?.bodies.br.byteLength).toBe(50)
    expect(cache.bytes).toBe(100)
  })

  it('does not keep a page whose render began before a forget', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10_000 })
    const began = cache.generation
    cache.forgetTag('site-mocom')
    cache.set('mocom', page(10, ['site-mocom']), began)
    expect(cache.get('mocom')).toBeUndefined()
    cache.set('mocom', page(10, ['site-mocom']), cache.generation)
    expect(cache.get('mocom')).toBeDefined()
    const beforeClear = cache.generation
    cache.clear()
    cache.set('albis', page(10), beforeClear)
    expect(cache.size).toBe(0)
  })

  it('keeps every page at once with keepFromRender 1', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10_000 })
    expect(cache.noteRender('a')).toBe(true)
    expect(cache.noteRender('a')).toBe(true)
  })

  it('with keepFromRender 2 keeps a page from the second render of its key, remembering the most recently rendered keys', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10_000, keepFromRender: 2, rememberedRenders: 2 })
    expect(cache.noteRender('a')).toBe(false)
    expect(cache.noteRender('b')).toBe(false)
    expect(cache.noteRender('a')).toBe(true) // a is now the most recent, b the oldest
    expect(cache.noteRender('a')).toBe(true) // still remembered: kept again after a publish or its time
    expect(cache.noteRender('c')).toBe(false) // three keys: b, the least recently rendered, is forgotten
    expect(cache.noteRender('a')).toBe(true)
    expect(cache.noteRender('b')).toBe(false)
    expect(cache.noteRender('c')).toBe(false) // forgotten when b came back
    expect(cache.noteRender('b')).toBe(true)
  })

  it('forgets the pages of a tag and keeps the others', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10_000 })
    cache.set('mocom', page(10, ['site-mocom']))
    cache.set('albis', page(10, ['site-albis']))
    cache.forgetTag('site-mocom')
    expect(cache.get('mocom')).toBeUndefined()
    expect(cache.get('albis')).toBeDefined()
    expect(cache.bytes).toBe(20)
  })
})
