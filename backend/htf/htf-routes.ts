/**
 * The heat transfer fluid catalogue as Magnolia's `products` delivery endpoint serves it
 * (`/.rest/delivery/products/products/v1{path}?lang=…`): the `/htf` folder of the `products`
 * workspace with its fluids one level deep, or one fluid; i18n properties resolved for `lang`,
 * DAM references (data sheets) resolved to assets. Only the `/htf` subtree is served here
 * (docs/decisions/009-htf-catalogue-and-finder.md).
 */
import { decodeSegments, notFound } from '../http.ts'
import { assetJson } from '../magnolia/content-store.ts'
import { toDeliveryJson } from '../magnolia/delivery.ts'
import { findNode } from '../magnolia/jcr-yaml.ts'
import { type Route, type RouteHandler, route } from '../routes.ts'

const htfProductsPath = '/.rest/delivery/products/products/v1/htf'

/** A node of the `/htf` subtree with its children down to one level; 404 for anything else. */
const productNode: RouteHandler = ({ params, store, url }) => {
  const segments = decodeSegments(params['0'] ?? '')
  if (!segments) return notFound(url.pathname)
  const path = `/htf${segments.map((segment) => `/${segment}`).join('')}`
  const node = findNode(store.workspaces.get('products') ?? [], path)
  if (!node) return notFound(path)
  const requested = url.searchParams.get('lang') ?? ''
  const lang = store.languages.includes(requested) ? requested : 'en'
  const body = toDeliveryJson(node, {
    lang,
    languages: store.languages,
    depth: 1,
    childNodeTypes: ['mgnl:content'],
    resolveReference: (reference) => {
      const asset = store.assets.get(reference)
      return asset ? assetJson(asset) : undefined
    },
  })
  return { status: 200, body }
}

export function htfRoutes(): Route[] {
  return [route('GET', htfProductsPath, productNode), route('GET', `${htfProductsPath}/*`, productNode)]
}
