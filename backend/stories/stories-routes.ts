/**
 * Magnolia's delivery endpoints for stories and events, as the sites call them:
 *   GET /.rest/delivery/stories/v1?@ancestor=/{site}/press[/{year}]&tags=…&orderBy=created desc&limit&offset&lang
 *   GET /.rest/delivery/story-details/v1?@jcr:uuid={id}&lang          (the first result is the story)
 *   GET /.rest/delivery/stories/years/v1/{site}/{press|blog}           (the folder; its `@nodes` are the years)
 *   GET /.rest/delivery/stories/tags/v1?limit=100&lang                 (`{ tags: [{ name, title }] }`)
 *   GET /.rest/delivery/events/v1?@ancestor=/{site}&orderBy=from-datetime asc&limit=500&offset=0&lang=all
 * Lists take Magnolia's query params: `@ancestor` (every content node below it, at any depth),
 * `orderBy`, `limit`, `offset`, `lang` (`all` keeps every language's properties, `title_de` …) and
 * property filters (`tags=recycling`, `market=medical`: a list property matches when it holds the value).
 */
import { type EndpointAnswer, badRequest, decodeSegments, notFound } from '../http.ts'
import { type Route, type RouteHandler, route } from '../routes.ts'
import { type ContentStore, assetJson } from '../magnolia/content-store.ts'
import { type DeliveryJson, toDeliveryJson } from '../magnolia/delivery.ts'
import { type JcrNode, findNode } from '../magnolia/jcr-yaml.ts'
import { contentNodesBelow, matchesFilters, orderNodes, propertyFilters } from './delivery-query.ts'

const found = (body: unknown): EndpointAnswer => ({ status: 200, body })

/** Delivery JSON of a content node in a language (`all`: properties as stored), DAM references resolved. */
function contentJson(store: ContentStore, node: JcrNode, lang: string): DeliveryJson {
  return toDeliveryJson(node, {
    lang,
    // with `lang=all` no property counts as a translation, so `title_de` stays as it is
    languages: lang === 'all' ? [] : store.languages,
    depth: 0,
    childNodeTypes: [],
    resolveReference: (reference) => {
      const asset = store.assets.get(reference)
      return asset ? assetJson(asset) : undefined
    },
  })
}

function integer(value: string | null, fallback: number, max: number): number | undefined {
  if (value === null) return fallback
  const number = Number(value)
  return Number.isInteger(number) && number >= 0 && number <= max ? number : undefined
}

/** A list endpoint over one workspace: `@ancestor`, filters, `orderBy`, `limit`, `offset`, `lang`. */
function list(workspace: string, defaultLimit: number): RouteHandler {
  return ({ url, store }) => {
    const params = url.searchParams
    const limit = integer(params.get('limit'), defaultLimit, 1000)
    const offset = integer(params.get('offset'), 0, 1_000_000)
    if (limit === undefined || offset === undefined) return badRequest('limit and offset are whole numbers')
    const lang = params.get('lang') ?? 'en'
    if (lang !== 'all' && !store.languages.includes(lang)) return badRequest(`lang is one of ${store.languages.join(', ')} or all`)
    const roots = store.workspaces.get(workspace) ?? []
    const ancestor = params.get('@ancestor')
    const below = ancestor === null ? roots.flatMap(contentNodesBelow) : contentNodesBelow(findNode(roots, ancestor))
    const filters = propertyFilters(params)
    const nodes = orderNodes(
      below.filter((node) => matchesFilters(node, filters)),
      params.get('orderBy'),
    )
    return found({ results: nodes.slice(offset, offset + limit).map((node) => contentJson(store, node, lang)) })
  }
}

const storyDetails: RouteHandler = ({ url, store }) => {
  const id = url.searchParams.get('@jcr:uuid')
  if (!id) return badRequest('@jcr:uuid')
  const lang = url.searchParams.get('lang') ?? 'en'
  const story = (store.workspaces.get('stories') ?? []).flatMap(contentNodesBelow).find((node) => node.properties['jcr:uuid'] === id)
  return found({ results: story ? [contentJson(store, story, lang === 'all' || store.languages.includes(lang) ? lang : 'en')] : [] })
}

/** A stories folder with its sub-folders (the years) as children: the site reads `@nodes`. */
const storyYears: RouteHandler = ({ params, url, store }) => {
  const segments = decodeSegments(params['0'] ?? '')
  if (!segments || segments.length === 0) return notFound(url.pathname)
  const folder = findNode(store.workspaces.get('stories') ?? [], `/${segments.join('/')}`)
  if (!folder) return notFound(`/${segments.join('/')}`)
  return found(toDeliveryJson(folder, { lang: 'en', languages: store.languages, depth: 1, childNodeTypes: ['mgnl:folder'] }))
}

/** The group's story tags (`/tags`), in the requested language. */
const storyTags: RouteHandler = ({ url, store }) => {
  const limit = integer(url.searchParams.get('limit'), 100, 1000)
  if (limit === undefined) return badRequest('limit is a whole number')
  const lang = url.searchParams.get('lang') ?? 'en'
  const folder = findNode(store.workspaces.get('stories') ?? [], '/tags')
  const tags = (folder?.children ?? []).slice(0, limit).map((node) => {
    const json = contentJson(store, node, store.languages.includes(lang) ? lang : 'en')
    return { '@name': node.name, '@id': json['@id'], name: json['name'] ?? node.name, title: json['title'] ?? node.name }
  })
  return found({ tags })
}

export function storiesRoutes(): Route[] {
  return [
    route('GET', '/.rest/delivery/stories/v1', list('stories', 10)),
    route('GET', '/.rest/delivery/story-details/v1', storyDetails),
    route('GET', '/.rest/delivery/stories/years/v1/*', storyYears),
    route('GET', '/.rest/delivery/stories/tags/v1', storyTags),
    route('GET', '/.rest/delivery/events/v1', list('events', 10)),
  ]
}
