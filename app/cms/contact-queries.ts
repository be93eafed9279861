/** Query options and the page loader of contact sections: the contact person each names, in the server HTML. */
import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#app.config.ts'
import { type AppLoader, loadAppQuery } from './app-loader.ts'
import { contactPathPattern } from './contact-person.ts'
import { type ContentNode, stringProp } from './content.ts'
import { getContactPerson } from './contacts.functions.ts'

export const contactPersonQuery = (lang: Language, path: string) =>
  queryOptions({ queryKey: ['cms', 'contact', lang, path], queryFn: () => getContactPerson({ data: { lang, path } }), staleTime: 5 * 60_000 })

/** The contact a contact section names (its `contact` property, a path in Magnolia's contacts), or undefined. */
export function contactPathOf(component: Record<string, unknown>): string | undefined {
  const path = stringProp(component, 'contact')
  return path && contactPathPattern.test(path) ? path : undefined
}

export const loadContactSections: AppLoader = async ({ queryClient, address, components }) => {
  const paths = new Set(components.map((component: ContentNode) => contactPathOf(component)).filter((path) => path !== undefined))
  await Promise.all([...paths].map((path) => loadAppQuery(queryClient, contactPersonQuery(address.lang, path))))
}
