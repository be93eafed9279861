/**
 * The contact finder's API (docs/contracts.md, "Contact finder"): the countries in a language and
 * the person responsible for a country and postcode, or `404 NOT_FOUND` when nobody is.
 */
import { errorAnswer } from '../http.ts'
import { type Route, route } from '../routes.ts'
import { type Language, countries, findCountry, responsibleContact } from './contact-data.ts'

function language(value: string | null): Language {
  return value === 'de' || value === 'zh' ? value : 'en'
}

const notFound = () => errorAnswer(404, 'NOT_FOUND', 'No contact person for this country and postcode')

export function contactRoutes(): Route[] {
  return [
    route('GET', '/.rest/api/countries', ({ url }) => {
      const lang = language(url.searchParams.get('language'))
      return { status: 200, body: countries.map((country) => ({ code: country.code, name: country.name[lang] })) }
    }),
    route('GET', '/.rest/api/countries/:code([A-Za-z]{2})/contact', ({ params, url }) => {
      const country = findCountry(params['code'] ?? '')
      const zip = (url.searchParams.get('zipCode') ?? '').trim()
      if (!country || zip.length > 10) return notFound()
      const person = responsibleContact(country, zip)
      if (!person) return notFound()
      const lang = language(url.searchParams.get('language'))
      return { status: 200, body: { ...person, role: person.role[lang], country: country.code } }
    }),
  ]
}
