/** The server function of contact sections: a contact of Magnolia's contacts workspace by path. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { type ContactPerson, contactPathPattern } from './contact-person.ts'
import { deliveredContact } from './contacts.server.ts'

type ContactPersonResult = { status: 'ok'; person: ContactPerson } | { status: 'not-found' } | { status: 'error' }

export const getContactPerson = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages), path: z.string().regex(contactPathPattern) })))
  .handler(async ({ data }): Promise<ContactPersonResult> => {
    try {
      const person = await deliveredContact(data.lang, data.path)
      return person ? { status: 'ok', person } : { status: 'not-found' }
    } catch (error) {
      logAppFailure('contact-section', 'contact person', error)
      return { status: 'error' }
    }
  })
