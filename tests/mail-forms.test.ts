/** What every mail form in `app/features/forms/` keeps to in its code (ADR 049): one way to write the sender's fields and the address it offers. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './helpers/backend.ts'

const formsDir = join(repoRoot, 'app/features/forms')
const forms = readdirSync(formsDir).filter((file) => file.endsWith('-form.tsx') && file !== 'mail-form.tsx')
const source = (file: string) => readFileSync(join(formsDir, file), 'utf8')

/** An e-mail address written out in code. */
const emailAddress = /['"`][\w.+-]+@[\w-]+(\.[\w-]+)+['"`]/
/** A sender's field written by hand instead of through `SenderFields` or `CompanyField` (mail-form.tsx). */
const handWrittenSender = /AppField name="(company|phone)"/

describe('mail forms (ADR 049)', () => {
  it('finds the forms', () => {
    expect(forms).toEqual(expect.arrayContaining(['callback-form.tsx', 'customer-contact-form.tsx', 'htf-cta-form.tsx', 'newsletter-form.tsx']))
  })

  it.each(forms)('%s takes the address it offers from the CMS component or PUBLIC_CONTACT_EMAIL', (file) => {
    expect(source(file)).not.toMatch(emailAddress)
  })

  it.each(forms)('%s writes its company and phone fields through CompanyField and SenderFields', (file) => {
    expect(source(file)).not.toMatch(handWrittenSender)
  })

  it.each([
    ['a hard-coded address', "contactEmail={stringProp(props, 'email') ?? 'htf@okg.example'}", emailAddress],
    ['a hand-written company field', '<form.AppField name="company">{(field) => <field.TextField />}</form.AppField>', handWrittenSender],
    ['a hand-written phone field', '<form.AppField name="phone">', handWrittenSender],
  ])('the rule finds %s', (_, code, pattern) => {
    expect(code).toMatch(pattern)
  })
})
