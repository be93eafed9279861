/**
 * Magnolia's `distributors` delivery endpoint:
 *   GET /.rest/delivery/products/distributors/v1?lang=…         `{ results: [...] }`, every distributor of every site
 *   GET /.rest/delivery/products/distributors/v1/{site}?lang=…  the site's folder, its distributors one level deep
 * A distributor: `title`, `street`, `zip`, `city`, `country` (ISO code), `region` (europe, americas,
 * asia-pacific, middle-east-africa), `contactPerson`, `phone`, `email`, `website`, `description`
 * (in `de` or `en`; `en` for any other language). A site without distributors answers 404.
 */
import type { DeliveryJson } from '../magnolia/delivery.ts'
import { type Route, route } from '../routes.ts'
import { type SeedDistributor, distributorSites } from './distributors-data.ts'

const distributorsPath = '/.rest/delivery/products/distributors/v1'

function distributorJson(site: string, distributor: SeedDistributor, lang: 'en' | 'de'): DeliveryJson {
  const { name, uuid, description, ...fields } = distributor
  return { '@name': name, '@path': `/${site}/${name}`, '@id': uuid, '@nodeType': 'mgnl:content', ...fields, description: description[lang], '@nodes': [] }
}

const langOf = (value: string | null) => (value === 'de' ? 'de' : 'en')

export function distributorsRoutes(): Route[] {
  const sites = Object.keys(distributorSites)
  return [
    route('GET', distributorsPath, ({ url }) => {
      const lang = langOf(url.searchParams.get('lang'))
      return {
        status: 200,
        body: {
          results: Object.entries(distributorSites).flatMap(([site, list]) =>
            list.map((distributor) => ({ ...distributorJson(site, distributor, lang), site })),
          ),
        },
      }
    }),
    route('GET', `${distributorsPath}/:site(${sites.join('|')})`, ({ params, url }) => {
      const site = params['site'] ?? ''
      const list = distributorSites[site] ?? []
      const lang = langOf(url.searchParams.get('lang'))
      const body: DeliveryJson = { '@name': site, '@path': `/${site}`, '@nodeType': 'mgnl:folder', '@nodes': list.map((distributor) => distributor.name) }
      for (const distributor of list) body[distributor.name] = distributorJson(site, distributor, lang)
      return { status: 200, body }
    }),
  ]
}
