/**
 * Server functions of a catalogue's industries; the brand and language are inputs. The tiles
 * answer the site's industries, the detail an industry (or one of its product groups) with its
 * groups, products and industry manager.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { languages } from '#config/languages.ts'
import type { ContactPerson } from '#app/cms/contact-person.ts'
import { deliveredContact } from '#app/cms/contacts.server.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { industryIdPattern } from '#app/site/industries-paths.ts'
import { type CatalogueIndustry, type IndustryGroup, industryGroups, industryProducts } from './catalogue-industry.ts'
import { catalogueIndustries } from './catalogue-industries.server.ts'
import { catalogueProducts } from './catalogue.server.ts'

/** How many products an industry's page lists (its product groups' pages list all of theirs). */
const industryPageProducts = 12

type IndustryTile = Pick<CatalogueIndustry, 'id' | 'title' | 'lead' | 'image'>

type CatalogueIndustriesResult = { status: 'ok'; industries: IndustryTile[] } | { status: 'error' }

export const getCatalogueIndustries = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages) })))
  .handler(async ({ data }): Promise<CatalogueIndustriesResult> => {
    try {
      const industries = await catalogueIndustries(cmsSiteOf(data.brand), data.lang)
      return { status: 'ok', industries: industries.map(({ id, title, lead, image }) => ({ id, title, lead, image })) }
    } catch (error) {
      logAppFailure('catalogue', 'industries', error)
      return { status: 'error' }
    }
  })

export interface CatalogueIndustryDetail {
  industry: Omit<CatalogueIndustry, 'productGroups' | 'contact'>
  groups: IndustryGroup[]
  /** The product group asked for, where one is. */
  group?: IndustryGroup | undefined
  /** The industry's (or the group's) products by name; an industry's first `industryPageProducts`. */
  products: Array<{ id: string; name: string; grade: string; manufacturer: string }>
  total: number
  contact?: ContactPerson | undefined
}

type CatalogueIndustryResult = ({ status: 'ok' } & CatalogueIndustryDetail) | { status: 'not-found' } | { status: 'error' }

const id = z.string().regex(industryIdPattern)

export const getCatalogueIndustry = createServerFn({ method: 'GET' })
  .validator(input(z.object({ brand: z.enum(brandIds), lang: z.enum(languages), id, productGroupId: id.optional() })))
  .handler(async ({ data }): Promise<CatalogueIndustryResult> => {
    try {
      const site = cmsSiteOf(data.brand)
      const [industries, catalogue] = await Promise.all([catalogueIndustries(site, data.lang), catalogueProducts(site, data.lang)])
      const found = industries.find((candidate) => candidate.id === data.id)
      if (!found) return { status: 'not-found' }
      const groups = industryGroups(found, catalogue)
      const group = data.productGroupId === undefined ? undefined : groups.find((candidate) => candidate.id === data.productGroupId)
      if (data.productGroupId !== undefined && !group) return { status: 'not-found' }
      const products = industryProducts(found, catalogue, group?.id)
      const shown = group ? products : products.slice(0, industryPageProducts)
      const contact = found.contact === undefined ? undefined : await deliveredContact(data.lang, found.contact)
      const { title, lead, description, image, market } = found
      return {
        status: 'ok',
        industry: { id: found.id, title, lead, description, image, market },
        groups,
        group,
        products: shown.map(({ id: productId, name, grade, manufacturer }) => ({ id: productId, name, grade, manufacturer })),
        total: products.length,
        contact,
      }
    } catch (error) {
      logAppFailure('catalogue', 'industry', error)
      return { status: 'error' }
    }
  })
