/**
 * Server functions of the product search and the product pages; the language is an input. The
 * search answers one page of results with the counts of every option, never the catalogue
 * (docs/decisions/017-product-catalogue.md).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { brandIds, cmsSiteOf, languages } from '#app.config.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { productSearchParamsSchema } from './product-search-params.ts'
import { type ProductDetail, type ProductSearchView, productDetail, productSearchView } from './catalogue-views.ts'
import { catalogueProducts } from './catalogue.server.ts'

export type ProductSearchResult = ({ status: 'ok' } & ProductSearchView) | { status: 'empty' } | { status: 'error' }

export const getProductSearch = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), params: productSearchParamsSchema })))
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

export type ProductDetailResult = { status: 'ok'; product: ProductDetail } | { status: 'not-found' } | { status: 'error' }

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
