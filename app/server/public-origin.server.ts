/**
 * The public origin of a request comes from configuration, never from the request alone: a
 * request's host (and, behind a trusted proxy, its `X-Forwarded-Host`/`-Proto`) must name one of
 * the configured origins (a brand origin of `BRAND_ORIGINS` or the shared `PUBLIC_ORIGIN`), else
 * the request is misdirected (421). `X-Forwarded-*` headers count only when `TRUST_PROXY` names
 * the proxy the request came from. Without `PUBLIC_ORIGIN` (development) the shared origin is any
 * loopback host on the site's port. Canonical URLs, Open Graph URLs and redirects are built from
 * the origin resolved here.
 */
import proxyAddr from 'proxy-addr'
import { type BrandId, brandTable } from '#config/brands.ts'

/**
 * Which proxies may speak for the client: whether the address at `hop` (0: the peer that
 * connected, 1: the last address its `X-Forwarded-For` names, and so on) is a trusted proxy.
 */
export type TrustProxy = (address: string, hop: number) => boolean

export interface PublicOrigins {
  /** The shared origin (`https://www.example.com`), brands by path prefix; undefined in development. */
  shared: string | undefined
  /** Brand origins (`https://www.mocom.example`) and their brand. */
  brands: ReadonlyMap<string, BrandId>
  /** The site's port: in development, loopback hosts on it are the shared origin. */
  port: number
}

/**
 * Parses `BRAND_ORIGINS` (`www.mocom.example=mocom,http://mocom.localhost:3000=mocom,...`) into
 * origin -> brand id; a bare host is an `https://` origin.
 */
export function parseBrandOrigins(value: string, productWord: string): Map<string, BrandId> {
  const brands = Object.values(brandTable(productWord))
  const origins = new Map<string, BrandId>()
  for (const pair of value.split(',')) {
    const separator = pair.lastIndexOf('=')
    // Stryker disable next-line EqualityOperator: at 0 there is no host, and URL.parse refuses that too
    if (separator < 0) continue
    const key = pair
      .slice(separator + 1)
      .trim()
      .toLowerCase()
    const brand = brands.find((b) => b.id.toLowerCase() === key || b.prefix === key)
    const host = pair.slice(0, separator).trim().toLowerCase()
    // no host, or not a host: URL.parse answers null
    const url = URL.parse(/^https?:\/\//.test(host) ? host : `https://${host}`)
    if (brand && url) origins.set(url.origin, brand.id)
  }
  return origins
}

export interface RequestFacts {
  /** The `Host` header. */
  host: string | undefined
  /** `http` or `https`, as the connection to this server was made. */
  protocol: 'http' | 'https'
  /** The address of the peer that connected to this server. */
  peer: string | undefined
  forwardedHost: string | undefined
  forwardedProto: string | undefined
  forwardedFor: string | undefined
}

type OriginResolution = { kind: 'public'; origin: string; brand: BrandId | undefined; clientIp: string | undefined } | { kind: 'misdirected' }

/**
 * `TRUST_PROXY`: unset, `0` or `false` trust nobody; a number trusts that many hops; else
 * comma-separated addresses and ranges as proxy-addr reads them: `10.0.0.5`, CIDR (`10.0.0.0/8`,
 * `2001:db8::/32`), address and netmask, and the names `loopback`, `linklocal`, `uniquelocal`.
 * Throws on an entry that is none of these, so a typo stops the start instead of trusting nobody.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase()
  // unset and `0` need no case of their own: no entries and no hops trust nobody too
  if (text === 'false') return () => false
  if (/^\d+$/.test(text)) {
    const count = Math.min(Number(text), 10)
    return (_, hop) => hop < count
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${String(error)} (a hop count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal)`, { cause: error })
  }
}

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** How many proxies in front of this server are trusted for this request (0: the peer is the client). */
function trustedHops(trust: TrustProxy, peer: string | undefined, forwardedFor: string | undefined): number {
  if (peer === undefined) return 0
  // the peer, then the addresses the proxies added, nearest first
  const chain = [peer, ...listOf(forwardedFor).reverse()]
  let hops = 0
  // Stryker disable next-line StringLiteral: hops < chain.length, so chain[hops] is always there
  while (hops < chain.length && trust(chain[hops] ?? '', hops)) hops++
  return hops
}

/** The value a header had when the outermost trusted proxy received the request; none without a trusted proxy (0 hops: past the list's end). */
function hopValue(value: string | undefined, hops: number): string | undefined {
  const list = listOf(value)
  return list[Math.max(0, list.length - hops)]
}

/** `proto://host` with the default port left out, or undefined when the host is not a plain host name. */
export function originOf(protocol: string, host: string): string | undefined {
  const lower = host.trim().toLowerCase()
  // inside the function, not a module constant: Stryker then counts the tests that call it as its tests
  const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?$/
  if (!hostPattern.test(lower) || (protocol !== 'http' && protocol !== 'https')) return undefined
  const defaultPort = protocol === 'https' ? ':443' : ':80'
  return `${protocol}://${lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower}`
}

function isLoopbackOrigin(origin: string, port: number): boolean {
  const url = new URL(origin)
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && Number(url.port || 80) === port
}

/** The configured origin a request is for, or `misdirected`. */
export function resolveRequestOrigin(facts: RequestFacts, origins: PublicOrigins, trust: TrustProxy): OriginResolution {
  const hops = trustedHops(trust, facts.peer, facts.forwardedFor)
  const host = hopValue(facts.forwardedHost, hops) ?? facts.host
  const protocol = hopValue(facts.forwardedProto, hops) ?? facts.protocol
  const clientIp = hopValue(facts.forwardedFor, hops) ?? facts.peer
  const origin = host === undefined ? undefined : originOf(protocol.toLowerCase(), host)
  if (origin === undefined) return { kind: 'misdirected' }
  const brand = origins.brands.get(origin)
  if (brand) return { kind: 'public', origin, brand, clientIp }
  const shared = origins.shared === undefined ? isLoopbackOrigin(origin, origins.port) : origin === origins.shared
  return shared ? { kind: 'public', origin, brand: undefined, clientIp } : { kind: 'misdirected' }
}
