import { type BrandId, type ServerEnv, parseBrandOrigins, readServerEnv } from '#app.config.ts'

let cached: ServerEnv | undefined

/** The validated environment, parsed once. */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv(process.env)
  return cached
}

let origins: Map<string, BrandId> | undefined

/** The brand that `BRAND_ORIGINS` assigns to a request host (with or without port). */
export function brandForHost(host: string | undefined): BrandId | undefined {
  const env = serverEnv()
  origins ??= parseBrandOrigins(env.BRAND_ORIGINS, env.PUBLIC_PRODUCT_WORD)
  if (!host) return undefined
  const lower = host.toLowerCase()
  return origins.get(lower) ?? origins.get(lower.replace(/:\d+$/, ''))
}
