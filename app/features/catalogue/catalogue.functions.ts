/**
 * Server functions of the product search and the product pages; the language is an input. The
 * search answers one page of results with the counts of every option, never the catalogue
 * (docs/decisions/017-product-catalogue.md).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { languages } from '#config/languages.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { parseProductSearchParams } from './product-search-params.ts'
import { type ProductDetail, type ProductSearchView, productDetail, productSearchView } from './catalogue-views.ts'
import { catalogueProducts } from './catalogue.server.ts'
import { catalogueBrands } from './brands.server.ts'
import { type BrandTile, type CatalogueBrand, brandPageProducts, newestFirst } from './catalogue-brand.ts'

type ProductSearchResult = ({ status: 'ok' } & ProductSearchView) | { status: 'empty' } | { status: 'error' }

export const getProductSearch = createServerFn({ method: 'GET' })
  .validator(
    input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), params: z.record(z.string(), z.unknown()).transform(parseProductSearchParams) })),
  )
  .handler(async ({ data }): Promise<ProductSearchResult> => {
    try {
      const products = await catalogueProducts(cmsSiteOf(data.brand), data.lang)
      if (products.length === 0) return { status: 'empty' }
      return { status: 'ok', ...productSearchView(products, data.params, data.lang) }
    } catch (error) {
      logAppFailure('catalogue', 'search', error)
      return { status: 'error' }
    }
  })

type ProductDetailResult = { status: 'ok'; product: ProductDetail } | { status: 'not-found' } | { status: 'error' }

export const getCatalogueProduct = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), id: z.string().min(1).max(200) })))
  .handler(async ({ data }): Promise<ProductDetailResult> => {
    try {
      const product = (await catalogueProducts(cmsSiteOf(data.brand), data.lang)).find((candidate) => candidate.id === data.id)
      return product ? { status: 'ok', product: productDetail(product, data.lang) } : { status: 'not-found' }
    } catch (error) {
      logAppFailure('catalogue', 'product', error)
      return { status: 'error' }
    }
  })

type BrandsResult = { status: 'ok'; brands: BrandTile[] } | { status: 'empty' } | { status: 'error' }

/** The brands page: the site's brands newest first, each with the number of its products. */
export const getBrands = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages) })))
  .handler(async ({ data }): Promise<BrandsResult> => {
    try {
      const site = cmsSiteOf(data.brand)
      const [brands, products] = await Promise.all([catalogueBrands(site, data.lang), catalogueProducts(site, data.lang)])
      if (brands.length === 0) return { status: 'empty' }
      const counts = new Map<string, number>()
      for (const product of products) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1)
      return { status: 'ok', brands: brands.map((brand) => ({ ...brand, productCount: counts.get(brand.id) ?? 0 })) }
    } catch (error) {
      logAppFailure('catalogue', 'brands', error)
      return { status: 'error' }
    }
  })

/** A brand's page: the brand, its newest products (spec section 9, `created desc`) and how many it has. */
type BrandDetail = CatalogueBrand & { products: Array<{ id: string; name: string; grade: string }>; total: number }

type BrandDetailResult = { status: 'ok'; brand: BrandDetail } | { status: 'not-found' } | { status: 'error' }

export const getCatalogueBrand = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), id: z.string().min(1).max(200) })))
  .handler(async ({ data }): Promise<BrandDetailResult> => {
    try {
      const site = cmsSiteOf(data.brand)
      const found = (await catalogueBrands(site, data.lang)).find((candidate) => candidate.id === data.id)
      if (!found) return { status: 'not-found' }
      const products = (await catalogueProducts(site, data.lang)).filter((product) => product.brand === found.id)
      const newest = newestFirst(products, new Intl.Collator(data.lang, { numeric: true })).slice(0, brandPageProducts)
      return { status: 'ok', brand: { ...found, products: newest.map(({ id, name, grade }) => ({ id, name, grade })), total: products.length } }
    } catch (error) {
      logAppFailure('catalogue', 'brand', error)
      return { status: 'error' }
    }
  })
