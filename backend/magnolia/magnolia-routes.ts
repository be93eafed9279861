/**
 * Magnolia's endpoints as the sites call them: the delivery API (pages, page metadata, pagenav,
 * dynamic job content, a site's industries), template annotations and definitions, DAM files, and the page editor
 * stand-in (a tool, so faults do not apply to it). Stories and events are in `backend/stories/`.
 */
import { createReadStream, existsSync } from 'node:fs'
import { type EndpointAnswer, type RawAnswer, badRequest, decodeSegments, notFound } from '../http.ts'
import { type Route, type RouteHandler, type RouteOptions, route } from '../routes.ts'
import { type ContentStore, assetJson, pageJson, pageMetaJson, pageNavJson, templateAnnotations, templateDefinitionJson } from './content-store.ts'
import { type DeliveryJson, toDeliveryJson } from './delivery.ts'
import { editorHarnessHtml, editorPagePath, editorScript, editorScriptPath, editorStyle, editorStylePath } from './editor-harness.ts'

const tool: RouteOptions = { faults: false }

const found = (body: unknown): EndpointAnswer => ({ status: 200, body })

/** `/{lang}/{node path}` endpoints: 404 for a language the content does not have, a missing node or no path. */
function inLanguage(render: (store: ContentStore, path: string, lang: string) => DeliveryJson | undefined): RouteHandler {
  return ({ params, store, url }) => {
    const lang = decodeSegments(params['lang'] ?? '')?.[0]
    const segments = decodeSegments(params['0'] ?? '')
    if (!lang || !segments) return notFound(url.pathname)
    const path = `/${segments.join('/')}`
    const body = store.languages.includes(lang) && segments.length > 0 ? render(store, path, lang) : undefined
    return body === undefined ? notFound(path) : found(body)
  }
}

/**
 * A department's texts and images for its job pages (`?department=Sales`), one node per company or
 * one for every company; English variants are properties of their own (`titleEn`, `quoteImageEn`),
 * DAM references resolved to assets.
 */
const dynamicJobContent: RouteHandler = ({ url, store }) => {
  const department = url.searchParams.get('department')
  const nodes = (store.workspaces.get('dynamic-job-content') ?? []).flatMap((folder) => folder.children)
  const resolveReference = (reference: string) => {
    const asset = store.assets.get(reference)
    return asset ? assetJson(asset) : undefined
  }
  const results = nodes
    .filter((node) => !department || node.properties['department'] === department)
    .map((node) => toDeliveryJson(node, { lang: 'de', languages: store.languages, depth: 0, childNodeTypes: [], resolveReference }))
  return found({ results })
}

/**
 * A site's folder of the `industries` workspace (`/.rest/delivery/industries/v1/{site}?lang=…`): its
 * industries one level deep, texts in the language (`en` for any other), DAM references resolved;
 * 404 for a site without a folder.
 */
const industriesFolder: RouteHandler = ({ params, url, store }) => {
  const [site] = decodeSegments(params['site'] ?? '') ?? []
  const folder = (store.workspaces.get('industries') ?? []).find((node) => node.name === site)
  if (!folder) return notFound(url.pathname)
  const requested = url.searchParams.get('lang') ?? 'en'
  const lang = store.languages.includes(requested) ? requested : 'en'
  const resolveReference = (reference: string) => {
    const asset = store.assets.get(reference)
    return asset ? assetJson(asset) : undefined
  }
  return found(toDeliveryJson(folder, { lang, languages: store.languages, depth: 1, childNodeTypes: ['mgnl:content'], resolveReference }))
}

/** `/dam/{asset id}/{file name}`: a generated asset's content, else the rendition of that file name, else the asset's file (any other name). */
const damFile: RouteHandler = ({ params, store, url }) => {
  const segments = decodeSegments(params['id'] ?? '')
  const [name] = decodeSegments(params['0'] ?? '') ?? []
  if (!segments) return notFound(url.pathname)
  const [id] = segments
  const asset = id ? store.assets.get(id) : undefined
  if (asset?.content !== undefined)
    return { status: 200, headers: { 'content-type': asset.mimeType, 'cache-control': 'public, max-age=86400' }, content: asset.content }
  const file = asset?.renditions.find((rendition) => rendition.fileName === name)?.file ?? asset?.file
  if (!asset || !file || !existsSync(file)) return notFound(id ?? '')
  return { status: 200, headers: { 'content-type': asset.mimeType, 'cache-control': 'public, max-age=86400' }, content: createReadStream(file) }
}

const text = (contentType: string, content: string): RawAnswer => ({ status: 200, headers: { 'content-type': contentType }, content })

export function magnoliaRoutes(): Route[] {
  return [
    route('GET', '/.rest/delivery/pages/v1/:lang/*', inLanguage(pageJson)),
    route('GET', '/.rest/delivery/pages-meta/v1/:lang/*', inLanguage(pageMetaJson)),
    route('GET', '/.rest/delivery/pagenav/v1/:lang/*', inLanguage(pageNavJson)),
    route('GET', '/.rest/template-annotations/v1/*', ({ params, url, store }) => {
      const segments = decodeSegments(params['0'] ?? '')
      if (!segments) return notFound(url.pathname)
      const path = `/${segments.join('/')}`
      const body = templateAnnotations(store, path)
      return body ? found(body) : notFound(path)
    }),
    route('GET', '/.rest/templateDefinition/v1/*', ({ params, url, store }) => {
      const segments = decodeSegments(params['0'] ?? '')
      if (!segments) return notFound(url.pathname)
      const id = segments.join('/')
      const body = templateDefinitionJson(store, id)
      return body ? found(body) : notFound(id)
    }),
    route('GET', '/.rest/delivery/dynamicJobContent/v1', dynamicJobContent),
    route('GET', '/.rest/delivery/industries/v1/:site', industriesFolder),
    route('GET', '/dam/:id/*?', damFile),
    route(
      'GET',
      editorPagePath,
      ({ url, headers }) => {
        const html = editorHarnessHtml(url, `http://${headers.host ?? '127.0.0.1'}`)
        return html ? text('text/html; charset=utf-8', html) : badRequest('site (a loopback origin), page and node')
      },
      tool,
    ),
    route('GET', editorScriptPath, () => text('text/javascript', editorScript), tool),
    route('GET', editorStylePath, () => text('text/css', editorStyle), tool),
  ]
}
