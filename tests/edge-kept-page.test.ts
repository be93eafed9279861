/**
 * The page cache as the edge uses it (`app/server/edge/kept-page.server.ts`): which answers are
 * kept, what is kept of them, and the answer with a kept page; `tests/edge.server.test.ts` runs
 * the same through `handle()`.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { cacheTags, keepPage, keptPageResponse } from '#app/server/edge/kept-page.server.ts'
import { type CachedPage, PageCache } from '#app/server/edge/page-cache.server.ts'
import { logger } from '#app/server/logger.server.ts'

const key = 'https://www.mocom.example/en'
const html = '<!DOCTYPE html><html><body><h1>Polyamide</h1></body></html>'
const keepable = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' }
const page = (headers: Record<string, string> = {}, init: ResponseInit = {}) => new Response(html, { ...init, headers: { ...keepable, ...headers } })
const cache = () => new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 })

/** Keeps the answer as the edge does and reads the visitor's copy whole; the kept page once stored. */
async function keep(response: Response, method = 'GET', pageCache = cache()) {
  const stored = vi.spyOn(pageCache, 'set')
  const sent = keepPage(pageCache, { key, method, response, origin: 'https://www.mocom.example', generation: pageCache.generation })
  const text = await sent.text()
  if (sent !== response) await vi.waitFor(() => expect(stored).toHaveBeenCalled())
  return { sent, text, kept: pageCache.get(key), same: sent === response }
}

describe('the tags a publish forgets a page by', () => {
  it.each([
    [null, []],
    ['', []],
    ['site-mocom', ['site-mocom']],
    [' site-mocom , brand-albis ,', ['site-mocom', 'brand-albis']],
    [',,', []],
  ])('%j -> %j', (header, tags) => {
    expect(cacheTags(new Headers(header === null ? {} : { 'cache-tag': header }))).toStrictEqual(tags)
  })
})

describe('which answers a shared cache may keep', () => {
  it('a GET answered 200 with public HTML, as it is, without a cookie: kept, the visitor gets the page', async () => {
    const { sent, text, kept, same } = await keep(page({ 'cache-tag': 'site-mocom' }))
    expect(same).toBe(false)
    expect(text).toBe(html)
    expect(sent.status).toBe(200)
    expect(sent.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(kept?.status).toBe(200)
    expect(kept?.tags).toStrictEqual(['site-mocom'])
    expect(brotliDecompressSync(kept!.bodies.br).toString()).toBe(html)
    expect(gunzipSync(kept!.bodies.gzip).toString()).toBe(html)
  })

  it.each([
    ['a HEAD', 'HEAD', page()],
    ['a POST', 'POST', page()],
    ['a 404', 'GET', page({}, { status: 404 })],
    ['a 203', 'GET', page({}, { status: 203 })],
    ['a private page', 'GET', page({ 'cache-control': 'private, max-age=60' })],
    ['no-store', 'GET', page({ 'cache-control': 'no-store' })],
    ['public not first', 'GET', page({ 'cache-control': 'max-age=60, public' })],
    ['a word that starts with public', 'GET', page({ 'cache-control': 'publication' })],
    ['JSON', 'GET', page({ 'content-type': 'application/json' })],
    ['HTML not first', 'GET', page({ 'content-type': 'application/xhtml+xml; text/html' })],
    ['an encoded page', 'GET', page({ 'content-encoding': 'gzip' })],
    ['a page that sets a cookie', 'GET', page({ 'set-cookie': 'lang=en; Path=/' })],
  ])('%s: sent as it is, never kept', async (_, method, response) => {
    const { text, kept, same } = await keep(response, method)
    expect(same).toBe(true)
    expect(text).toBe(html)
    expect(kept).toBeUndefined()
  })

  it('without a cache policy or a type: never kept', async () => {
    const untyped = new Response(new Blob([html]), { headers: { 'cache-control': 'public, max-age=60' } })
    expect(untyped.headers.get('content-type')).toBeNull()
    expect((await keep(untyped)).same).toBe(true)
    expect((await keep(new Response(html, { headers: { 'content-type': 'text/html' } }))).same).toBe(true)
  })

  it('not before the page cache says so (its first render with keepFromRender 2)', async () => {
    const pageCache = new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, keepFromRender: 2 })
    expect((await keep(page(), 'GET', pageCache)).same).toBe(true)
    expect(pageCache.size).toBe(0)
    expect((await keep(page(), 'GET', pageCache)).kept).toBeDefined()
  })
})

describe('a page that cannot be kept', () => {
  it('is sent all the same, and the failure logged', async () => {
    const pageCache = cache()
    vi.spyOn(pageCache, 'set').mockImplementation(() => {
      throw new Error('no room')
    })
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    const sent = keepPage(pageCache, { key, method: 'GET', response: page(), origin: 'https://www.mocom.example', generation: 0 })
    expect(await sent.text()).toBe(html)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith({ err: 'Error: no room' }, 'a page could not be kept'))
  })
})

describe('what is kept of a page', () => {
  it('its headers but those of one answer, its policy without the nonce, and the security headers it lacked', async () => {
    const nonce = 'bm9uY2UtMTIzNA'
    const response = new Response(`<html><script nonce="${nonce}">window.a = 1</script></html>`, {
      headers: {
        ...keepable,
        'content-length': '70',
        'x-request-id': 'r-1',
        'x-page-cache': 'miss',
        'referrer-policy': 'no-referrer',
        // only the policy trades its nonce
        'x-policy-draft': `script-src 'nonce-${nonce}'`,
        'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
      },
    })
    const { kept } = await keep(response)
    const headers = new Map(kept!.headers)
    for (const name of ['content-length', 'x-request-id', 'x-page-cache', 'content-encoding']) expect(headers.has(name), name).toBe(false)
    expect(headers.get('vary')).toBe('Accept-Encoding')
    expect(headers.get('referrer-policy')).toBe('no-referrer')
    expect(headers.get('x-policy-draft')).toBe(`script-src 'nonce-${nonce}'`)
    expect(headers.get('content-security-policy')).not.toContain('nonce')
    expect(headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/)
    // the security headers the site's answer lacked, for the public origin (HSTS on https)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('strict-transport-security')).toBeTruthy()
    expect(kept!.headers.filter(([name]) => name === 'referrer-policy')).toHaveLength(1)
  })

  it('an empty policy stays empty', async () => {
    const { kept } = await keep(page({ 'content-security-policy': '' }))
    expect(new Map(kept!.headers).get('content-security-policy')).toBe('')
  })
})

describe('the answer with a kept page', () => {
  const kept: CachedPage = {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['vary', 'Accept-Encoding'],
    ],
    bodies: { br: new Uint8Array([1, 2, 3]), gzip: new Uint8Array([4, 5, 6, 7]) },
    tags: [],
    storedAt: 0,
    bytes: 7,
  }

  it.each([
    ['br', 3, 'br'],
    ['gzip', 4, 'gzip'],
  ] as const)('in %s: the stored bytes, their length, the encoding, a hit with the request id', async (encoding, length, header) => {
    const { response, bytes } = keptPageResponse(kept, 'GET', encoding, 'req-1')
    expect(bytes).toBe(length)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(header)
    expect(response.headers.get('content-length')).toBe(String(length))
    expect(response.headers.get('x-page-cache')).toBe('hit')
    expect(response.headers.get('x-request-id')).toBe('req-1')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(new Uint8Array(await response.arrayBuffer())).toStrictEqual(kept.bodies[encoding])
  })

  it('as it is for a client that takes neither encoding, and without a body for HEAD', async () => {
    const gzipped = { ...kept, bodies: { br: new Uint8Array([1]), gzip: new Uint8Array(gzipSync(html)) } }
    const identity = keptPageResponse(gzipped, 'GET', 'identity', 'req-2')
    expect(identity.response.headers.get('content-encoding')).toBeNull()
    expect(await identity.response.text()).toBe(html)
    expect(identity.bytes).toBe(html.length)
    const head = keptPageResponse(kept, 'HEAD', 'gzip', 'req-3')
    expect(head.bytes).toBe(0)
    expect(head.response.headers.get('content-length')).toBe('4')
    expect((await head.response.arrayBuffer()).byteLength).toBe(0)
  })
})
