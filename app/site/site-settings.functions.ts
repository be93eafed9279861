/** The request's site settings: what the browser may know of the server's configuration. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestHeader } from '@tanstack/react-start/server'
import type { BrandId } from '#app.config.ts'
import { brandForHost, serverEnv } from '#app/server/env.server.ts'
import { isPrerenderAgent } from './prerender.ts'

export interface SiteSettings {
  productWord: string
  /** Brand assigned to this request's origin by `BRAND_ORIGINS`. */
  originBrand: BrandId | null
  /** Origin of the request, for canonical URLs. */
  origin: string
  /** The visitor is a prerendering service (user agent contains `Prerender`). */
  prerender: boolean
}

export const getSiteSettings = createServerFn({ method: 'GET' }).handler((): SiteSettings => {
  const env = serverEnv()
  const host = getRequestHeader('x-forwarded-host') ?? getRequestHeader('host')
  return {
    productWord: env.PUBLIC_PRODUCT_WORD,
    originBrand: brandForHost(host) ?? null,
    origin: new URL(getRequest().url).origin,
    prerender: isPrerenderAgent(getRequestHeader('user-agent') ?? ''),
  }
})

