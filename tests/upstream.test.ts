import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CircuitBreaker, UpstreamError, createUpstream, errorKindForStatus, isNotFound, isUnexpectedShape } from '#app/server/upstream.server.ts'

describe('HTTP error mapping (docs/contracts.md, "Error table")', () => {
  it.each([
    [500, 'server error'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [400, 'bad request'],
    [404, 'not found'],
    [413, 'payload too large'],
    [409, 'conflict'],
    [502, 'server error'],
    [418, 'server error'],
  ])('%i -> %s', (status, kind) => {
    expect(errorKindForStatus(status)).toBe(kind)
  })
})

/** The one upstream client against a real HTTP server whose answers each path chooses. */
describe('the upstream client', () => {
  let server: Server
  let baseUrl = ''
  const calls: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = []
  const answers: Record<string, (count: number) => { status: number; body: string; delayMs?: number }> = {
    '/ok': () => ({ status: 200, body: JSON.stringify({ name: 'page' }) }),
    '/bad-request': () => ({ status: 400, body: JSON.stringify({ field: 'email' }) }),
    '/missing': () => ({ status: 404, body: '{}' }),
    '/conflict': () => ({ status: 409, body: '{}' }),
    '/failing': () => ({ status: 500, body: '{}' }),
    '/flaky': (count) => (count < 3 ? { status: 503, body: '{}' } : { status: 200, body: JSON.stringify({ name: 'late' }) }),
    '/not-json': () => ({ status: 200, body: '{"name": ' }),
    '/wrong-shape': () => ({ status: 200, body: JSON.stringify({ title: 'no name' }) }),
    '/slow': () => ({ status: 200, body: JSON.stringify({ name: 'slow' }), delayMs: 500 }),
    '/file.svg': () => ({ status: 200, body: '<svg/>' }),
  }
  const schema = z.object({ name: z.string() })

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://upstream.invalid')
        const path = url.pathname.replace(/^\/api/, '')
        calls.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
        const answer = answers[path]?.(calls.filter((call) => call.url.startsWith(url.pathname)).length) ?? { status: 404, body: '{}' }
        setTimeout(() => {
          response.writeHead(answer.status, { 'content-type': url.pathname.endsWith('.svg') ? 'image/svg+xml' : 'application/json' })
          response.end(answer.body)
        }, answer.delayMs ?? 0)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    calls.length = 0
  })

  // a generous timeout: a loaded test machine may take a while for the first connection; tests of timeouts set 200 ms
  const client = (retries = 0, extra: Partial<Parameters<typeof createUpstream>[0]> = {}) =>
    createUpstream({ name: 'test', baseUrl, timeoutMs: 5000, retries, retryPauseMs: 1, headers: { apikey: 'secret' }, ...extra })
  const rejection = (promise: Promise<unknown>) => promise.then(() => expect.unreachable(), (error: unknown) => error)

  it('GETs JSON parsed with the schema, with the query, the base URL and the upstream headers', async () => {
    expect(await client().get('/ok', schema, { query: { a: 'x y', b: 2, c: undefined } })).toEqual({ name: 'page' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/ok?a=x+y&b=2')
    expect(calls[0]?.headers['apikey']).toBe('secret')
    expect(calls[0]?.headers['accept']).toBe('application/json')
  })

  it('POSTs JSON', async () => {
    expect(await client().post('/ok', { q: 'polyamide' }, schema)).toEqual({ name: 'page' })
    expect(calls[0]).toMatchObject({ method: 'POST', body: '{"q":"polyamide"}' })
    expect(calls[0]?.headers['content-type']).toBe('application/json')
  })

  it('POSTs multipart form data with its boundary, the query and the call\'s headers, never retried', async () => {
    const form = new FormData()
    form.set('payload', '{"form":"product"}')
    form.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'drawing.pdf')
    expect(await client(3).postMultipart('/ok', form, schema, { query: { target: 'x' }, headers: { 'idempotency-key': 'key-1' } })).toEqual({ name: 'page' })
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/ok?target=x' })
    expect(calls[0]?.headers).toMatchObject({ 'content-type': expect.stringMatching(/^multipart\/form-data; boundary=/), accept: 'application/json', 'idempotency-key': 'key-1', apikey: 'secret' })
    expect(calls[0]?.body).toContain('filename="drawing.pdf"')
    expect(calls[0]?.body).toContain('%PDF')
    await rejection(client(3).postMultipart('/failing', new FormData(), schema))
    expect(calls).toHaveLength(2)
  })

  it('maps failures to the error table, keeping the data of a 400', async () => {
    expect(await rejection(client().get('/bad-request', schema))).toMatchObject({ kind: 'bad request', status: 400, data: { field: 'email' } })
    const missing = await rejection(client().get('/missing', schema))
    expect(missing).toMatchObject({ kind: 'not found', status: 404, data: undefined })
    expect(isNotFound(missing)).toBe(true)
    expect(await rejection(client().get('/conflict', schema))).toMatchObject({ kind: 'conflict', status: 409 })
    expect(await rejection(client().get('/failing', schema))).toMatchObject({ kind: 'server error', status: 500 })
  })

  it('treats an unreadable answer as an internal error, a wrong shape too, with what did not match', async () => {
    const unreadable = await rejection(client().get('/not-json', schema))
    expect(unreadable).toMatchObject({ kind: 'Internal error', status: 200 })
    expect(isUnexpectedShape(unreadable)).toBe(false)
    const wrongShape = await rejection(client().get('/wrong-shape', schema))
    expect(wrongShape).toBeInstanceOf(UpstreamError)
    expect(isUnexpectedShape(wrongShape)).toBe(true)
    expect((wrongShape as UpstreamError).shapeIssues).toMatch(/^name: /)
  })

  it('gives up after its timeout with a network error', async () => {
    expect(await rejection(client(0, { timeoutMs: 200 }).get('/slow', schema))).toMatchObject({ kind: 'network error', status: undefined })
  })

  it('retries a failing GET as often as configured, then fails', async () => {
    expect(await rejection(client(2).get('/failing', schema))).toMatchObject({ kind: 'server error' })
    expect(calls).toHaveLength(3)
  })

  it('succeeds when a retry does', async () => {
    expect(await client(5).get('/flaky', schema)).toEqual({ name: 'late' })
    expect(calls).toHaveLength(3)
  })

  it('never retries what another try cannot fix: 4xx answers and wrong shapes', async () => {
    await rejection(client(3).get('/missing', schema))
    await rejection(client(3).get('/bad-request', schema))
    await rejection(client(3).get('/wrong-shape', schema))
    expect(calls).toHaveLength(3)
  })

  it('never retries a POST', async () => {
    await rejection(client(3).post('/failing', {}, schema))
    expect(calls).toHaveLength(1)
  })

  it('passes files through as they are, and maps a failure', async () => {
    const file = await client().getFile('/file.svg')
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
    expect(await file.text()).toBe('<svg/>')
    expect(await rejection(client().getFile('/nothing.png'))).toMatchObject({ kind: 'not found', status: 404 })
  })

  it('stops trying when the time budget of the call is spent', async () => {
    const started = Date.now()
    await rejection(client(5, { timeoutMs: 200, budgetMs: 450 }).get('/slow', schema))
    expect(Date.now() - started).toBeLessThan(800)
    expect(calls.length).toBeLessThanOrEqual(3)
  })

  it('fails calls at once while the circuit is open, and lets a trial through later', async () => {
    let now = 0
    const upstream = client(0, { breaker: { windowMs: 10_000, minimumCalls: 2, failureRatio: 0.5, openMs: 1000, now: () => now } })
    await rejection(upstream.get('/failing', schema))
    await rejection(upstream.get('/failing', schema))
    expect(upstream.circuit).toBe('open')
    expect(await rejection(upstream.get('/ok', schema))).toMatchObject({ kind: 'network error', circuitOpen: true })
    expect(calls).toHaveLength(2)
    now = 1000
    expect(upstream.circuit).toBe('half-open')
    expect(await upstream.get('/ok', schema)).toEqual({ name: 'page' })
    expect(upstream.circuit).toBe('closed')
  })

  it('does not count a 4xx against the upstream', async () => {
    const upstream = client(0, { breaker: { windowMs: 10_000, minimumCalls: 2, failureRatio: 0.5, openMs: 1000 } })
    for (let i = 0; i < 4; i++) await rejection(upstream.get('/missing', schema))
    expect(upstream.circuit).toBe('closed')
  })
})

describe('CircuitBreaker', () => {
  const breakerAt = (clock: { now: number }, minimumCalls = 4) =>
    new CircuitBreaker({ windowMs: 1000, minimumCalls, failureRatio: 0.5, openMs: 100, now: () => clock.now })

  it('opens once enough calls were made in the window and half of them failed', () => {
    const clock = { now: 0 }
    const breaker = breakerAt(clock)
    breaker.failed()
    breaker.failed()
    breaker.failed()
    expect(breaker.state).toBe('closed') // too few calls to judge
    breaker.succeeded()
    breaker.succeeded()
    breaker.succeeded()
    breaker.failed() // 4 of 7 failed
    expect([breaker.state, breaker.allows()]).toEqual(['open', false])
  })

  it('stays closed when a few failures are among many answers', () => {
    const clock = { now: 0 }
    const breaker = breakerAt(clock)
    for (let i = 0; i < 20; i++) {
      breaker.succeeded()
      if (i % 3 === 0) breaker.failed()
    }
    expect(breaker.state).toBe('closed')
  })

  it('forgets calls older than the window', () => {
    const clock = { now: 0 }
    const breaker = breakerAt(clock)
    breaker.failed()
    breaker.failed()
    breaker.failed()
    clock.now = 1000
    breaker.failed()
    expect(breaker.state).toBe('closed') // the first three no longer count
    breaker.failed()
    breaker.failed()
    breaker.failed()
    expect(breaker.state).toBe('open')
  })

  it('half-opens after the pause, lets one trial through, and closes when it succeeds', () => {
    const clock = { now: 0 }
    const breaker = breakerAt(clock, 1)
    breaker.failed()
    expect(breaker.state).toBe('open')
    clock.now = 99
    expect(breaker.allows()).toBe(false)
    clock.now = 100
    expect(breaker.state).toBe('half-open')
    expect(breaker.allows()).toBe(true) // the trial
    expect(breaker.allows()).toBe(false) // one at a time
    breaker.succeeded()
    expect([breaker.state, breaker.allows()]).toEqual(['closed', true])
    breaker.succeeded()
    expect(breaker.state).toBe('closed') // the failures before the pause are forgotten
  })

  it('opens again when the trial fails', () => {
    const clock = { now: 0 }
    const breaker = breakerAt(clock, 1)
    breaker.failed()
    clock.now = 150
    expect(breaker.allows()).toBe(true)
    breaker.failed()
    expect(breaker.state).toBe('open')
    clock.now = 249
    expect(breaker.allows()).toBe(false)
    clock.now = 250
    expect(breaker.allows()).toBe(true)
  })
})
