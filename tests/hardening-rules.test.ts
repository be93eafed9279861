import { describe, expect, it, vi } from 'vitest'
import { type PublicOrigins, type RequestFacts, originOf, parseTrustProxy, resolveRequestOrigin } from '#app/server/public-origin.server.ts'
import { contentSecurityPolicy, securityHeaders, withSecurityHeaders } from '#app/server/security-headers.ts'
import { maxPayloadLength, serverFunctionRequestProblem } from '#app/server/server-function-payload.ts'
import { pageCacheControl } from '#app/site/page-caching.ts'
import { withoutEditorParams } from '#app/site/editor-mode.ts'
import { robotsTxt } from '#app/site/robots.ts'
import { assetHeaders, assetKind } from '#app/cms/dam.server.ts'
import { receiveCspReport, reportsPerMinute, violationLines } from '#app/server/csp-reports.server.ts'
import { logger } from '#app/server/logger.server.ts'

const configured: PublicOrigins = {
  shared: 'https://www.example-group.com',
  brands: new Map([['https://www.mocom.example', 'mocom']]),
  port: 3000,
}
const development: PublicOrigins = { shared: undefined, brands: new Map([['http://mocom.localhost:3000', 'mocom']]), port: 3000 }
const facts = (overrides: Partial<RequestFacts>): RequestFacts => ({
  host: 'www.example-group.com',
  protocol: 'http',
  peer: '203.0.113.9',
  forwardedHost: undefined,
  forwardedProto: undefined,
  forwardedFor: undefined,
  ...overrides,
})

describe('the public origin of a request', () => {
  it.each<[string, Partial<RequestFacts>, string, ReturnType<typeof resolveRequestOrigin>]>([
    ['the shared origin', { protocol: 'https' }, '', { kind: 'public', origin: 'https://www.example-group.com', brand: undefined, clientIp: '203.0.113.9' }],
    [
      'a brand origin',
      { host: 'WWW.MOCOM.EXAMPLE', protocol: 'https' },
      '',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '203.0.113.9' },
    ],
    [
      'the default port left out',
      { host: 'www.mocom.example:443', protocol: 'https' },
      '',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '203.0.113.9' },
    ],
    ['plain http is another origin', { host: 'www.mocom.example' }, '', { kind: 'misdirected' }],
    ['an unknown host', { host: 'evil.example', protocol: 'https' }, '', { kind: 'misdirected' }],
    ['no host at all', { host: undefined, protocol: 'https' }, '', { kind: 'misdirected' }],
    ['a host with junk', { host: 'www.mocom.example/../x', protocol: 'https' }, '', { kind: 'misdirected' }],
    [
      'forwarded headers without a trusted proxy',
      { host: 'evil.example', forwardedHost: 'www.mocom.example', forwardedProto: 'https' },
      '',
      { kind: 'misdirected' },
    ],
    [
      'forwarded headers from a trusted address',
      { host: '10.0.0.2:3000', peer: '10.0.0.1', forwardedHost: 'www.mocom.example', forwardedProto: 'https', forwardedFor: '198.51.100.7' },
      '10.0.0.1',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'an IPv4-mapped trusted address',
      { host: 'x', peer: '::ffff:10.0.0.1', forwardedHost: 'www.mocom.example', forwardedProto: 'https', forwardedFor: '198.51.100.7' },
      '10.0.0.1',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'forwarded headers from an address not trusted',
      { host: 'evil.example', peer: '10.0.0.9', forwardedHost: 'www.mocom.example', forwardedProto: 'https' },
      '10.0.0.1',
      { kind: 'misdirected' },
    ],
    [
      'two trusted hops: the outermost proxy names the client',
      { host: 'x', peer: '10.0.0.1', forwardedHost: 'www.example-group.com', forwardedProto: 'https', forwardedFor: '198.51.100.7, 10.0.0.5' },
      '2',
      { kind: 'public', origin: 'https://www.example-group.com', brand: undefined, clientIp: '198.51.100.7' },
    ],
    [
      'a client that forges its own X-Forwarded-For behind one proxy',
      { host: 'x', peer: '10.0.0.1', forwardedHost: 'www.example-group.com', forwardedProto: 'https', forwardedFor: '1.2.3.4, 198.51.100.7' },
      '1',
      { kind: 'public', origin: 'https://www.example-group.com', brand: undefined, clientIp: '198.51.100.7' },
    ],
    [
      'a cloud load balancer, trusted by its CIDR range',
      { host: 'x', peer: '130.211.1.17', forwardedHost: 'www.mocom.example', forwardedProto: 'https', forwardedFor: '198.51.100.7' },
      '130.211.0.0/22, 35.191.0.0/16',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'two proxies in one range: the client is the first address outside it',
      { host: 'x', peer: '10.0.0.1', forwardedHost: 'www.example-group.com', forwardedProto: 'https', forwardedFor: '1.2.3.4, 198.51.100.7, 10.20.0.5' },
      '10.0.0.0/8',
      { kind: 'public', origin: 'https://www.example-group.com', brand: undefined, clientIp: '198.51.100.7' },
    ],
    [
      'a peer outside the trusted range',
      { host: 'evil.example', peer: '10.0.0.1', forwardedHost: 'www.mocom.example', forwardedProto: 'https' },
      '192.168.0.0/16',
      { kind: 'misdirected' },
    ],
    [
      'forwarded headers with no peer address (not over TCP): nobody to trust',
      { host: 'evil.example', peer: undefined, forwardedHost: 'www.mocom.example', forwardedProto: 'https' },
      '1',
      { kind: 'misdirected' },
    ],
    [
      'a trusted proxy that names no client: the peer is the client',
      { host: 'x', peer: '10.0.0.1', forwardedHost: 'www.mocom.example', forwardedProto: 'https' },
      '10.0.0.1',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '10.0.0.1' },
    ],
    [
      'a trusted proxy that sends no X-Forwarded-Proto: the connection counts',
      { host: 'x', peer: '10.0.0.1', protocol: 'https', forwardedHost: 'www.mocom.example', forwardedFor: '198.51.100.7' },
      '10.0.0.1',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'a forwarded protocol in capitals, empty list entries left out',
      { host: 'x', peer: '10.0.0.1', forwardedHost: ' , www.mocom.example', forwardedProto: 'HTTPS', forwardedFor: '198.51.100.7, ' },
      '10.0.0.1',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'every hop trusted: the first address named is the client, the first host the one asked for',
      { host: 'x', peer: '10.0.0.1', forwardedHost: 'www.mocom.example, 10.0.0.2', forwardedProto: 'https, http', forwardedFor: '198.51.100.7, 10.0.0.5' },
      '10',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'more forwarded hosts than hops: the one the outermost trusted proxy was asked for',
      { host: 'x', peer: '10.0.0.1', forwardedHost: 'evil.example, www.mocom.example, 10.0.0.2', forwardedProto: 'https', forwardedFor: '198.51.100.7' },
      '10',
      { kind: 'public', origin: 'https://www.mocom.example', brand: 'mocom', clientIp: '198.51.100.7' },
    ],
    [
      'a trusted proxy that sends no X-Forwarded-Host: the Host counts',
      { host: 'www.example-group.com', peer: '127.0.0.1', forwardedProto: 'https' },
      'loopback',
      { kind: 'public', origin: 'https://www.example-group.com', brand: undefined, clientIp: '127.0.0.1' },
    ],
  ])('%s', (_, overrides, trust, expected) => {
    expect(resolveRequestOrigin(facts(overrides), configured, parseTrustProxy(trust))).toEqual(expected)
  })

  it.each<[string, string | undefined, ReturnType<typeof resolveRequestOrigin>['kind']]>([
    ['127.0.0.1:3000', undefined, 'public'],
    ['localhost:3000', undefined, 'public'],
    ['[::1]:3000', undefined, 'public'],
    ['127.0.0.1:3001', undefined, 'misdirected'],
    ['127.0.0.1', undefined, 'misdirected'],
    ['10.0.0.1:3000', undefined, 'misdirected'],
    ['mocom.localhost:3000', undefined, 'public'],
    ['localhost', undefined, 'misdirected'],
    ['127.0.0.1:3000/../x', undefined, 'misdirected'],
  ])('in development %s is %s', (host, forwardedProto, kind) => {
    expect(resolveRequestOrigin(facts({ host, ...(forwardedProto ? { forwardedProto } : {}) }), development, parseTrustProxy(undefined)).kind).toBe(kind)
  })

  it('in development only plain http on the site port is loopback, the default port too', () => {
    const trustNobody = parseTrustProxy(undefined)
    expect(resolveRequestOrigin(facts({ host: 'localhost' }), { ...development, port: 80 }, trustNobody)).toEqual({
      kind: 'public',
      origin: 'http://localhost',
      brand: undefined,
      clientIp: '203.0.113.9',
    })
    expect(resolveRequestOrigin(facts({ host: '127.0.0.1:3000', protocol: 'https' }), development, trustNobody).kind).toBe('misdirected')
  })

  it.each<[string | undefined, string, number, boolean]>([
    [undefined, '127.0.0.1', 0, false],
    [' false ', '10.0.0.1', 0, false],
    ['0', '10.0.0.1', 0, false],
    ['2', '203.0.113.9', 1, true],
    ['2', '203.0.113.9', 2, false],
    ['99', '203.0.113.9', 9, true],
    ['99', '203.0.113.9', 10, false],
    ['10.0.0.1, LOOPBACK,', '10.0.0.1', 0, true],
    ['10.0.0.1, LOOPBACK,', '127.8.0.1', 1, true],
    ['10.0.0.1, LOOPBACK,', '::1', 0, true],
    ['10.0.0.1, LOOPBACK,', '10.0.0.2', 0, false],
    ['10.0.0.0/8', '10.200.3.4', 0, true],
    ['10.0.0.0/8', '::ffff:10.200.3.4', 0, true],
    ['10.0.0.0/8', '11.0.0.1', 0, false],
    ['10.0.0.0/255.0.0.0', '10.9.9.9', 0, true],
    ['2001:db8::/32, 130.211.0.0/22', '2001:db8:ffff::1', 0, true],
    ['2001:db8::/32, 130.211.0.0/22', '130.211.3.255', 0, true],
    ['2001:db8::/32, 130.211.0.0/22', '130.211.4.0', 0, false],
    ['uniquelocal', '172.20.0.3', 0, true],
    ['uniquelocal', 'unknown', 1, false],
  ])('TRUST_PROXY %j trusts %s at hop %i: %s', (value, address, hop, trusted) => {
    expect(parseTrustProxy(value)(address, hop)).toBe(trusted)
  })

  it.each([
    ['proxy.example', 'invalid IP address: proxy.example'],
    ['10.0.0.0/33', 'invalid range on address: 10.0.0.0/33'],
    ['10.0.0.1/x', 'invalid range on address: 10.0.0.1/x'],
    ['loopback,300.1.1.1', 'invalid IP address: 300.1.1.1'],
  ])('TRUST_PROXY %j stops the start, saying why and what it takes', (value, why) => {
    expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY: TypeError: ${why} (a hop count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal)`)
    expect(() => parseTrustProxy(value)).toThrow(expect.objectContaining({ cause: expect.any(TypeError) }))
  })

  it('writes origins', () => {
    expect(originOf('https', 'Example.COM:443')).toBe('https://example.com')
    expect(originOf('http', 'example.com:80')).toBe('http://example.com')
    expect(originOf('http', 'example.com:8080')).toBe('http://example.com:8080')
    expect(originOf('https', '[::1]:8443')).toBe('https://[::1]:8443')
    expect(originOf('gopher', 'example.com')).toBeUndefined()
    expect(originOf('https', 'exa mple.com')).toBeUndefined()
    expect(originOf('https', 'user@example.com')).toBeUndefined()
    expect(originOf('https', ' Example.com ')).toBe('https://example.com')
    expect(originOf('https', 'example.com:80')).toBe('https://example.com:80')
    expect(originOf('http', 'example.com:443')).toBe('http://example.com:443')
    expect(originOf('https', 'example.com:4430')).toBe('https://example.com:4430')
    expect(originOf('http', 'example.com:8080:80')).toBeUndefined()
  })
})

describe('security headers', () => {
  it('give every response the same set, with HSTS on https only', () => {
    expect(securityHeaders('http://127.0.0.1:3000')).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'reporting-endpoints': 'csp="/csp-report"',
    })
    expect(securityHeaders('https://www.mocom.example')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('leave headers a response set itself', () => {
    const response = withSecurityHeaders(new Response('x', { headers: { 'cross-origin-resource-policy': 'cross-origin' } }), 'https://x.example')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('copy a response whose headers cannot change', async () => {
    const frozen = Response.redirect('https://x.example/a', 302)
    const response = withSecurityHeaders(frozen, 'https://x.example')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://x.example/a')
    expect(response.headers.get('strict-transport-security')).toBeTruthy()
  })

  it('write a strict policy: scripts by nonce, the editor only in editor mode', () => {
    const visitor = contentSecurityPolicy({ nonce: 'abc', editorOrigin: 'https://author.example', editorMode: false })
    expect(visitor).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://author.example; report-uri /csp-report; report-to csp",
    )
    const editor = contentSecurityPolicy({ nonce: 'abc', editorOrigin: 'https://author.example', editorMode: true })
    expect(editor).toContain("script-src 'self' 'nonce-abc' https://author.example;")
    expect(editor).toContain("connect-src 'self' https://author.example;")
    expect(contentSecurityPolicy({ nonce: 'n', editorOrigin: undefined, editorMode: true })).toContain("frame-ancestors 'self';")
  })
})

describe('server-function requests', () => {
  const url = (path: string) => new URL(path, 'http://127.0.0.1')
  it.each([
    ['/_serverFn/32dfd4887eef2c12b1410a29ef63dbdc02dad7888ca970bbf47b626d98c61c59', undefined],
    ['/_serverFn/abc_DEF-123?payload=%7B%22t%22%3A1%7D', undefined],
    ['/_serverFn/', 'Unknown server function'],
    ['/_serverFn/../../etc', 'Unknown server function'],
    [`/_serverFn/${'a'.repeat(257)}`, 'Unknown server function'],
    ['/_serverFn/abc?payload=%7Boops', 'Malformed payload'],
    ['/_serverFn/abc?payload=null', 'Malformed payload'],
    ['/_serverFn/abc?payload=42', 'Malformed payload'],
    [`/_serverFn/abc?payload=${'1'.repeat(maxPayloadLength + 1)}`, 'Payload too large'],
  ])('%s: %s', (path, problem) => {
    expect(serverFunctionRequestProblem(url(path))).toBe(problem)
  })
})

describe('page caching', () => {
  it.each([
    [200, '', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'],
    [200, '?q=x', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'],
    [200, '?mgnlPreview=true', 'private, no-store'],
    [200, '?a=1&mgnlVersion=2', 'private, no-store'],
    [404, '', 'private, no-store'],
    [302, '', 'private, no-store'],
    [503, '', 'private, no-store'],
  ])('%i %s: %s', (status, search, expected) => {
    expect(pageCacheControl(status, search)).toBe(expected)
  })

  it.each([
    ['', undefined],
    ['?a=1', undefined],
    ['?mgnlPreview=false', ''],
    ['?mgnlPreview=false&utm_source=x', '?utm_source=x'],
    ['?x=1&mgnlPreviewAsVisitor=1&mgnlVersion=2&y=2', '?x=1&y=2'],
  ])('without editor params %s is %s', (search, expected) => {
    expect(withoutEditorParams(search)).toBe(expected)
  })
})

describe('the DAM', () => {
  it.each([
    ['image/png', 'image'],
    ['image/webp', 'image'],
    ['image/svg+xml', 'svg'],
    ['IMAGE/SVG+XML; charset=utf-8', 'svg'],
    ['application/pdf', 'pdf'],
    ['video/mp4', 'media'],
    ['font/woff2', 'font'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'],
    ['text/html', undefined],
    ['application/javascript', undefined],
    ['application/xhtml+xml', undefined],
    ['text/xml', undefined],
    ['application/octet-stream', undefined],
    ['toString', undefined],
    ['', undefined],
    [null, undefined],
  ])('serves %s as %s', (contentType, kind) => {
    expect(assetKind(contentType)).toBe(kind)
  })

  it('sandboxes SVG and PDF and downloads documents with a safe name', () => {
    expect(assetHeaders('svg', 'logo.svg')).toEqual({ 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" })
    expect(assetHeaders('pdf', 'terms.pdf')).toEqual({ 'content-security-policy': 'sandbox', 'content-disposition': 'attachment; filename="terms.pdf"' })
    expect(assetHeaders('document', 'a"b;c.xlsx')).toEqual({ 'content-disposition': 'attachment; filename="a_b_c.xlsx"' })
    expect(assetHeaders('image', 'a.png')).toEqual({})
  })
})

describe('Content Security Policy reports', () => {
  it('become one short line per violation, in both report formats', () => {
    expect(
      violationLines({
        'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js', 'document-uri': 'https://site/en' },
      }),
    ).toEqual(['script-src-elem blocked https://evil.example/x.js on https://site/en'])
    expect(
      violationLines([{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data', documentURL: 'https://site/de' } }, { body: null }]),
    ).toEqual(['img-src blocked data on https://site/de'])
    expect(violationLines({ 'csp-report': { 'violated-directive': 'x\ny\u0000', 'blocked-uri': 'a' } })[0]).toBe('x?y? blocked a on ?')
    expect(violationLines({ 'csp-report': { 'blocked-uri': 'b'.repeat(400) } })[0]?.length).toBe(300)
    expect(violationLines('junk')).toEqual([])
    expect(violationLines(undefined)).toEqual([])
  })

  it.each([
    [
      'the CSP level 3 names',
      { effectiveDirective: 'img-src', blockedURL: 'https://a.example/i.png', documentURL: 'https://site/en' },
      'img-src blocked https://a.example/i.png on https://site/en',
    ],
    [
      'the CSP level 2 names',
      { 'violated-directive': 'img-src', 'blocked-uri': 'https://a.example/i.png', 'document-uri': 'https://site/en' },
      'img-src blocked https://a.example/i.png on https://site/en',
    ],
    ['an effective directive only', { 'effective-directive': 'font-src' }, 'font-src blocked ? on ?'],
    [
      'the first name given as a string wins',
      { effectiveDirective: 7, 'violated-directive': 'style-src', 'effective-directive': 'style-src-elem' },
      'style-src blocked ? on ?',
    ],
  ])('read %s', (_, report, line) => {
    expect(violationLines({ 'csp-report': report })).toEqual([line])
  })

  const post = (body: BodyInit | null) =>
    new Request('http://127.0.0.1/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body })
  const report = (n: number) =>
    JSON.stringify({ 'csp-report': { 'violated-directive': `script-src-${n}`, 'blocked-uri': 'inline', 'document-uri': 'https://site/en' } })

  it('are logged one warning a violation, at most five of one body, nothing of a body that is not JSON', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    try {
      expect((await receiveCspReport(post(report(1)), '192.0.2.10')).status).toBe(204)
      expect(warn.mock.calls).toEqual([[{ violation: 'script-src-1 blocked inline on https://site/en' }, 'csp violation']])
      warn.mockClear()
      const many = JSON.stringify(Array.from({ length: 7 }, (_, n) => ({ body: { effectiveDirective: `img-src-${n}` } })))
      expect((await receiveCspReport(post(many), '192.0.2.10')).status).toBe(204)
      expect(warn.mock.calls.map(([fields]) => fields)).toEqual([0, 1, 2, 3, 4].map((n) => ({ violation: `img-src-${n} blocked ? on ?` })))
      warn.mockClear()
      for (const junk of ['{"csp-report":', 'not json', '']) expect((await receiveCspReport(post(junk), '192.0.2.10')).status).toBe(204)
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  it('are refused beyond the quota of a minute, with or without a body, and say when to come back', async () => {
    for (let i = 0; i < reportsPerMinute; i++) expect((await receiveCspReport(post(report(i)), '192.0.2.20')).status).toBe(204)
    for (const body of [report(0), null]) {
      const refused = await receiveCspReport(post(body), '192.0.2.20')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    }
    // another client still has its reports
    expect((await receiveCspReport(post(report(0)), '192.0.2.21')).status).toBe(204)
  })

  it('of a client whose address is not known all count as one client', async () => {
    for (let i = 0; i < reportsPerMinute; i++) expect((await receiveCspReport(post(report(i)), undefined)).status).toBe(204)
    expect((await receiveCspReport(post(report(0)), 'unknown')).status).toBe(429)
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the client area, previews and search results', () => {
    expect(robotsTxt('https://www.mocom.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /*/orders',
      'Disallow: /*?mgnl',
      'Disallow: /*&mgnl',
      'Disallow: /*/search?',
      '',
      'Sitemap: https://www.mocom.example/sitemap.xml',
      '',
    ])
  })
})
