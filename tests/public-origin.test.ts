import { describe, expect, it } from 'vitest'
import { type PublicOrigins, type RequestFacts, originOf, parseTrustProxy, resolveRequestOrigin } from '#app/server/public-origin.server.ts'

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
    expect(originOf('https', 'www.shop.example.com')).toBe('https://www.shop.example.com')
    expect(originOf('http', 'localhost:3000')).toBe('http://localhost:3000')
    expect(originOf('http', 'localhost:123456')).toBeUndefined()
    expect(originOf('http', 'example.com:')).toBeUndefined()
    expect(originOf('http', 'example..com')).toBeUndefined()
    expect(originOf('http', '[::1')).toBeUndefined()
  })
})
