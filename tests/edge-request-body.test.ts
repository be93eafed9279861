/**
 * The edge's bounds on request bodies (`app/server/edge/request-body.server.ts`), with hostile
 * lengths and content types; `tests/edge.server.test.ts` sends real bodies through `handle()`.
 */
import { describe, expect, it } from 'vitest'
import * as constants from '#config/constants.ts'
import { readIncoming } from '#app/server/edge/incoming.server.ts'
import { boundedBody, declaresMoreThan, tooLarge, withBoundedBody, withinLimit } from '#app/server/edge/request-body.server.ts'

const limits = constants.requestBodies

const post = (path: string, headers: Record<string, string> = {}, body: BodyInit | null = 'x') =>
  readIncoming(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: 'POST',
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit),
  )

const stream = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(120))
      controller.close()
    },
  })

describe('a Content-Length over the limit', () => {
  it.each([
    ['101', true],
    ['100', false],
    ['\t101', true],
    ['99', false],
    ['0', false],
    [' 101 ', true],
    ['00101', true],
    // not a length: the streamed bound stands instead
    ['', false],
    ['+101', false],
    ['-101', false],
    ['1e9', false],
    ['0x1000', false],
    ['101, 101', false],
    ['101abc', false],
  ])('%j: %s', (length, over) => {
    expect(declaresMoreThan(new Headers({ 'content-length': length }), 100)).toBe(over)
  })

  it('none at all is not over', () => {
    expect(declaresMoreThan(new Headers(), 0)).toBe(false)
  })
})

describe('the limit of a body, by where it goes and what it is', () => {
  it.each([
    ['/csp-report', 'application/csp-report', limits.cspReportBytes],
    ['/csp-report', 'multipart/form-data; boundary=x', limits.cspReportBytes],
    ['/_serverFn/abc', 'multipart/form-data; boundary=x', limits.multipartBytes],
    ['/_serverFn/abc', 'MULTIPART/FORM-DATA;boundary=x', limits.multipartBytes],
    ['/_serverFn/abc', 'multipart/form-data', limits.multipartBytes],
    ['/_serverFn/abc', 'multipart/form-data ; boundary=x', limits.multipartBytes],
    // only multipart itself, only to a server function
    ['/_serverFn/abc', 'multipart/form-data-x; boundary=x', limits.jsonBytes],
    ['/_serverFn/abc', 'text/plain; multipart/form-data', limits.jsonBytes],
    ['/_serverFn/abc', 'multipart/mixed', limits.jsonBytes],
    ['/_serverFn/abc', 'application/json', limits.jsonBytes],
    ['/_serverFn/abc', '', limits.jsonBytes],
    ['/en/about', 'multipart/form-data; boundary=x', limits.jsonBytes],
    ['/api/revalidate', 'application/json', limits.jsonBytes],
  ])('%s %j: %i bytes', (path, type, limit) => {
    expect(boundedBody(post(path, type ? { 'content-type': type } : {})).limit).toBe(limit)
  })

  it('without a content type', () => {
    const incoming = readIncoming(new Request('http://127.0.0.1:3000/_serverFn/abc', { method: 'POST', body: new Uint8Array(3) }))
    expect(incoming.request.headers.get('content-type')).toBeNull()
    expect(boundedBody(incoming).limit).toBe(limits.jsonBytes)
  })
})

describe('a bounded body', () => {
  it.each([
    ['a read', () => readIncoming(new Request('http://127.0.0.1:3000/x'))],
    ['a POST without a body', () => post('/csp-report', {}, null)],
  ])('%s has none, and never starts reading one', (_, incoming) => {
    const request = incoming()
    const body = boundedBody(request)
    expect(body.stream()).toBeNull()
    expect(body.exceeded()).toBe(false)
    expect(withBoundedBody(request, body)).toBe(request.request)
  })

  it('within its limit: read whole, made once, not exceeded', async () => {
    const incoming = post('/csp-report', { 'content-type': 'application/csp-report' }, stream(limits.cspReportBytes))
    const body = boundedBody(incoming)
    expect(body.stream()).toBe(body.stream())
    const request = withBoundedBody(incoming, body)
    expect(request.method).toBe('POST')
    expect(request.url).toBe('http://127.0.0.1:3000/csp-report')
    expect(request.headers.get('content-type')).toBe('application/csp-report')
    expect((await request.bytes()).byteLength).toBe(limits.cspReportBytes)
    expect(body.exceeded()).toBe(false)
  })

  it('past its limit: cut off with an error, exceeded', async () => {
    const body = boundedBody(post('/csp-report', {}, stream(limits.cspReportBytes, 1)))
    await expect(new Response(body.stream()).bytes()).rejects.toThrow(`request body over ${limits.cspReportBytes} bytes`)
    expect(body.exceeded()).toBe(true)
  })
})

describe('what a handler made of a bounded body', () => {
  const over = async () => {
    const body = boundedBody(post('/csp-report', {}, stream(limits.cspReportBytes + 1)))
    await new Response(body.stream()).bytes().catch(() => undefined)
    return body
  }

  it('its answer while the body kept its limit, its failure as it was', async () => {
    const body = boundedBody(post('/csp-report', {}, stream(10)))
    const answer = new Response('fine', { status: 202 })
    expect(await withinLimit(body, async () => answer)).toBe(answer)
    await expect(withinLimit(body, () => Promise.reject(new Error('the handler failed')))).rejects.toThrow('the handler failed')
  })

  it.each([
    ['an answer without a body', async () => new Response(null, { status: 204 })],
    ['a handler that failed', () => Promise.reject(new Error('cut off'))],
  ])('413 once the body went past its limit, for %s too', async (_, handle) => {
    expect((await withinLimit(await over(), handle)).status).toBe(413)
  })

  it('413 once the body went past its limit, instead of the answer, whose body is cancelled', async () => {
    let cancelled = false
    const answer = new Response(new ReadableStream({ cancel: () => void (cancelled = true) }))
    const answered = await withinLimit(await over(), async () => answer)
    expect(answered.status).toBe(413)
    expect(await answered.text()).toBe(`Request body too large: at most ${limits.cspReportBytes} bytes`)
    expect(cancelled).toBe(true)
  })

  it('the answer to a body over its limit', async () => {
    const response = tooLarge(42)
    expect(response.status).toBe(413)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('Request body too large: at most 42 bytes')
  })
})
