import { describe, expect, it } from 'vitest'
import { emailField, isPostcode, optionalAmount, optionalDate, optionalPhone, optionalText, requiredAmount, requiredText } from '#app/ui/forms/form-fields.ts'

/** The codes of a value's issues, as the form shows them. */
const codes = (schema: { safeParse(value: unknown): { error?: { issues: Array<{ message: string }> } } }, value: unknown): string[] =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message)

describe('free text', () => {
  // The schemas are made inside each test: those made while the module loads are out of Stryker's reach (ADR 037).
  it.each([
    ['', []],
    ['abc', []],
    ['1<2', []],
    ['abcd', ['too-long']],
    ['<b>', ['markup']],
    ['</a', ['markup']],
    ['<!-', ['markup']],
    ['<?x', ['markup']],
    // too long: nothing else is checked
    ['<b>x', ['too-long']],
  ])('of at most 3 characters: %j -> %j', (value, expected) => {
    expect(codes(optionalText(3), value)).toEqual(expected)
  })

  it.each([
    ['abc', []],
    ['', ['required']],
    ['   ', ['required']],
    ['<b>', ['markup']],
    ['    ', ['too-long']],
  ])('that must not be blank, of at most 3 characters: %j -> %j', (value, expected) => {
    expect(codes(requiredText(3), value)).toEqual(expected)
  })
})

describe('amounts and days', () => {
  it.each([
    ['', true],
    ['1200', true],
    [' 2,5 ', true],
    ['0.75', true],
    ['123456789', true],
    ['1234567890', false],
    ['1.2345', false],
    ['1,', false],
    ['-3', false],
    ['ten', false],
    ['1 000', false],
  ])('an amount %j is %s', (value, valid) => {
    expect(optionalAmount.safeParse(value).success).toBe(valid)
  })

  it('an amount of 21 characters is too long, a required one must not be blank', () => {
    expect(codes(optionalAmount, '1'.repeat(21))).toEqual(['too-long'])
    expect(codes(requiredAmount, ' ')).toEqual(['required'])
    expect(requiredAmount.safeParse('12').success).toBe(true)
  })

  it.each([
    ['', true],
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-31', false],
    ['2026-13-01', false],
    ['01.12.2026', false],
    ['2026-12-1', false],
    [' 2026-12-01', false],
    ['2026-12-01x', false],
    ['2026-12-01T00:00', false],
    ['2026-1-1', false],
    ['2026-12', false],
  ])('a day %j is %s', (value, valid) => {
    expect(optionalDate.safeParse(value).success).toBe(valid)
  })

  it('a day longer than ten characters is too long', () => {
    expect(codes(optionalDate, '2026-12-011')).toEqual(['too-long'])
  })
})

describe('the shared e-mail, phone and postcode rules', () => {
  it.each([
    [' ada@example.com ', []],
    ['   ', ['required']],
    ['<ada@example.com', ['email']],
    ['ada@example.com>', ['email']],
    ['ada@example', ['email']],
    ["o'brien+news@mail.example.ie", []],
    ['Ada.Lovelace@Example.COM', []],
    ['ada@xn--mller-kva.de', []],
    ['ada@müller.de', []],
    // what the mail API refuses (issue 32): a non-ASCII local part, a one-letter top-level domain, quotes
    ['müller@müller.de', ['email']],
    ['x@y.z', ['email']],
    ['a"b"@x.de', ['email']],
    ['ada..b@example.com', ['email']],
    ['.ada@example.com', ['email']],
    ['ada@example.com.', ['email']],
    ['ada@localhost', ['email']],
    ['ada@exa mple.com', ['email']],
    ['ada@müller.de/evil.example', ['email']],
    ['ada@[127.0.0.1]', ['email']],
    // a domain that is no host name (a character a URL's host refuses) stays as typed
    ['ada@mü<ller.de', ['email']],
    ['ada@xn--ü.de', ['email']],
    [`${'a'.repeat(245)}@example.com`, ['too-long']],
    // no address (no @, nothing before it): refused as such, though its domain in ASCII would be too long
    [`${'x'.repeat(245)}.dü`, ['email']],
    [`@${'x'.repeat(245)}.dü`, ['email']],
  ])('an e-mail address %j: %j', (value, expected) => {
    expect(codes(emailField, value)).toEqual(expected)
  })

  it.each([
    [' ada@example.com ', 'ada@example.com'],
    ['ada@müller.de', 'ada@xn--mller-kva.de'],
    ['ada@ＭÜLLER.de', 'ada@xn--mller-kva.de'],
    // a domain in ASCII is sent as typed
    ['Ada.Lovelace@Example.COM', 'Ada.Lovelace@Example.COM'],
  ])('an e-mail address %j is sent as %j', (value, sent) => {
    expect(emailField.parse(value)).toBe(sent)
  })

  it.each([
    [' +49 40 123456 ', []],
    ['49 (40) 123-456', []],
    ['   ', []],
    ['x+49 40 123456', ['phone']],
    ['+49 40 123456 x', ['phone']],
    ['++49 40 123456', ['phone']],
    ['+1234', ['phone']],
  ])('a phone number %j: %j', (value, expected) => {
    expect(codes(optionalPhone, value)).toEqual(expected)
  })

  it.each([
    ['FR', '-7500', false],
    ['FR', '75001!', false],
    ['FR', ' 75001 ', true],
    ['NL', '1234 AB', true],
    ['NL', '1', false],
  ])('a postcode of %s %j: %s', (country, zip, valid) => {
    expect(isPostcode(country, zip)).toBe(valid)
  })
})
