/**
 * The site's structured data (schema.org JSON-LD): the brand's `Organization` and `WebSite`, the
 * page graph that joins them with the breadcrumbs and an app's own nodes (`JobPosting`, `Product`,
 * `NewsArticle`, `BlogPosting`, `Event`), and the properties each type must carry for search
 * engines to use it (`missingProperties`, checked by the unit and e2e tests of every page).
 */

export type JsonLdNode = Record<string, unknown>

/**
 * What each type the site publishes must carry at the top of a block or graph (the properties
 * search engines require for it), as dotted paths.
 */
export const requiredProperties: Readonly<Record<string, readonly string[]>> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'],
  BreadcrumbList: ['itemListElement'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization.name', 'jobLocation'],
  Product: ['name'],
  NewsArticle: ['headline', 'datePublished'],
  BlogPosting: ['headline', 'datePublished'],
  Article: ['headline', 'datePublished'],
  Event: ['name', 'startDate', 'location'],
}

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function valueAt(node: unknown, path: string): unknown {
  let value = node
  for (const key of path.split('.')) value = isNode(value) ? value[key] : undefined
  return value
}

function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  return value !== undefined && value !== null && value !== ''
}

/** The nodes of a JSON-LD block: its `@graph` members, or the block itself. */
export function graphNodes(block: JsonLdNode): JsonLdNode[] {
  const graph = block['@graph']
  return Array.isArray(graph) ? graph.filter(isNode) : [Object.fromEntries(Object.entries(block).filter(([key]) => key !== '@context'))]
}

/** `Type.property` for each required property a block's nodes lack (an untyped node: `@type`); empty when complete. */
export function missingProperties(block: JsonLdNode): string[] {
  return graphNodes(block).flatMap((node) => {
    const type = node['@type']
    if (typeof type !== 'string') return ['@type']
    return (requiredProperties[type] ?? []).filter((path) => !present(valueAt(node, path))).map((path) => `${type}.${path}`)
  })
}

/** The brand as an organization: its name, home, logo and profiles elsewhere (`sameAs`). */
export function organizationJsonLd(brand: { name: string; homeUrl: string; logoUrl: string; sameAs: string[] }): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${brand.homeUrl}#organization`,
    name: brand.name,
    url: brand.homeUrl,
    logo: brand.logoUrl,
    ...(brand.sameAs.length > 0 ? { sameAs: brand.sameAs } : {}),
  }
}

/** The brand's website, with a search box pointing at its site search (`?q=`). */
export function webSiteJsonLd(site: { name: string; homeUrl: string; searchUrl: string; lang: string }): JsonLdNode {
  return {
    '@type': 'WebSite',
    name: site.name,
    url: site.homeUrl,
    inLanguage: site.lang,
    publisher: { '@id': `${site.homeUrl}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** schema.org BreadcrumbList of a trail, with absolute URLs. */
export function breadcrumbListJsonLd(crumbs: Array<{ name: string; href: string }>, origin: string): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.href}` })),
  }
}

/**
 * A page's structured data as one block: the given nodes (an app's node or graph, the breadcrumbs,
 * the brand's organization and website) in one `@graph`; a single node stands alone; none gives
 * no block.
 */
export function pageJsonLd(blocks: Array<JsonLdNode | undefined>): JsonLdNode | undefined {
  const nodes = blocks.flatMap((block) => (block ? graphNodes(block) : []))
  if (nodes.length === 0) return undefined
  if (nodes.length === 1) return { '@context': 'https://schema.org', ...nodes[0] }
  return { '@context': 'https://schema.org', '@graph': nodes }
}
