import { queryOptions } from '@tanstack/react-query'
import type { BrandId } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import type { ProductSearchParams } from './product-search-params.ts'
import { productSearchOwnParams } from './product-search-links.ts'
import { getBrands, getCatalogueBrand, getCatalogueProduct, getProductSearch } from './catalogue.functions.ts'
import { getCatalogueIndustries, getCatalogueIndustry } from './catalogue-industries.functions.ts'

export const productSearchQuery = (brand: BrandId, lang: Language, params: ProductSearchParams) =>
  queryOptions({
    queryKey: ['catalogue', 'search', brand, lang, params],
    queryFn: () => getProductSearch({ data: { brand, lang, params: productSearchOwnParams(params) } }),
    staleTime: 60_000,
  })

export const catalogueProductQuery = (brand: BrandId, lang: Language, id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', brand, lang, id],
    queryFn: () => getCatalogueProduct({ data: { brand, lang, id } }),
    staleTime: 60_000,
  })

export const brandsQuery = (brand: BrandId, lang: Language) =>
  queryOptions({ queryKey: ['catalogue', 'brands', brand, lang], queryFn: () => getBrands({ data: { brand, lang } }), staleTime: 60_000 })

export const catalogueBrandQuery = (brand: BrandId, lang: Language, id: string) =>
  queryOptions({ queryKey: ['catalogue', 'brand', brand, lang, id], queryFn: () => getCatalogueBrand({ data: { brand, lang, id } }), staleTime: 60_000 })

export const catalogueIndustriesQuery = (brand: BrandId, lang: Language) =>
  queryOptions({ queryKey: ['catalogue', 'industries', brand, lang], queryFn: () => getCatalogueIndustries({ data: { brand, lang } }), staleTime: 60_000 })

export const catalogueIndustryQuery = (brand: BrandId, lang: Language, id: string, productGroupId?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'industry', brand, lang, id, productGroupId ?? null],
    queryFn: () => getCatalogueIndustry({ data: { brand, lang, id, ...(productGroupId === undefined ? {} : { productGroupId }) } }),
    staleTime: 60_000,
  })
