/** The server function of the country lists (the contact form's, the contact finder's): Magnolia's countries in the visitor's language. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { input } from '#app/server/input.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { type Country, countries } from './countries.server.ts'

type CountriesResult = { status: 'ok'; countries: Country[] } | { status: 'error' }

export const getCountries = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages) })))
  .handler(async ({ data }): Promise<CountriesResult> => {
    try {
      return { status: 'ok', countries: await countries(data.lang) }
    } catch (error) {
      logAppFailure('countries', 'countries', error)
      return { status: 'error' }
    }
  })
