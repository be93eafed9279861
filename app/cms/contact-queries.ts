/** Query options and the page loader of contact sections: the contact person each names, in the server HTML. */
import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { type AppLoader, loadAppQuery } from './app-loader.ts'
import { contactPathOf } from './contact-person.ts'
import type { ContentNode } from './content.ts'
import { getContactPerson } from './contacts.functions.ts'

export const contactPersonQuery = (lang: Language, path: string) =>
  queryOptions({ queryKey: ['cms', 'contact', lang, path], queryFn: () => getContactPerson({ data: { lang, path } }), staleTime: 5 * 60_000 })

export const loadContactSections: AppLoader = async ({ queryClient, address, components }) => {
  const paths = new Set(components.map((component: ContentNode) => contactPathOf(component)).filter((path) => path !== undefined))
  await Promise.all([...paths].map((path) => loadAppQuery(queryClient, contactPersonQuery(address.lang, path))))
}
