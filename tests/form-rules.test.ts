import { describe, expect, it } from 'vitest'
import { contactFormSchema, emptyContactForm, listedCountry } from '#app/features/forms/contact-form-schema.ts'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
import { emptyHtfCta, htfCtaSchema, htfProductIdSchema } from '#app/features/forms/htf-cta-schema.ts'
import { emptyNewsletter, newsletterSchema } from '#app/features/forms/newsletter-schema.ts'
import { callbackSchema, emptyCallback } from '#app/features/forms/callback-schema.ts'
import { isPostcode } from '#app/ui/forms/form-fields.ts'

const valid = { ...emptyContactForm, country: 'DE', zip: '10115', name: 'Ada', email: 'ada@example.com', message: 'Hello', privacy: true }

/** The field and code of each issue, as the form shows them. */
function issues(values: Record<string, unknown>): string[] {
  const result = contactFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the country a contact form names once the list is there', () => {
  const list = [
    { code: 'DE', name: 'Germany' },
    { code: 'AT', name: 'Austria' },
    { code: 'CN', name: '中国' },
  ]
  it.each([
    ['a listed code', 'DE', 'DE'],
    ['a written name', 'Germany', 'DE'],
    ['a name in another case, spaces around', '  aUSTRIA ', 'AT'],
    ['a written code', 'at', 'AT'],
    ['a name in Chinese', '中国', 'CN'],
    ['a country not in the list', 'Atlantis', ''],
    ['a code not in the list', 'FR', ''],
    ['a part of a name', 'Germ', ''],
    ['nothing', '', ''],
  ])('%s', (_, value, expected) => {
    expect(listedCountry(value, list)).toBe(expected)
  })

  it('is none while the list is empty', () => {
    expect(listedCountry('DE', [])).toBe('')
  })
})

describe('the customer contact form schema', () => {
  it('accepts a complete form', () => {
    expect(issues(valid)).toEqual([])
  })

  it.each([
    ['an empty form', emptyContactForm, ['country: choice', 'zip: required', 'name: required', 'email: required', 'message: required', 'privacy: consent']],
    ['a 10 kB e-mail address', { ...valid, email: `${'a'.repeat(10_000)}@example.com` }, ['email: too-long']],
    ['an e-mail without domain', { ...valid, email: 'ada@' }, ['email: email']],
    ['a 5 MB message', { ...valid, message: 'x'.repeat(5_000_000) }, ['message: too-long']],
    ['a script in the name', { ...valid, name: '<script>alert(1)</script>' }, ['name: markup']],
    ['an image tag in the message', { ...valid, message: 'Hi <img src=x onerror=alert(1)>' }, ['message: markup']],
    ['a German postcode of four digits', { ...valid, zip: '1011' }, ['zip: zip']],
    ['an Austrian postcode of five digits', { ...valid, country: 'AT', zip: '10101' }, ['zip: zip']],
    ['a callback without phone', { ...valid, callback: true }, ['phone: required']],
    ['a phone number with letters', { ...valid, phone: 'call me' }, ['phone: phone']],
    ['an unknown language', { ...valid, language: 'fr' }, ['language: choice']],
    ['no consent', { ...valid, privacy: false }, ['privacy: consent']],
    ['a blank name', { ...valid, name: '   ' }, ['name: required']],
    ['a blank written country', { ...valid, country: '  ' }, ['country: choice']],
    ['a script as the written country', { ...valid, country: '<script>alert(1)</script>' }, ['country: markup']],
    ['a written country of 101 characters', { ...valid, country: 'x'.repeat(101) }, ['country: too-long']],
    ['a written country with a postcode of one character', { ...valid, country: 'Germany', zip: '1' }, ['zip: zip']],
  ])('refuses %s', (_, values, expected) => {
    expect(issues(values)).toEqual(expected)
  })

  it('takes a country written out while the list could not be loaded, its postcode by the general pattern', () => {
    expect(issues({ ...valid, country: 'Deutschland', zip: '1011' })).toEqual([])
    expect(issues({ ...valid, country: '中国', zip: '100000' })).toEqual([])
  })

  it('takes comparisons that are no markup', () => {
    expect(issues({ ...valid, message: 'We need 2 < x and y > 3 t/a' })).toEqual([])
  })
})

describe('the HTF call-to-action mail schema', () => {
  const cta = { name: 'Ada', company: 'Thermo GmbH', email: 'ada@example.com', phone: '', message: '', privacy: true }
  const ctaIssues = (values: unknown) => (htfCtaSchema.safeParse(values).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  it('accepts a form without phone and question', () => {
    expect(ctaIssues(cta)).toEqual([])
  })

  it.each([
    ['an empty form', emptyHtfCta, ['name: required', 'company: required', 'email: required', 'privacy: consent']],
    ['markup in the question', { ...cta, message: '<a href=x>' }, ['message: markup']],
    ['a 6,000-character question', { ...cta, message: 'x'.repeat(6000) }, ['message: too-long']],
    ['a phone number with letters', { ...cta, phone: 'call me' }, ['phone: phone']],
  ])('refuses %s', (_, values, expected) => {
    expect(ctaIssues(values)).toEqual(expected)
  })

  it.each([
    ['thermofluid-fg-300', true],
    ['9', true],
    ['', false],
    ['-fg', false],
    ['Thermofluid', false],
    ['../contact', false],
    ['a'.repeat(80), true],
    ['a'.repeat(81), false],
  ])('a fluid id %j is %s', (id, valid) => {
    expect(htfProductIdSchema.safeParse(id).success).toBe(valid)
  })
})

describe('the newsletter sign-up schema', () => {
  const signUp = { ...emptyNewsletter, email: 'ada@example.com', language: 'en', privacy: true }
  const signUpIssues = (values: unknown) => (newsletterSchema.safeParse(values).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  it('needs only the address, the language and consent', () => {
    expect(signUpIssues(signUp)).toEqual([])
  })

  it.each([
    ['an empty form', emptyNewsletter, ['email: required', 'privacy: consent']],
    ['an unknown language', { ...signUp, language: 'fr' }, ['language: choice']],
    ['markup in the company', { ...signUp, company: '<b>x</b>' }, ['company: markup']],
    ['a 101-character name', { ...signUp, name: 'x'.repeat(101) }, ['name: too-long']],
  ])('refuses %s', (_, values, expected) => {
    expect(signUpIssues(values)).toEqual(expected)
  })
})

describe('the callback request schema', () => {
  const call = { ...emptyCallback, name: 'Ada', phone: '+49 40 123456', email: 'ada@example.com', privacy: true }
  const callIssues = (values: unknown) => (callbackSchema.safeParse(values).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  it('accepts a request without company and topic, at any time', () => {
    expect(callIssues(call)).toEqual([])
  })

  it.each([
    ['an empty form', emptyCallback, ['name: required', 'phone: required', 'email: required', 'privacy: consent']],
    ['a phone number with letters', { ...call, phone: 'call me' }, ['phone: phone']],
    ['an unknown time', { ...call, time: 'night' }, ['time: choice']],
    ['markup in the topic', { ...call, topic: '<img src=x>' }, ['topic: markup']],
  ])('refuses %s', (_, values, expected) => {
    expect(callIssues(values)).toEqual(expected)
  })
})

describe('postcodes', () => {
  it.each([
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['AT', '1010', true],
    ['CH', '8001', true],
    ['IS', '101', true],
    ['FR', '75001', true],
    ['FR', '<b>', false],
  ])('%s %s: %s', (country, zip, expected) => {
    expect(isPostcode(country, zip)).toBe(expected)
  })
})

describe('field error texts', () => {
  it('reads each code in de, en and zh and falls back to "required"', () => {
    expect(fieldErrorText(['zip'], 'de')).toBe('Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.')
    expect(fieldErrorText(['email'], 'en')).toBe('Please enter a valid e-mail address.')
    expect(fieldErrorText(['required'], 'zh')).toBe('请填写此字段。')
    expect(fieldErrorText(['Invalid input'], 'en')).toBe('Please fill in this field.')
    expect(fieldErrorText([], 'en')).toBeUndefined()
  })
})
