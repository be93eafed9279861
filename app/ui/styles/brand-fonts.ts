/**
 * The Latin font files each brand's text is set in (its body and heading families in tokens.css,
 * declared in fonts.css), which its pages preload: the brand is known on the server, so a page asks
 * for its own two files at most, never another brand's (ADR 039). The build gives each file a hashed,
 * immutable URL, the same the stylesheet's `url()` gets. tests/brand-fonts.test.ts checks this table
 * against the tokens.
 */
import type { BrandId } from '#config/brands.ts'
import instrumentSans from '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2?url'
import instrumentSansWidth from '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wdth-normal.woff2?url'
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import lora from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url'
import sora from '@fontsource-variable/sora/files/sora-latin-wght-normal.woff2?url'
import plusJakartaSans from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url'
import ibmPlexSans from '@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url'
import manrope from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url'
import outfit from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url'

export const brandFontFiles: Record<BrandId, readonly string[]> = {
  albis: [instrumentSans],
  mocom: [instrumentSansWidth],
  ceramics: [instrumentSans, fraunces],
  group: [instrumentSans, lora],
  htf: [instrumentSans, sora],
  wipag: [instrumentSans, plusJakartaSans],
  plgrd: [instrumentSans, ibmPlexSans],
  chemie: [instrumentSans, manrope],
  newBusiness: [instrumentSans, outfit],
}

/** The page head's preload links for a brand's fonts (fonts are fetched without credentials, so the preload is too). */
export function brandFontPreloads(brand: BrandId) {
  return brandFontFiles[brand].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }))
}
