/**
 * The contact finder's API (docs/contracts.md, "Contact finder"): the countries in a language and
 * the person responsible for a country and postcode (with the portrait's DAM asset), or `404 NOT_FOUND` when nobody is. And
 * Magnolia's delivery endpoint of the contacts workspace, `GET /.rest/delivery/contact/v1{path}?lang=`:
 * one `mgnl:contact` node (`content/contacts/`) in a language, its photo resolved to the DAM asset.
 */
import { badRequest, decodeSegments, errorAnswer, notFound as missing } from '../http.ts'
import { assetJson } from '../magnolia/content-store.ts'
import { toDeliveryJson } from '../magnolia/delivery.ts'
import { findNode } from '../magnolia/jcr-yaml.ts'
import { type Route, type RouteHandler, route } from '../routes.ts'
import { type Language, countries, findCountry, responsibleContact } from './contact-data.ts'

function language(value: string | null): Language {
  return value === 'de' || value === 'zh' ? value : 'en'
}

const notFound = () => errorAnswer(404, 'NOT_FOUND', 'No contact person for this country and postcode')

const deliveredContact: RouteHandler = ({ params, url, store }) => {
  const segments = decodeSegments(params['0'] ?? '')
  if (!segments) return missing(url.pathname)
  const lang = url.searchParams.get('lang') ?? 'en'
  if (!store.languages.includes(lang)) return badRequest(`lang is one of ${store.languages.join(', ')}`)
  const path = `/${segments.join('/')}`
  const node = findNode(store.workspaces.get('contacts') ?? [], path)
  if (node?.primaryType !== 'mgnl:contact') return missing(path)
  const body = toDeliveryJson(node, {
    lang,
    languages: store.languages,
    depth: 0,
    childNodeTypes: [],
    resolveReference: (reference) => {
      const asset = store.assets.get(reference)
      return asset ? assetJson(asset) : undefined
    },
  })
  return { status: 200, body }
}

export function contactRoutes(): Route[] {
  return [
    route('GET', '/.rest/delivery/contact/v1/*', deliveredContact),
    route('GET', '/.rest/api/countries', ({ url }) => {
      const lang = language(url.searchParams.get('language'))
      return { status: 200, body: countries.map((country) => ({ code: country.code, name: country.name[lang] })) }
    }),
    route('GET', '/.rest/api/countries/:code([A-Za-z]{2})/contact', ({ params, url, store }) => {
      const country = findCountry(params['code'] ?? '')
      const zip = (url.searchParams.get('zipCode') ?? '').trim()
      if (!country || zip.length > 10) return notFound()
      const person = responsibleContact(country, zip)
      if (!person) return notFound()
      const lang = language(url.searchParams.get('language'))
      const photo = store.assets.get(person.photo)
      return { status: 200, body: { ...person, role: person.role[lang], country: country.code, photo: photo ? assetJson(photo) : null } }
    }),
  ]
}
