import { type ServerEnv, readServerEnv } from '#config/server-env.ts'
import { type PublicOrigins, type TrustProxy, parseBrandOrigins, parseTrustProxy } from './public-origin.server.ts'

let cached: ServerEnv | undefined
let launcherSettings: Record<string, string> = {}

/**
 * What the launcher decided over the process environment (the embedded backend's upstream URLs,
 * its log format...): given once, before anything reads the configuration.
 */
export function configureServer(settings: Record<string, string>): void {
  if (cached) throw new Error('The configuration was read before the launcher configured the site.')
  launcherSettings = settings
}

/** The validated configuration: the process environment under the launcher's settings, parsed once. */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv({ ...process.env, ...launcherSettings })
  return cached
}

let origins: PublicOrigins | undefined

/** The configured public origins: brand origins, the shared origin, and the port for development. */
export function publicOrigins(): PublicOrigins {
  const env = serverEnv()
  origins ??= {
    shared: env.PUBLIC_ORIGIN === undefined ? undefined : new URL(env.PUBLIC_ORIGIN).origin,
    brands: parseBrandOrigins(env.BRAND_ORIGINS, env.PUBLIC_PRODUCT_WORD),
    port: env.PORT,
  }
  return origins
}

/** Which proxies may set `X-Forwarded-*` (`TRUST_PROXY`). */
export function trustProxy(): TrustProxy {
  return parseTrustProxy(serverEnv().TRUST_PROXY)
}

/**
 * Whether Magnolia's editor mode may run (`AUTHORING`): explicitly set, else on in development
 * and when the launcher serves the CMS from the embedded backend.
 */
export function authoringEnabled(): boolean {
  const env = serverEnv()
  if (env.AUTHORING !== undefined) return env.AUTHORING === '1'
  return env.NODE_ENV !== 'production'
}

/**
 * Whether the living style guide (`…/style-guide`, ADR 044) is served (`STYLE_GUIDE`): explicitly
 * set, else only in development (a production build answers its path with the 404 page).
 */
export function styleGuideServed(): boolean {
  const env = serverEnv()
  if (env.STYLE_GUIDE !== undefined) return env.STYLE_GUIDE === '1'
  return env.NODE_ENV !== 'production'
}
