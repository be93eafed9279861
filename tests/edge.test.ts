import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { compressBytes, compressStream, isCompressible, negotiateEncoding } from '#app/server/edge/compression.server.ts'
import { PageCache, pageBytes, pageCacheKey } from '#app/server/edge/page-cache.server.ts'
import { createRevalidation, touchedSites } from '#app/server/edge/revalidation.server.ts'
import { policyForStoredPage } from '#app/server/edge/stored-page-policy.server.ts'
import { createMemoryStore } from '#app/server/shared-store.server.ts'
import { loggablePath } from '#app/server/logger.server.ts'
import { carriesBearer } from '#app/server/edge/bearer.server.ts'

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [null, 'identity'],
    ['GZIP', 'gzip'],
    ['br; q=0, gzip', 'gzip'],
    ['br ;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip', 'gzip'],
    ['br;level=1;q=0, gzip', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding)
  })

  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json', true],
    ['application/x-tss-framed', true],
    ['image/svg+xml', true],
    ['text/javascript', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/pdf', false],
    [null, false],
  ] as const)('%s is compressible: %s', (type, compressible) => {
    expect(isCompressible(type)).toBe(compressible)
  })

  const text = 'Polyamide 6 compounds, '.repeat(500)
  const bytes = new TextEncoder().encode(text)

  it('compresses bytes once in both encodings, smaller and lossless', async () => {
    const br = await compressBytes(bytes, 'br')
    const gzip = await compressBytes(bytes, 'gzip')
    expect(br.byteLength).toBeLessThan(bytes.byteLength / 10)
    expect(brotliDecompressSync(br).toString()).toBe(text)
    expect(gunzipSync(gzip).toString()).toBe(text)
    // a kept copy holds its own bytes only, not the compressor's whole output buffer
    for (const copy of [br, gzip]) expect(copy.buffer.byteLength).toBe(copy.byteLength)
  })

  it('compresses a stream chunk by chunk, flushing each, lossless', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const source = new Blob([bytes.slice(0, 5000), bytes.slice(5000)]).stream()
      const compressed = new Uint8Array(await new Response(compressStream(source, encoding)).arrayBuffer())
      const decoded = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed)
      expect(decoded.toString()).toBe(text)
    }
  })
})

describe('a streamed page', () => {
  it('goes out compressed burst by burst: what the renderer wrote before it paused can be read before it goes on', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      let goOn: () => void = () => undefined
      const source = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('<head>'))
          controller.enqueue(new TextEncoder().encode('<body>'))
          await new Promise<void>((resolve) => (goOn = resolve))
          controller.enqueue(new TextEncoder().encode('</html>'))
          controller.close()
        },
      })
      const reader = compressStream(source, encoding).getReader()
      const received: Uint8Array[] = []
      const decoded = () => {
        const bytes = Buffer.concat(received)
        return (
          encoding === 'br'
            ? brotliDecompressSync(bytes, { finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH })
            : gunzipSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH })
        ).toString()
      }
      while (decoded() !== '<head><body>') {
        const { value } = await reader.read()
        if (value) received.push(value)
      }
      goOn()
      for (let part = await reader.read(); !part.done; part = await reader.read()) received.push(part.value)
      expect(decoded()).toBe('<head><body></html>')
    }
  })
})

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

describe('a kept page trades its nonce for the hashes of its own inline scripts', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
  const policy = "default-src 'self'; script-src 'self' 'nonce-abc123' https://author.example; object-src 'none'"

  it('hashes every inline script with the nonce, none without it, none with a src', () => {
    const html = [
      '<script nonce="abc123">window.a = 1</script>',
      '<script nonce="abc123" type="module">import("/assets/x.js") // ü</script>',
      '<script>alert("injected")</script>',
      '<script nonce="other">alert(2)</script>',
      '<script nonce="abc123" src="/assets/main.js"></script>',
      '<script nonce="abc123" src ="/assets/other.js"></script>',
    ].join('')
    expect(policyForStoredPage(policy, html)).toBe(
      `default-src 'self'; script-src 'self' ${sha('window.a = 1')} ${sha('import("/assets/x.js") // ü')} https://author.example; object-src 'none'`,
    )
  })

  it('the same script twice is one hash', () => {
    const html = '<script nonce="abc123">x()</script><script nonce="abc123">x()</script>'
    expect(policyForStoredPage(policy, html)).toBe(`default-src 'self'; script-src 'self' ${sha('x()')} https://author.example; object-src 'none'`)
  })

  it('a page without inline scripts allows only its own files', () => {
    expect(policyForStoredPage(policy, '<p>no script</p>')).toBe("default-src 'self'; script-src 'self' https://author.example; object-src 'none'")
  })

  it.each([
    ['a src in capitals', '<script nonce="abc123" SRC="/assets/main.js"></script>', []],
    ['an attribute that only ends in src', '<script nonce="abc123" datasrc="x">y()</script>', ['y()']],
    ['a script tag in capitals', '<SCRIPT nonce="abc123">z()</SCRIPT>', ['z()']],
    ['a script over several lines', '<script nonce="abc123">a()\n</script>', ['a()\n']],
  ])('%s', (_, html, hashed) => {
    expect(policyForStoredPage(policy, html)).toBe(
      `default-src 'self'; script-src 'self'${hashed.map((text) => ` ${sha(text)}`).join('')} https://author.example; object-src 'none'`,
    )
  })

  it("a nonce that was the only script source becomes 'none' when the page has no inline script of its own", () => {
    expect(policyForStoredPage("script-src 'nonce-abc123'; object-src 'none'", '<script>alert(1)</script>')).toBe("script-src 'none'; object-src 'none'")
  })

  it('a policy without a nonce stays as it is', () => {
    expect(policyForStoredPage("script-src 'self'", '<script>x()</script>')).toBe("script-src 'self'")
    expect(policyForStoredPage("script-src 'self' 'none'", '<script nonce="undefined">x()</script>')).toBe("script-src 'self' 'none'")
  })
})

describe('revalidation', () => {
  it('a path names its Magnolia site; an id alone touches every site', () => {
    expect(touchedSites({ paths: ['/mocom/contact', '/mocom/about', '/albis/x'], ids: [] })).toEqual(['mocom', 'albis'])
    expect(touchedSites({ paths: ['/unknown/page', '/'], ids: [] })).toEqual([])
    expect(touchedSites({ paths: [], ids: ['1234'] }).length).toBeGreaterThanOrEqual(9)
  })

  const publish = (body: unknown, init: { secret?: string; type?: string; method?: string } = {}) =>
    new Request('http://site/api/revalidate', {
      method: init.method ?? 'POST',
      headers: { authorization: `Bearer ${init.secret ?? 's3cret'}`, 'content-type': init.type ?? 'application/json' },
      ...(init.method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })

  it('answers only a POST of JSON with the secret, and forgets the touched sites on every instance', async () => {
    const store = createMemoryStore()
    const one = vi.fn<(tag: string) => void>()
    const other = vi.fn<(tag: string) => void>()
    const first = createRevalidation('s3cret', async () => store, one)
    const second = createRevalidation('s3cret', async () => store, other)
    await second.listen(store)
    expect((await first.handle(publish({ paths: ['/mocom/a'] }, { secret: 'wrong' }))).status).toBe(401)
    expect((await first.handle(publish({ paths: ['/mocom/a'] }, { secret: 's3cre' }))).status).toBe(401)
    expect((await first.handle(publish({ paths: ['/mocom/a'] }, { type: 'text/plain' }))).status).toBe(415)
    expect((await first.handle(publish('{nope'))).status).toBe(400)
    expect((await first.handle(publish({ paths: ['no-slash'] }))).status).toBe(400)
    expect((await first.handle(publish({}, { method: 'GET' }))).status).toBe(405)
    expect(one).not.toHaveBeenCalled()
    expect(other).not.toHaveBeenCalled()
    const answer = await first.handle(publish({ paths: ['/mocom/contact'] }))
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ forgotten: ['site-mocom'] })
    expect(one).toHaveBeenCalledWith('site-mocom')
    expect(other).toHaveBeenCalledWith('site-mocom') // heard through the shared store
  })

  it('is off without a secret', async () => {
    const store = createMemoryStore()
    expect(
      (
        await createRevalidation(
          undefined,
          async () => store,
          () => undefined,
        ).handle(publish({ paths: [] }))
      ).status,
    ).toBe(404)
  })
})

describe('the bearer token of an operator endpoint', () => {
  const asking = (authorization?: string) => new Request('http://site/metrics', authorization === undefined ? {} : { headers: { authorization } })
  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['the secret', 'Bearer s3cret-token', 's3cret-token', true],
    ['another token of the same length', 'Bearer s3cret-tokeN', 's3cret-token', false],
    ['a prefix of the secret', 'Bearer s3cret', 's3cret-token', false],
    ['the secret and more', 'Bearer s3cret-token2', 's3cret-token', false],
    ['the secret without the scheme', 's3cret-token', 's3cret-token', false],
    ['the secret after something else', 'xBearer s3cret-token', 's3cret-token', false],
    ['another scheme', 'Basic s3cret-token', 's3cret-token', false],
    ['the scheme twice', 'Bearer Bearer s3cret-token', 's3cret-token', false],
    ['no header', undefined, 's3cret-token', false],
    ['the scheme alone', 'Bearer ', 's3cret-token', false],
    ['the scheme alone where no secret is set', 'Bearer ', undefined, false],
    ['no header where no secret is set', undefined, undefined, false],
    ['no header where the secret is empty', undefined, '', false],
    ['the scheme alone where the secret is empty', 'Bearer ', '', false],
  ])('%s: %s', (_, header, secret, carries) => {
    expect(carriesBearer(asking(header), secret)).toBe(carries)
  })
})

describe('logs', () => {
  it('never show an order number', () => {
    expect(loggablePath('/en/orders/4711-xyz/deliveries')).toBe('/en/orders/:number/deliveries')
    expect(loggablePath('/en/about')).toBe('/en/about')
    expect(loggablePath(`/${'a'.repeat(300)}`).length).toBe(200)
  })
})
