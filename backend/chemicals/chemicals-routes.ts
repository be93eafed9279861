/**
 * The chemicals unit's API (docs/contracts.md, "Other external"), below the path the site's
 * `CHEMICALS_API_URL` names (`/chemicals` on the embedded backend):
 *   GET /chemicals/Countries?lang=…                          `[{ code, name }]`, the countries it sells in
 *   GET /chemicals/Industries?lang=…                         `[{ id, name, description, image, productGroups: [{ id, name }] }]`
 *   GET /chemicals/available-countries/{industryId}          `[{ code }]`, 404 for an unknown industry
 *   GET /chemicals/Industry/{industryId}/{productGroupId}?lang=…  `{ id, industryId, name, description, products: [{ name, cas }] }`, 404 when unknown
 *   GET /dam/jcr:{uuid}/{industryId}.svg                     an industry's tile image (a DAM asset; UUIDs from `c4e01ca1-`)
 * Texts in `de` or `en` (`en` for any other language).
 */
import { decodeSegments, errorAnswer } from '../http.ts'
import { type Route, route } from '../routes.ts'
import { type Industry, type Text, chemicalsCountries, chemicalsIndustries, industryImage, industryImagePrefix } from './chemicals-data.ts'

const chemicalsBasePath = '/chemicals'

function langOf(value: string | null): keyof Text {
  return value === 'de' ? 'de' : 'en'
}

const notFound = (what: string) => errorAnswer(404, 'NOT_FOUND', `No ${what}`)

const names = new Map<keyof Text, Intl.DisplayNames>()
function countryName(code: string, lang: keyof Text): string {
  let display = names.get(lang)
  if (!display) names.set(lang, (display = new Intl.DisplayNames([lang], { type: 'region' })))
  return display.of(code) ?? code
}

function findIndustry(encoded: string | undefined): Industry | undefined {
  const [id] = decodeSegments(encoded ?? '') ?? []
  return chemicalsIndustries.find((industry) => industry.id === id)
}

function industryJson(industry: Industry, lang: keyof Text) {
  return {
    id: industry.id,
    name: industry.name[lang],
    description: industry.description[lang],
    image: `/dam/${industry.imageId}/${industry.id}.svg`,
    productGroups: industry.productGroups.map((group) => ({ id: group.id, name: group.name[lang] })),
  }
}

export function chemicalsRoutes(): Route[] {
  return [
    route('GET', `${chemicalsBasePath}/Countries`, ({ url }) => {
      const lang = langOf(url.searchParams.get('lang'))
      return { status: 200, body: chemicalsCountries.map((code) => ({ code, name: countryName(code, lang) })) }
    }),
    route('GET', `${chemicalsBasePath}/Industries`, ({ url }) => {
      const lang = langOf(url.searchParams.get('lang'))
      return { status: 200, body: chemicalsIndustries.map((industry) => industryJson(industry, lang)) }
    }),
    route('GET', `${chemicalsBasePath}/available-countries/:industry`, ({ params }) => {
      const industry = findIndustry(params['industry'])
      return industry ? { status: 200, body: industry.countries.map((code) => ({ code })) } : notFound('industry')
    }),
    route('GET', `${chemicalsBasePath}/Industry/:industry/:group`, ({ params, url }) => {
      const industry = findIndustry(params['industry'])
      const [groupId] = decodeSegments(params['group'] ?? '') ?? []
      const group = industry?.productGroups.find((candidate) => candidate.id === groupId)
      if (!industry || !group) return notFound('product group')
      const lang = langOf(url.searchParams.get('lang'))
      return {
        status: 200,
        body: { id: group.id, industryId: industry.id, name: group.name[lang], description: group.description[lang], products: group.products },
      }
    }),
    route('GET', `/dam/:id(jcr:${industryImagePrefix}.+)/:file`, ({ params }) => {
      const industry = chemicalsIndustries.find((candidate) => candidate.imageId === params['id'])
      if (!industry) return notFound('image')
      return { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }, content: industryImage(industry) }
    }),
  ]
}
