/**
 * The URL grammar `[/{brandPrefix}][/{lang}]/{pagePath}` (docs/url-contract.md): brand by path
 * prefix, else by origin, else albis; `/{de|en|zh}` after it, else `en`; `zh` only where the brand
 * has it. Pure functions, used by the request middleware (redirects) and the routes (rendering).
 */
import { type Brand, type BrandId, brandTable, defaultBrand } from '#config/brands.ts'
import { type Language, defaultPathLanguage, languages } from '#config/languages.ts'
import { hasTrailingSlash, withoutTrailingSlash } from './url-path.ts'

export interface PageAddress {
  brand: BrandId
  /** The visitor reached the brand through its path prefix (shared origin); links keep that form. */
  brandInPath: boolean
  lang: Language
  langInPath: boolean
  /** Path below the language segment: `/` or `/about/team`, decoded, never ending in `/`. */
  pagePath: string
}

type AddressResolution =
  { kind: 'home'; brand: BrandId; brandInPath: boolean } | { kind: 'page'; address: PageAddress } | { kind: 'redirect'; status: 301 | 302; href: string }

interface ResolveOptions {
  productWord: string
  /** Brand chosen by the request origin (`BRAND_ORIGINS`), if any. */
  originBrand?: BrandId | null | undefined
}

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value)
}

function brandByPrefix(segment: string, productWord: string): Brand | undefined {
  return Object.values(brandTable(productWord)).find((brand) => brand.prefix === segment)
}

/** Resolves brand, language and page path of a request path (`pathname` as sent, `search` with `?`). */
export function resolvePageAddress(pathname: string, search: string, options: ResolveOptions): AddressResolution {
  if (hasTrailingSlash(pathname)) return { kind: 'redirect', status: 301, href: withoutTrailingSlash(pathname) + search }
  const segments = pathname.split('/').filter((segment) => segment !== '')
  // every brand's prefix is a word, so an empty path names none
  const prefixed = brandByPrefix(segments[0] ?? '', options.productWord)
  const brand: BrandId = prefixed?.id ?? options.originBrand ?? defaultBrand
  const brandInPath = prefixed !== undefined
  const rest = brandInPath ? segments.slice(1) : segments
  if (rest.length === 0) return { kind: 'home', brand, brandInPath }

  const first = rest[0] ?? ''
  const langInPath = isLanguage(first)
  const lang: Language = langInPath ? first : defaultPathLanguage
  const brandLanguages = brandTable(options.productWord)[brand].languages
  if (langInPath && !brandLanguages.includes(lang)) {
    const target = { brand, brandInPath, lang: defaultPathLanguage, pagePath: pagePathOf(rest.slice(1)) }
    return { kind: 'redirect', status: 302, href: addressHref(target, options.productWord) + search }
  }
  const pagePath = pagePathOf(langInPath ? rest.slice(1) : rest)
  return { kind: 'page', address: { brand, brandInPath, lang, langInPath, pagePath } }
}

/**
 * The language a brand's page is linked in for a visitor reading `lang`: that language where the
 * brand offers it, else the site paths' default, English (ADR 035).
 */
export function brandLanguage(brandLanguages: readonly Language[], lang: Language): Language {
  return brandLanguages.includes(lang) ? lang : defaultPathLanguage
}

function pagePathOf(segments: string[]): string {
  return '/' + segments.map(safeDecode).join('/')
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The href of an address in the visitor's form (brand prefix only when the visitor uses one). */
export function addressHref(address: Pick<PageAddress, 'brand' | 'brandInPath' | 'lang' | 'pagePath'>, productWord: string): string {
  const prefix = address.brandInPath ? `/${brandTable(productWord)[address.brand].prefix}` : ''
  const page = address.pagePath === '/' ? '' : address.pagePath.split('/').map(encodeURIComponent).join('/')
  return `${prefix}/${address.lang}${page}`
}

/** The brand's root: the home screen. */
export function homeHref(address: Pick<PageAddress, 'brand' | 'brandInPath'>, productWord: string): string {
  return address.brandInPath ? `/${brandTable(productWord)[address.brand].prefix}` : '/'
}

/**
 * Router params for a site href: the catch-all route encodes its splat itself, so it gets the
 * decoded path (an encoded one would be encoded twice: `s=1` -> `s%253D1`).
 */
export function splatParams(href: string): { _splat: string } {
  return { _splat: href.slice(1).split('/').map(safeDecode).join('/') }
}

/**
 * Router params of a view's file route (`/{-$prefix}/{-$lang}/…`) for an address: the brand prefix
 * only when the visitor uses one, the language always (as `addressHref` writes it).
 */
export function siteParams(address: Pick<PageAddress, 'brand' | 'brandInPath' | 'lang'>, productWord: string): { prefix: string | undefined; lang: Language } {
  return { prefix: address.brandInPath ? brandTable(productWord)[address.brand].prefix : undefined, lang: address.lang }
}
