/**
 * How the edge reads a request (`app/server/edge/incoming.server.ts`), table by table: the kind of
 * answer a path asks for, the methods it takes, what the origin rules read of it, and the request
 * the site gets on its public origin. `tests/edge.server.test.ts` runs the same through `handle()`.
 */
import { describe, expect, it } from 'vitest'
import { allowedMethods, carriesForbiddenMethod, plain, publicRequest, publicUrl, readIncoming, requestFacts } from '#app/server/edge/incoming.server.ts'

const request = (url: string, init: RequestInit & { ip?: string } = {}) => {
  const { ip, ...rest } = init
  return Object.assign(new Request(url, rest), ip === undefined ? {} : { ip })
}
/** `new Request` refuses some methods; the edge reads them as srvx hands them over. */
const withMethod = (method: string) => readIncoming({ method, url: 'http://127.0.0.1:3000/', headers: new Headers() } as Request)

describe('the kind of answer a path asks for, and the methods it takes', () => {
  it.each([
    ['/_serverFn/abc', 'server-function', 'GET, POST'],
    ['/_serverFn/', 'server-function', 'GET, POST'],
    ['/_serverFn', 'page', 'GET, HEAD'],
    ['/assets/main-abc.js', 'static', 'GET, HEAD'],
    ['/assets', 'page', 'GET, HEAD'],
    ['/en/assets/x.js', 'page', 'GET, HEAD'],
    ['/dam/albis/logo.png', 'dam', 'GET, HEAD'],
    ['/dam', 'page', 'GET, HEAD'],
    ['/csp-report', 'csp-report', 'POST'],
    ['/csp-report/x', 'page', 'GET, HEAD'],
    ['/robots.txt', 'robots', 'GET, HEAD'],
    ['/robots.txt.bak', 'page', 'GET, HEAD'],
    ['/favicon.svg', 'icon', 'GET, HEAD'],
    ['/favicon.ico', 'icon', 'GET, HEAD'],
    ['/favicon', 'page', 'GET, HEAD'],
    ['/api/revalidate', 'revalidate', 'POST'],
    ['/api/revalidate/x', 'page', 'GET, HEAD'],
    ['/', 'page', 'GET, HEAD'],
    ['/mocom/en/career/jobs', 'page', 'GET, HEAD'],
  ])('%s -> %s, Allow: %s', (path, route, allow) => {
    const incoming = readIncoming(request(`http://127.0.0.1:3000${path}?x=1`))
    expect(incoming.route).toBe(route)
    expect(allowedMethods(incoming)).toBe(allow)
  })
})

describe('the method', () => {
  it.each([
    ['GET', true, false],
    ['HEAD', true, false],
    ['POST', false, false],
    ['PUT', false, false],
    ['DELETE', false, false],
    ['OPTIONS', false, false],
    ['CONNECT', false, true],
    ['TRACE', false, true],
    ['TRACK', false, true],
  ])('%s: reads %s, forbidden %s', (method, reads, forbidden) => {
    const incoming = withMethod(method)
    expect(incoming.method).toBe(method)
    expect(incoming.reads).toBe(reads)
    expect(carriesForbiddenMethod(incoming)).toBe(forbidden)
  })

  it('keeps the request and its URL as they came', () => {
    const original = request('http://evil.example:8080/a/b?c=d')
    const incoming = readIncoming(original)
    expect(incoming.request).toBe(original)
    expect(incoming.url.href).toBe('http://evil.example:8080/a/b?c=d')
  })
})

describe('what the origin rules read of a request', () => {
  it('every header they read, the scheme and the peer', () => {
    const headers = {
      host: 'www.mocom.example',
      'x-forwarded-host': 'albis.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.7, 10.0.0.2',
    }
    expect(requestFacts(readIncoming(request('https://www.mocom.example/en', { headers, ip: '10.0.0.2' })))).toStrictEqual({
      host: 'www.mocom.example',
      protocol: 'https',
      peer: '10.0.0.2',
      forwardedHost: 'albis.example',
      forwardedProto: 'https',
      forwardedFor: '198.51.100.7, 10.0.0.2',
    })
  })

  it('a header that is not there is undefined, never an empty string; plain http is http', () => {
    expect(requestFacts(readIncoming(request('http://127.0.0.1:3000/')))).toStrictEqual({
      host: undefined,
      protocol: 'http',
      peer: undefined,
      forwardedHost: undefined,
      forwardedProto: undefined,
      forwardedFor: undefined,
    })
  })
})

describe('the URL on the public origin', () => {
  it.each([
    ['http://127.0.0.1:3000/en/products?b=2&a=1', 'https://www.mocom.example/en/products?b=2&a=1'],
    // a path, never another host
    ['http://127.0.0.1:3000//evil.example/x', 'https://www.mocom.example//evil.example/x'],
    ['http://127.0.0.1:3000/', 'https://www.mocom.example/'],
    // not valid percent-encoding: escaped, for the 404 flow
    ['http://127.0.0.1:3000/a%E0%A4%A/b?q=%', 'https://www.mocom.example/a%25E0%25A4%25A/b?q=%'],
    ['http://127.0.0.1:3000/100%', 'https://www.mocom.example/100%25'],
    // valid percent-encoding stays as it came
    ['http://127.0.0.1:3000/%C3%BCber%20uns', 'https://www.mocom.example/%C3%BCber%20uns'],
  ])('%s -> %s', (url, expected) => {
    expect(publicUrl(readIncoming(request(url)), 'https://www.mocom.example').href).toBe(expected)
  })
})

describe('the request the site gets', () => {
  it('at the public URL, without forwarding headers, with the rest of its headers, its method and signal', async () => {
    const controller = new AbortController()
    const original = request('http://127.0.0.1:3000/x', {
      method: 'POST',
      headers: {
        'x-forwarded-host': 'a',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '1.2.3.4',
        forwarded: 'for=1.2.3.4',
        cookie: 'a=1',
        'content-type': 'text/plain',
      },
      body: 'hello',
      signal: controller.signal,
    })
    const incoming = readIncoming(original)
    const site = publicRequest(incoming, new URL('https://www.mocom.example/x'), original.body)
    expect(site.url).toBe('https://www.mocom.example/x')
    expect(site.method).toBe('POST')
    expect([...site.headers.keys()].sort()).toEqual(['content-type', 'cookie'])
    expect(await site.text()).toBe('hello')
    controller.abort()
    expect(site.signal.aborted).toBe(true)
  })

  it('without a body for a read', async () => {
    const site = publicRequest(readIncoming(request('http://127.0.0.1:3000/x')), new URL('https://www.mocom.example/x'), null)
    expect(site.method).toBe('GET')
    expect(site.body).toBeNull()
  })
})

describe("the edge's own short answers", () => {
  it('plain text, never stored, with the headers given', async () => {
    const response = plain(429, 'Too many', { 'retry-after': '30' })
    expect(response.status).toBe(429)
    expect(await response.text()).toBe('Too many')
    expect(Object.fromEntries(response.headers)).toStrictEqual({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '30',
    })
    expect(Object.fromEntries(plain(200, 'ok').headers)).toStrictEqual({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  })
})
