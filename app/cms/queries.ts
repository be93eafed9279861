import { queryOptions } from '@tanstack/react-query'
import type { BrandId, Language } from '../../app.config.ts'
import { getCmsPage, getSiteLayout, getSiteSettings } from './cms.functions.ts'

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: ['site', 'settings'], queryFn: () => getSiteSettings(), staleTime: Infinity })

export const cmsPageQuery = (brand: BrandId, lang: Language, pagePath: string) =>
  queryOptions({
    queryKey: ['cms', 'page', brand, lang, pagePath],
    queryFn: () => getCmsPage({ data: { brand, lang, pagePath } }),
    staleTime: 60_000,
  })

export const siteLayoutQuery = (brand: BrandId, lang: Language) =>
  queryOptions({
    queryKey: ['cms', 'layout', brand, lang],
    queryFn: () => getSiteLayout({ data: { brand, lang } }),
    staleTime: 5 * 60_000,
  })
