/**
 * Magnolia's contact persons on the one upstream client (docs/contracts.md, "Mail and contact" and
 * "Content delivery"): the person the contact finder names for a country and postcode (or
 * `NOT_FOUND`), a contact of the contacts workspace by path (`GET /.rest/delivery/contact/v1{path}`,
 * what a contact section shows), the person a message written in a contact dialog is for, and
 * whether the dialog's page shows that person at all (ADR 034). Answers are kept like CMS data, so
 * a failing Magnolia still has the last good answer.
 */
import { z } from 'zod'
import { type BrandId, cmsSiteOf } from '#config/brands.ts'
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { cutBackCmsPath, isSafePagePath } from '#app/site/cms-path.ts'
import { serverEnv } from '#app/server/env.server.ts'
import { SwrCache } from '#app/server/swr-cache.server.ts'
import { isNotFound } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'
import { type ContactPerson, type ContactReference, contactFinderTemplate, contactPathOf, contactSectionTemplate } from './contact-person.ts'
import { type ContentNode, isAsset, nodesWithTemplate } from './content.ts'
import { magnolia } from './magnolia.server.ts'

const personSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  role: z.string().max(200),
  email: z.string().max(254),
  phone: z.string().max(40),
  /** The portrait's DAM asset, where the contact has one. */
  photo: z.unknown().optional(),
})

export type ContactAnswer = { kind: 'found'; person: ContactPerson } | { kind: 'not-found' }

let finderCache: SwrCache<ContactAnswer> | undefined

/** The person responsible for a postcode of a country. */
export function responsibleContact(lang: Language, country: string, zip: string): Promise<ContactAnswer> {
  finderCache ??= new SwrCache({ name: 'contact-finder', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  return finderCache.get(`contact:${lang}:${country}:${zip}`, async () => {
    try {
      const { name, role, email, phone, photo } = await upstream('cms').get(`/.rest/api/countries/${country}/contact`, personSchema, {
        query: { zipCode: zip, language: lang },
      })
      return { kind: 'found', person: { name, role, email, phone, ...(isAsset(photo) ? { photo } : {}) } }
    } catch (error) {
      if (isNotFound(error)) return { kind: 'not-found' }
      throw error
    }
  })
}

/** A node of Magnolia's contacts workspace (`mgnl:contact`) as the delivery endpoint answers it. */
const contactNodeSchema = z.object({
  firstName: z.string().max(100).default(''),
  lastName: z.string().max(100).default(''),
  role: z.string().max(200).default(''),
  email: z.string().max(254),
  officePhoneNr: z.string().max(40).default(''),
  photo: z.unknown().optional(),
})

let contactCache: SwrCache<ContactPerson | null> | undefined

/** A contact of Magnolia's contacts workspace by path, in a language; undefined when there is none. */
export async function deliveredContact(lang: Language, path: string): Promise<ContactPerson | undefined> {
  contactCache ??= new SwrCache({ name: 'contacts', ttlMs: serverEnv().CMS_CACHE_TTL_MS, maxEntries: constants.cmsCache.maxEntries })
  const person = await contactCache.get(`contact:${lang}:${path}`, async () => {
    try {
      const node = await upstream('cms').get(`/.rest/delivery/contact/v1${path}`, contactNodeSchema, { query: { lang } })
      const name = `${node.firstName} ${node.lastName}`.trim()
      return { name, role: node.role, email: node.email, phone: node.officePhoneNr, ...(isAsset(node.photo) ? { photo: node.photo } : {}) }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  })
  return person ?? undefined
}

/** The person a reference names, or undefined when it names nobody. */
export async function referencedContact(lang: Language, reference: ContactReference): Promise<ContactPerson | undefined> {
  if ('path' in reference) return deliveredContact(lang, reference.path)
  const answer = await responsibleContact(lang, reference.country, reference.zip)
  return answer.kind === 'found' ? answer.person : undefined
}

/**
 * Whether a page's content shows the contact a reference names: a contact section naming that
 * contact's path, or, for the finder's question (a country and a postcode), the contact finder,
 * whose answer is the person responsible for it.
 */
function pageShowsContact(page: ContentNode, reference: ContactReference): boolean {
  if ('path' in reference) return nodesWithTemplate(page, contactSectionTemplate).some((section) => contactPathOf(section) === reference.path)
  return nodesWithTemplate(page, contactFinderTemplate).length > 0
}

/**
 * Whether the page a contact dialog was opened on (`pagePath`, as the site's URL names it) shows
 * the contact the dialog names: `unknown` when Magnolia cannot say (no answer and no copy kept).
 */
export async function contactShownOn(
  brand: BrandId,
  lang: Language,
  pagePath: string,
  reference: ContactReference,
): Promise<'shown' | 'not shown' | 'unknown'> {
  if (!isSafePagePath(pagePath)) return 'not shown'
  let page: ContentNode | null
  try {
    page = await magnolia().getPage(lang, cmsSiteOf(brand), cutBackCmsPath(pagePath))
  } catch {
    return 'unknown'
  }
  return page && pageShowsContact(page, reference) ? 'shown' : 'not shown'
}
