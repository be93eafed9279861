/** The contact finder's server function: the responsible person, when asked (the countries to choose from are `countriesQuery`'s). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { input } from '#app/server/input.ts'
import { type ContactAnswer, responsibleContact } from '#app/cms/contacts.server.ts'

type ContactFinderResult = { status: 'ok'; answer: ContactAnswer | undefined } | { status: 'error' }

export const getContactFinder = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages), country: z.string().regex(/^([A-Z]{2})?$/), zip: z.string().max(10) })))
  .handler(async ({ data }): Promise<ContactFinderResult> => {
    try {
      return { status: 'ok', answer: data.country && data.zip ? await responsibleContact(data.lang, data.country, data.zip) : undefined }
    } catch (error) {
      logAppFailure('contact-finder', 'contact person', error)
      return { status: 'error' }
    }
  })
