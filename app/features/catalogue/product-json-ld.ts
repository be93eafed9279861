/**
 * A product page's structured data. Only the catalogue's loader writes it, so it loads with the
 * catalogue, not with every page's script as `site/structured-data.ts` does (ADR 046, step six).
 */
import type { JsonLdNode } from '#app/site/structured-data.ts'

/** schema.org `Product` of a catalogue product: its name, grade as model, manufacturer (the product's brand) and its page. */
export function productJsonLd(product: { id: string; name: string; grade: string; manufacturer: string; description: string; url: string }): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    productID: product.id,
    sku: product.id,
    ...(product.grade ? { model: product.grade } : {}),
    ...(product.manufacturer
      ? { manufacturer: { '@type': 'Organization', name: product.manufacturer }, brand: { '@type': 'Brand', name: product.manufacturer } }
      : {}),
    url: product.url,
  }
}
