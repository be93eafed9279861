/** The contact finder's server function: the countries to choose from and, when asked, the responsible person. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { type Country, countries } from '#app/cms/countries.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { input } from '#app/server/input.ts'
import { type ContactAnswer, responsibleContact } from '#app/cms/contacts.server.ts'

type ContactFinderResult = { status: 'ok'; countries: Country[]; answer: ContactAnswer | undefined } | { status: 'error' }

export const getContactFinder = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages), country: z.string().regex(/^([A-Z]{2})?$/), zip: z.string().max(10) })))
  .handler(async ({ data }): Promise<ContactFinderResult> => {
    try {
      const [list, answer] = await Promise.all([
        countries(data.lang),
        data.country && data.zip ? responsibleContact(data.lang, data.country, data.zip) : undefined,
      ])
      return { status: 'ok', countries: list, answer }
    } catch (error) {
      logAppFailure('contact-finder', 'contact person', error)
      return { status: 'error' }
    }
  })
