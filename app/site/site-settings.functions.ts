/** The request's site settings: what the browser may know of the server's configuration. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { BrandId } from '#config/brands.ts'
import { authoringEnabled, publicOrigins, serverEnv } from '#app/server/env.server.ts'

export interface SiteSettings {
  productWord: string
  /** The address a mail form's error message offers when its component names none (`PUBLIC_CONTACT_EMAIL`, ADR 049). */
  contactEmail: string
  /** Brand assigned to this request's origin by `BRAND_ORIGINS`. */
  originBrand: BrandId | null
  /** Each brand's own origin where `BRAND_ORIGINS` configures one (the footer links the group's companies there). */
  brandOrigins: Partial<Record<BrandId, string>>
  /** The request's public origin (a configured one: the launcher refuses others), for canonical URLs. */
  origin: string
  /** The Magnolia author instance that may frame the site, if any. */
  editorOrigin: string | null
  /** Magnolia's editor mode may run here (`AUTHORING`). */
  authoring: boolean
}

export const getSiteSettings = createServerFn({ method: 'GET' }).handler((): SiteSettings => {
  const env = serverEnv()
  const origin = new URL(getRequest().url).origin
  return {
    productWord: env.PUBLIC_PRODUCT_WORD,
    contactEmail: env.PUBLIC_CONTACT_EMAIL,
    originBrand: publicOrigins().brands.get(origin) ?? null,
    brandOrigins: Object.fromEntries([...publicOrigins().brands].map(([brandOrigin, brand]) => [brand, brandOrigin])),
    origin,
    editorOrigin: env.EDITOR_ORIGIN === undefined ? null : new URL(env.EDITOR_ORIGIN).origin,
    authoring: authoringEnabled(),
  }
})
