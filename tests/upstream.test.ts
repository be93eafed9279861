import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CircuitBreaker, UpstreamError, createUpstream, errorKindForStatus, isNotFound, isRefusal, isUnexpectedShape } from '#app/server/upstream.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { upstreamDuration, upstreamErrors } from '#app/server/metrics.server.ts'
import { newRequestContext, withRequestContext } from '#app/server/request-context.server.ts'

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
describe('upstream errors', () => {
  it('are named, keep what they were given, and are no open circuit unless they say so', () => {
    const plain = new UpstreamError('server error')
    expect(plain).toBeInstanceOf(Error)
    expect([plain.name, plain.message, plain.kind, plain.status, plain.data, plain.shapeIssues, plain.circuitOpen]).toEqual([
      'UpstreamError',
      'server error',
      'server error',
      undefined,
      undefined,
      undefined,
      false,
    ])
    const detailed = new UpstreamError('bad request', { status: 400, data: { field: 'email' }, shapeIssues: 'name: required' })
    expect([detailed.status, detailed.data, detailed.shapeIssues, detailed.circuitOpen]).toEqual([400, { field: 'email' }, 'name: required', false])
    expect(new UpstreamError('network error', { circuitOpen: true }).circuitOpen).toBe(true)
  })

  it.each<[string, unknown, boolean]>([
    ['a 400', new UpstreamError('bad request', { status: 400 }), true],
    ['a 404', new UpstreamError('not found', { status: 404 }), true],
    ['a 499', new UpstreamError('server error', { status: 499 }), true],
    ['a 408 (timeout)', new UpstreamError('server error', { status: 408 }), false],
    ['a 429 (too many requests)', new UpstreamError('server error', { status: 429 }), false],
    ['a 399', new UpstreamError('server error', { status: 399 }), false],
    ['a 500', new UpstreamError('server error', { status: 500 }), false],
    ['no status', new UpstreamError('server error'), false],
    ['an unreadable body of a 4xx', new UpstreamError('network error', { status: 404 }), false],
    ['another error', Object.assign(new Error('not found'), { status: 404, kind: 'not found' }), false],
  ])('%s is a refusal: %s', (_, error, refusal) => {
    expect(isRefusal(error)).toBe(refusal)
  })

  it.each<[string, unknown, boolean, boolean]>([
    ['a 404', new UpstreamError('not found', { status: 404 }), true, false],
    ['a wrong shape', new UpstreamError('Internal error', { status: 200, shapeIssues: '' }), false, true],
    ['a 500', new UpstreamError('server error', { status: 500 }), false, false],
    ['another error', Object.assign(new Error('not found'), { kind: 'not found', shapeIssues: 'x' }), false, false],
  ])('%s: not found %s, unexpected shape %s', (_, error, notFound, shape) => {
    expect([isNotFound(error), isUnexpectedShape(error)]).toEqual([notFound, shape])
  })
})

describe('the upstream client', () => {
  let server: Server
  let baseUrl = ''
  const calls: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = []
  const answers: Record<string, (count: number) => { status: number; body: string; delayMs?: number; cut?: boolean }> = {
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
    '/not-modified': () => ({ status: 304, body: '' }),
    '/cut': () => ({ status: 200, body: '{"name": "cu', cut: true }),
    '/nested': () => ({ status: 200, body: JSON.stringify({ a: { b: 1 } }) }),
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
          response.writeHead(answer.status, {
            'content-type': url.pathname.endsWith('.svg') ? 'image/svg+xml' : 'application/json',
            ...(answer.cut ? { 'content-length': '1000' } : {}),
          })
          if (answer.cut) response.write(answer.body, () => response.destroy())
          else response.end(answer.body)
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
  afterEach(() => vi.restoreAllMocks())

  // a generous timeout: a loaded test machine may take a while for the first connection; tests of timeouts set 200 ms
  const client = (retries = 0, extra: Partial<Parameters<typeof createUpstream>[0]> = {}) =>
    createUpstream({ name: 'test', baseUrl, timeoutMs: 5000, retries, retryPauseMs: 1, headers: { apikey: 'secret' }, ...extra })
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable(),
      (error: unknown) => error,
    )

  it('GETs JSON parsed with the schema, with the query, the base URL and the upstream headers', async () => {
    expect(await client().get('/ok', schema, { query: { a: 'x y', b: 2, c: undefined } })).toEqual({ name: 'page' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/ok?a=x+y&b=2')
    expect(calls[0]?.headers['apikey']).toBe('secret')
    expect(calls[0]?.headers['accept']).toBe('application/json')
  })

  it('joins the base URL without doubled slashes, adds a query to one the path has, and leaves out an empty one', async () => {
    await client(0, { baseUrl: `${baseUrl}//` }).get('/ok', schema)
    await client().get('/ok?x=1', schema, { query: { a: 'b' } })
    await client().get('/ok', schema, { query: { a: undefined } })
    expect(calls.map((call) => call.url)).toEqual(['/api/ok', '/api/ok?x=1&a=b', '/api/ok'])
  })

  it("sends a call's own headers over the upstream's", async () => {
    await client().get('/ok', schema, { headers: { apikey: 'for-this-call', accept: 'application/problem+json' } })
    await client().getFile('/file.svg', { headers: { apikey: 'file-key' } })
    expect(calls.map((call) => [call.headers['apikey'], call.headers['accept']])).toEqual([
      ['for-this-call', 'application/problem+json'],
      ['file-key', '*/*'],
    ])
  })

  it('POSTs JSON', async () => {
    expect(await client().post('/ok', { q: 'polyamide' }, schema)).toEqual({ name: 'page' })
    expect(calls[0]).toMatchObject({ method: 'POST', body: '{"q":"polyamide"}' })
    expect(calls[0]?.headers['content-type']).toBe('application/json')
  })

  it("POSTs multipart form data with its boundary, the query and the call's headers, never retried", async () => {
    const form = new FormData()
    form.set('payload', '{"form":"product"}')
    form.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'drawing.pdf')
    expect(await client(3).postMultipart('/ok', form, schema, { query: { target: 'x' }, headers: { 'idempotency-key': 'key-1' } })).toEqual({ name: 'page' })
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/ok?target=x' })
    expect(calls[0]?.headers).toMatchObject({
      'content-type': expect.stringMatching(/^multipart\/form-data; boundary=/),
      accept: 'application/json',
      'idempotency-key': 'key-1',
      apikey: 'secret',
    })
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

  it('names at most three things that did not match, with their paths', async () => {
    const strict = z.object({ a: z.object({ b: z.string() }), c: z.string(), d: z.string(), e: z.string() })
    expect(await rejection(client().get('/wrong-shape', strict))).toMatchObject({
      kind: 'Internal error',
      status: 200,
      shapeIssues: expect.stringMatching(/^a: [^;]+; c: [^;]+; d: [^;]+$/),
    })
    expect(await rejection(client().get('/nested', z.object({ a: z.object({ b: z.string() }) })))).toMatchObject({
      shapeIssues: expect.stringMatching(/^a\.b: /),
    })
  })

  it('treats an answer cut off mid-body as a network error of that status, and tries it again', async () => {
    expect(await rejection(client(1).get('/cut', schema))).toMatchObject({ kind: 'network error', status: 200 })
    expect(calls).toHaveLength(2)
  })

  it('tries an unreadable answer again: the upstream itself failed', async () => {
    await rejection(client(2).get('/not-json', schema))
    expect(calls).toHaveLength(3)
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
    // an answer without a body is no file either
    expect(await rejection(client().getFile('/not-modified'))).toMatchObject({ kind: 'server error', status: 304 })
  })

  it('pauses before each retry, from retryPauseMs doubling, less up to half of it at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const timers = vi.spyOn(globalThis, 'setTimeout')
    await rejection(client(3, { retryPauseMs: 8 }).get('/failing', schema))
    // the test server's own timers wait 0 ms
    expect(timers.mock.calls.map(([, ms]) => ms).filter((ms) => ms !== 0 && ms !== undefined && ms < 1000)).toEqual([6, 12, 24])
    expect(calls).toHaveLength(4)
  })

  it('gives a try no more time than the budget has left', async () => {
    expect(await rejection(client(0, { budgetMs: 300 }).get('/slow', schema))).toMatchObject({ kind: 'network error' })
  })

  it('does not try again when the pause would end after the time budget', async () => {
    await rejection(client(3, { retryPauseMs: 10_000, budgetMs: 3000 }).get('/failing', schema))
    expect(calls).toHaveLength(1)
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

  it('closes a half-open circuit when the trial call is refused: the upstream answered', async () => {
    let now = 0
    const upstream = client(0, { breaker: { windowMs: 10_000, minimumCalls: 1, failureRatio: 0.5, openMs: 1000, now: () => now } })
    await rejection(upstream.get('/failing', schema))
    now = 1000
    expect(await rejection(upstream.get('/missing', schema))).toMatchObject({ kind: 'not found' })
    expect(upstream.circuit).toBe('closed')
    expect(await upstream.get('/ok', schema)).toEqual({ name: 'page' })
  })

  it('knows when a call last got an answer: a refusal is one, a failure or an open circuit not', async () => {
    const upstream = client(0, { breaker: { windowMs: 10_000, minimumCalls: 2, failureRatio: 0.5, openMs: 60_000 } })
    expect(upstream.lastSuccessAt).toBeUndefined()
    await rejection(upstream.get('/failing', schema))
    await rejection(upstream.get('/not-json', schema))
    await rejection(upstream.get('/ok', schema)) // the circuit is open
    expect(upstream.lastSuccessAt).toBeUndefined()
    const fresh = client()
    const before = Date.now()
    await rejection(fresh.get('/missing', schema))
    expect(fresh.lastSuccessAt).toBeGreaterThanOrEqual(before)
    const refused = fresh.lastSuccessAt ?? 0
    await fresh.get('/ok', schema)
    expect(fresh.lastSuccessAt).toBeGreaterThanOrEqual(refused)
    expect(fresh.name).toBe('test')
  })

  describe('records each call', () => {
    it('in the request it serves, in the metrics, and in the log when it failed (a "none" is no failure)', async () => {
      const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
      const context = newRequestContext('request-1')
      const upstream = client(0, { name: 'recorded', breaker: { windowMs: 10_000, minimumCalls: 5, failureRatio: 0.5, openMs: 60_000 } })
      const throwing = schema.transform((): never => {
        throw new TypeError('a bug of the caller')
      })
      await withRequestContext(context, async () => {
        await upstream.get('/ok', schema)
        await rejection(upstream.get('/missing', schema))
        await rejection(upstream.get('/ok', throwing))
        await rejection(upstream.get('/not-json', schema))
        await rejection(upstream.get('/failing', schema))
        await rejection(upstream.get('/failing', schema)) // 3 of 6 failed: the circuit opens
        await rejection(upstream.get('/ok', schema))
      })
      const outcomes = ['ok', 'not found', 'Internal error', 'Internal error', 'server error', 'server error', 'circuit open']
      expect(context.upstreamCalls.map(({ upstream: name, outcome }) => [name, outcome])).toEqual(outcomes.map((outcome) => ['recorded', outcome]))
      expect(context.upstreamCalls.every(({ ms }) => ms >= 0 && ms < 5000)).toBe(true)
      expect(warn.mock.calls).toEqual(
        [
          ['Internal error', undefined],
          ['Internal error', 200],
          ['server error', 500],
          ['server error', 500],
          ['circuit open', undefined],
        ].map(([outcome, status]) => [{ upstream: 'recorded', outcome, ms: expect.any(Number), status }, 'upstream call failed']),
      )
      const errors = (await upstreamErrors.get()).values
        .filter((value) => value.labels.upstream === 'recorded')
        .map((value) => [value.labels.kind, value.value])
      expect(Object.fromEntries(errors)).toEqual({ 'not found': 1, 'Internal error': 2, 'server error': 2, 'circuit open': 1 })
      const durations = (await upstreamDuration.get()).values.filter(
        (value) => value.labels.upstream === 'recorded' && value.metricName === 'site_upstream_call_duration_seconds_count',
      )
      expect(Object.fromEntries(durations.map((value) => [value.labels.outcome, value.value]))).toEqual({
        ok: 1,
        'not found': 1,
        'Internal error': 2,
        'server error': 2,
        'circuit open': 1,
      })
      // in seconds
      const seconds = (await upstreamDuration.get()).values.filter(
        (value) => value.labels.upstream === 'recorded' && value.metricName === 'site_upstream_call_duration_seconds_sum',
      )
      const total = seconds.reduce((sum, value) => sum + value.value, 0)
      expect(total).toBeGreaterThan(0)
      expect(total).toBeLessThan(context.upstreamCalls.reduce((sum, { ms }) => sum + ms, 0))
    })

    it('outside a request too', async () => {
      await rejection(client(0, { name: 'background' }).get('/failing', schema))
      const errors = (await upstreamErrors.get()).values.filter((value) => value.labels.upstream === 'background')
      expect(errors.map((value) => [value.labels.kind, value.value])).toEqual([['server error', 1]])
    })
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

  it('opens at exactly the minimum of calls and exactly the failure ratio', () => {
    const clock = { now: 0 }
    const breaker = breakerAt(clock)
    breaker.succeeded()
    breaker.failed()
    breaker.succeeded()
    expect(breaker.state).toBe('closed')
    breaker.failed() // 2 of 4
    expect(breaker.state).toBe('open')
  })

  it('uses the clock of the process by default', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const breaker = new CircuitBreaker({ windowMs: 1000, minimumCalls: 1, failureRatio: 0.5, openMs: 100 })
      breaker.failed()
      vi.setSystemTime(1_000_099)
      expect(breaker.state).toBe('open')
      vi.setSystemTime(1_000_100)
      expect(breaker.state).toBe('half-open')
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets every call through while closed, however many are under way', () => {
    const breaker = breakerAt({ now: 0 })
    expect([breaker.allows(), breaker.allows(), breaker.allows()]).toEqual([true, true, true])
  })

  it('after closing again, forgets the calls before it and then those older than the window', () => {
    const clock = { now: 100 }
    const breaker = breakerAt(clock)
    for (let i = 0; i < 4; i++) breaker.failed()
    expect(breaker.state).toBe('open')
    clock.now = 200
    expect(breaker.allows()).toBe(true)
    breaker.succeeded()
    clock.now = 250
    breaker.failed()
    breaker.failed()
    expect(breaker.state).toBe('closed') // 2 of 3
    clock.now = 1300
    breaker.failed() // the calls at 200 and 250 are out of the window
    expect(breaker.state).toBe('closed')
  })

  it('opens again when the trial fails, however few calls the window still holds', () => {
    const clock = { now: 0 }
    const breaker = new CircuitBreaker({ windowMs: 1000, minimumCalls: 2, failureRatio: 0.5, openMs: 100, now: () => clock.now })
    breaker.failed()
    breaker.failed()
    clock.now = 2000
    expect(breaker.allows()).toBe(true)
    breaker.failed()
    expect(breaker.state).toBe('open')
    expect(breaker.allows()).toBe(false)
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
