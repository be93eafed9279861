/**
 * Server functions of the forms: the countries and a captcha challenge (so the browser never calls
 * an upstream), and the submission, accepted only after Magnolia verified its captcha and stored
 * in the outbox before the answer.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { brandIds, cmsSiteOf, languages } from '#app.config.ts'
import { contactFormSchema } from './contact-form-schema.ts'
import { type CaptchaChallenge, type Country, type MailCommand, captchaChallenge, captchaVerified, countries } from './forms.server.ts'
import { queueSubmission, startOutbox } from './forms-outbox.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

function failed(what: string, error: unknown): void {
  logAppFailure('forms', what, error)
}

export type CountriesResult = { status: 'ok'; countries: Country[] } | { status: 'error' }

export const getCountries = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages) })))
  .handler(async ({ data }): Promise<CountriesResult> => {
    try {
      // a form page is served: the outbox's worker runs from now on
      startOutbox()
      return { status: 'ok', countries: await countries(data.lang) }
    } catch (error) {
      failed('countries', error)
      return { status: 'error' }
    }
  })

export const getCaptchaChallenge = createServerFn({ method: 'GET' }).handler(async (): Promise<CaptchaChallenge> => captchaChallenge())

export type SubmitResult = { status: 'sent' } | { status: 'captcha' } | { status: 'error' }

const submission = <S extends z.ZodType>(values: S) =>
  z.object({ brand: z.enum(brandIds), lang: z.enum(languages), values, altcha: z.string().min(1).max(10_000), id: z.uuid() })

export const submitContactForm = createServerFn({ method: 'POST' })
  .validator(input(submission(contactFormSchema)))
  .handler(async ({ data }): Promise<SubmitResult> => {
    if (!(await captchaVerified(data.altcha))) return { status: 'captcha' }
    const { privacy, ...fields } = data.values
    const command: MailCommand = { form: 'contact', site: cmsSiteOf(data.brand), language: data.lang, email: data.values.email, fields: { ...fields, privacy } }
    try {
      // stored before the visitor hears it was received; the outbox delivers it, once
      queueSubmission({ id: data.id, path: '/.rest/commands/v2/mail/mail', body: command })
      return { status: 'sent' }
    } catch (error) {
      failed('contact form', error)
      return { status: 'error' }
    }
  })
