/**
 * The product brands of the brands that sell products (Magnolia's `brands` workspace, one folder per
 * site): each product line of the seeded catalogue is a brand, so is the maker of the site's
 * workspace products, and albis names three more it distributes without an online catalogue. A
 * brand has a short text (de and en, zh on albis, the only site with zh), a logo (a generated SVG
 * served as a DAM asset, UUIDs from `b7a2d106-`) and its creation date, by which
 * the brands page sorts (spec section 9: `created desc`). Deterministic.
 */
import { createHash } from 'node:crypto'
import { type Text, catalogueLines } from './catalogue-vocabulary.ts'

export interface SeedBrand {
  /** The node name: the brand's id in URLs (`ultramid`). */
  name: string
  uuid: string
  created: string
  title: string
  manufacturer: string
  description: Text
  /** The DAM id of its logo (`/dam/jcr:{uuid}/{name}.svg`). */
  logoId: string
  color: string
}

/** The first group of every logo's UUID, so the DAM route can tell them from other assets. */
export const brandLogoPrefix = 'b7a2d106'

/** A brand's node name from its title: `MOCOM TECH` -> `mocom-tech`. */
export function brandName(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const hex = (text: string) => createHash('sha1').update(text).digest('hex')

const palette = ['#0b4f8a', '#a4262c', '#1d6b3a', '#5a2d82', '#8a5a00', '#00626b', '#3d3d3d', '#b3400a']

/** What each site's workspace products are made of (content/products), as a brand: maker and families. */
const workspaceBrands: Readonly<Record<string, { title: string; manufacturer: string; families: Text }>> = {
  albis: {
    title: 'ALCOM',
    manufacturer: 'ALBIS',
    families: { en: 'polyamide and polycarbonate compounds', de: 'Polyamid- und Polycarbonat-Compounds', zh: '聚酰胺和聚碳酸酯改性料' },
  },
  mocom: { title: 'MOCOM TECH', manufacturer: 'MOCOM', families: { en: 'polyamide compounds', de: 'Polyamid-Compounds', zh: '聚酰胺改性料' } },
  chemie: {
    title: 'CHEMSOL',
    manufacturer: 'CHEMSOL',
    families: { en: 'polyamide grades for technical parts', de: 'Polyamid-Typen für technische Teile', zh: '用于技术零件的聚酰胺牌号' },
  },
  ceramics: { title: 'CERAPOW', manufacturer: 'CERAPOW', families: { en: 'ceramic and metal powders', de: 'Keramik- und Metallpulver', zh: '陶瓷和金属粉末' } },
}

/** Brands albis distributes that its online catalogue does not list yet. */
const albisWithoutCatalogue: ReadonlyArray<{ title: string; manufacturer: string; families: Text }> = [
  { title: 'Ultrason', manufacturer: 'BASF', families: { en: 'polyarylsulfones', de: 'Polyarylsulfone', zh: '聚芳砜' } },
  { title: 'Elastollan', manufacturer: 'BASF', families: { en: 'thermoplastic polyurethanes', de: 'thermoplastische Polyurethane', zh: '热塑性聚氨酯' } },
  { title: 'Apec', manufacturer: 'Covestro', families: { en: 'high-heat polycarbonates', de: 'hochwärmeformbeständige Polycarbonate', zh: '耐高温聚碳酸酯' } },
]

function describe(title: string, manufacturer: string, families: Text): Text {
  return {
    en: `${title} by ${manufacturer}: ${families.en}, supplied from stock with technical advice.`,
    de: `${title} von ${manufacturer}: ${families.de}, ab Lager geliefert, mit technischer Beratung.`,
    zh: `${manufacturer} 的 ${title}：${families.zh}，现货供应并提供技术咨询。`,
  }
}

function seedBrand(site: string, index: number, title: string, manufacturer: string, families: Text): SeedBrand {
  const name = brandName(title)
  const digest = hex(`${site}/brand/${name}`)
  const day = new Date(Date.UTC(2022, 0, 1) + (Number.parseInt(digest.slice(0, 6), 16) % 1400) * 86_400_000 + index * 3_600_000)
  return {
    name,
    uuid: `${digest.slice(0, 8)}-${digest.slice(8, 12)}-5${digest.slice(13, 16)}-b${digest.slice(17, 20)}-${digest.slice(20, 32)}`,
    created: `${day.toISOString().slice(0, 19)}.000+01:00`,
    title,
    manufacturer,
    description: describe(title, manufacturer, families),
    logoId: `jcr:${brandLogoPrefix}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-8${digest.slice(17, 20)}-${digest.slice(20, 32)}`,
    color: palette[Number.parseInt(digest.slice(6, 8), 16) % palette.length] ?? '#3d3d3d',
  }
}

function familiesOf(site: string, line: string): Text {
  const families = (catalogueLines[site] ?? []).filter((candidate) => candidate.line === line).map((candidate) => candidate.family)
  const join = (lang: keyof Text, and: string) => families.map((family) => family[lang]).join(and)
  return { en: join('en', ' and '), de: join('de', ' und '), zh: join('zh', '和') }
}

function siteBrands(site: string): SeedBrand[] {
  const lines = [...new Set((catalogueLines[site] ?? []).map((line) => line.line))]
  const workspace = workspaceBrands[site]
  const entries = [
    ...lines.map((line) => ({
      title: line,
      manufacturer: catalogueLines[site]?.find((candidate) => candidate.line === line)?.manufacturer ?? '',
      families: familiesOf(site, line),
    })),
    ...(workspace && !lines.includes(workspace.title) ? [workspace] : []),
    ...(site === 'albis' ? albisWithoutCatalogue : []),
  ]
  return entries.map((entry, index) => seedBrand(site, index, entry.title, entry.manufacturer, entry.families))
}

/** The brands of each site folder. */
export const seedBrands: Readonly<Record<string, readonly SeedBrand[]>> = Object.fromEntries(
  Object.keys(catalogueLines).map((site) => [site, siteBrands(site)]),
)

/** The brand a workspace product of a site belongs to (its maker's brand). */
export function workspaceBrand(site: string): string | undefined {
  const workspace = workspaceBrands[site]
  return workspace && brandName(workspace.title)
}

/** A brand's logo: its name in white on its colour. */
export function brandLogo(brand: SeedBrand): string {
  const title = brand.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${title}"><rect width="240" height="120" rx="8" fill="${brand.color}"/><path d="M20 92h200" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/><text x="120" y="70" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${title.length > 9 ? 24 : 30}" font-weight="700" fill="#ffffff">${title}</text></svg>`
}
