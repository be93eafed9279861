import { describe, expect, it } from 'vitest'
import { fieldErrorText } from '#app/ui/forms/field-errors.ts'
import { fitsMailCommand } from '#app/features/forms/mail-command-size.ts'
import { emptyHraf, hrafSchema } from '#app/features/forms/hraf-schema.ts'
import { emptyProductRequest, productRequestSchema } from '#app/features/forms/product-request-schema.ts'
import { emptyInnovation, innovationSchema } from '#app/features/forms/innovation-schema.ts'
import { emptyOfferSample, offerSampleSchema } from '#app/features/forms/offer-sample-schema.ts'
import { emptyRecycling, emptyWasteEntry, recyclingSchemas, recyclingVariant, wasteEntrySchema } from '#app/features/forms/recycling-schema.ts'

/** The field and code of each issue, as the form shows them. */
const issuesOf =
  (schema: { safeParse(values: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }) =>
  (values: unknown): string[] =>
    (schema.safeParse(values).error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)

describe('the recycling waste request schemas', () => {
  const waste = { ...emptyWasteEntry, polymer: 'PP', wasteDescription: 'Sprues from injection moulding', quantity: '120' }
  const request = {
    ...emptyRecycling,
    wastes: [waste],
    name: 'Ada',
    company: 'Parts GmbH',
    address: 'Example Street 1, 20095 Hamburg',
    email: 'ada@example.com',
    privacy: true,
  }
  const wipag = issuesOf(recyclingSchemas.wipag)
  const mocom = issuesOf(recyclingSchemas.mocom)

  it('accepts a request with one waste entry, in both variants', () => {
    expect(wipag(request)).toEqual([])
    expect(mocom(request)).toEqual([])
  })

  it('needs the company at wipag only', () => {
    expect(wipag({ ...request, company: ' ' })).toEqual(['company: required'])
    expect(mocom({ ...request, company: '' })).toEqual([])
    expect(mocom({ ...request, company: '<b>' })).toEqual(['company: markup'])
  })

  it('lists what an empty form lacks, each next to its field', () => {
    expect(wipag(emptyRecycling)).toEqual([
      'wastes.0.polymer: required',
      'wastes.0.wasteDescription: required',
      'wastes.0.quantity: required',
      'name: required',
      'email: required',
      'address: required',
      'privacy: consent',
      'company: required',
    ])
  })

  it.each([
    ['no waste entry', { ...request, wastes: [] }, ['wastes: entries']],
    ['21 waste entries', { ...request, wastes: Array.from({ length: 21 }, () => waste) }, ['wastes: too-long']],
    ['an unknown target', { ...request, target: 'landfill' }, ['target: choice']],
    ['an amount in words', { ...request, wastes: [{ ...waste, amount: 'a lot' }] }, ['wastes.0.amount: number']],
    ['a quantity in words', { ...request, wastes: [waste, { ...waste, quantity: 'some' }] }, ['wastes.1.quantity: number']],
    ['markup in the requirements', { ...request, requirements: '<script>' }, ['requirements: markup']],
    ['a phone number with letters', { ...request, phone: 'call me' }, ['phone: phone']],
    ['a 301-character address', { ...request, address: 'x'.repeat(301) }, ['address: too-long']],
    ['a 5,001-character message', { ...request, message: 'x'.repeat(5001) }, ['message: too-long']],
    ['a 2,001-character additional info', { ...request, additionalInfo: 'x'.repeat(2001) }, ['additionalInfo: too-long']],
  ])('refuses %s', (_, values, expected) => {
    expect(wipag(values)).toEqual(expected)
  })

  it('takes 20 entries, and the longest texts each field allows', () => {
    expect(wipag({ ...request, wastes: Array.from({ length: 20 }, () => waste) })).toEqual([])
    expect(
      wipag({ ...request, address: 'x'.repeat(300), message: 'x'.repeat(5000), requirements: 'x'.repeat(2000), additionalInfo: 'x'.repeat(2000) }),
    ).toEqual([])
  })

  it("a request at every field's maximum (about 160 KB) is more than the mail command takes: the site answers it, not the outbox later (issue 32)", () => {
    const longest = (max: number) => 'ü'.repeat(max)
    const fullWaste = {
      polymer: longest(100),
      mold: longest(100),
      filler: longest(100),
      color: longest(100),
      amount: '123456789,123',
      description: longest(2000),
      otherAdhesion: longest(500),
      moreInfo: longest(2000),
      wasteDescription: longest(2000),
      quantity: '123456789,123',
      currentUse: longest(500),
    }
    const largest = {
      ...request,
      wastes: Array.from({ length: 20 }, () => fullWaste),
      address: longest(300),
      message: longest(5000),
      requirements: longest(2000),
      additionalInfo: longest(2000),
    }
    expect(wipag(largest)).toEqual([])
    const command = { form: 'recycling', site: 'wipag', language: 'en' as const, email: 'ada@example.com', fields: largest }
    expect(fitsMailCommand(command)).toBe(false)
    expect(fitsMailCommand({ ...command, fields: request })).toBe(true)
  })
})

describe('a waste entry', () => {
  const entry = issuesOf(wasteEntrySchema)
  const waste = { ...emptyWasteEntry, polymer: 'PA6', wasteDescription: 'Start-up lumps', quantity: '3,5' }

  it('needs polymer, waste description and quantity; the rest is optional', () => {
    expect(entry(waste)).toEqual([])
    expect(entry(emptyWasteEntry)).toEqual(['polymer: required', 'wasteDescription: required', 'quantity: required'])
  })

  it.each([
    ['mold', 100],
    ['filler', 100],
    ['color', 100],
    ['polymer', 100],
    ['otherAdhesion', 500],
    ['currentUse', 500],
    ['description', 2000],
    ['moreInfo', 2000],
    ['wasteDescription', 2000],
  ])('%s takes %i characters, no more and no markup', (field, max) => {
    expect(entry({ ...waste, [field]: 'x'.repeat(max) })).toEqual([])
    expect(entry({ ...waste, [field]: 'x'.repeat(max + 1) })).toEqual([`${field}: too-long`])
    expect(entry({ ...waste, [field]: '<img src=x>' })).toEqual([`${field}: markup`])
  })
})

describe('the recycling variant of a brand', () => {
  it.each([
    ['wipag', 'wipag'],
    ['mocom', 'mocom'],
    ['albis', undefined],
    ['group', undefined],
  ] as const)('%s: %s', (brand, variant) => {
    expect(recyclingVariant(brand)).toBe(variant)
  })
})

describe('the offer and sample request schema', () => {
  const check = issuesOf(offerSampleSchema)
  const offer = {
    ...emptyOfferSample('offer', 'ALCOM PA66 GF30'),
    quantity: '2 t',
    company: 'Parts GmbH',
    name: 'Ada',
    email: 'ada@example.com',
    privacy: true,
  }

  it('starts empty, with the product the page names, or none', () => {
    expect(emptyOfferSample('sample', 'ALTECH PP').product).toBe('ALTECH PP')
    expect(emptyOfferSample('sample')).toEqual({
      kind: 'sample',
      product: '',
      quantity: '',
      desiredDate: '',
      application: '',
      company: '',
      name: '',
      email: '',
      phone: '',
      message: '',
      privacy: false,
    })
  })

  it('accepts an offer with a desired date and a sample without one', () => {
    expect(check({ ...offer, desiredDate: '2027-01-15' })).toEqual([])
    expect(check({ ...offer, kind: 'sample' })).toEqual([])
  })

  it.each([
    [
      'an empty offer',
      emptyOfferSample('offer'),
      ['product: required', 'quantity: required', 'company: required', 'name: required', 'email: required', 'privacy: consent'],
    ],
    ['an unknown kind', { ...offer, kind: 'gift' }, ['kind: choice']],
    ['a sample with a desired date', { ...offer, kind: 'sample', desiredDate: '2027-01-15' }, ['desiredDate: choice']],
    ['a date that does not exist', { ...offer, desiredDate: '2027-02-30' }, ['desiredDate: date']],
    ['a 201-character product', { ...offer, product: 'x'.repeat(201) }, ['product: too-long']],
    ['a 101-character quantity', { ...offer, quantity: 'x'.repeat(101) }, ['quantity: too-long']],
    ['markup in the application', { ...offer, application: '<b>car</b>' }, ['application: markup']],
    ['a 1,001-character application', { ...offer, application: 'x'.repeat(1001) }, ['application: too-long']],
    ['a 5,001-character message', { ...offer, message: 'x'.repeat(5001) }, ['message: too-long']],
  ])('refuses %s', (_, values, expected) => {
    expect(check(values)).toEqual(expected)
  })
})

describe('the innovation schema', () => {
  const check = issuesOf(innovationSchema)
  const idea = { ...emptyInnovation, topic: 'Bio-based PA', description: 'A compound from castor oil', name: 'Ada', email: 'ada@example.com', privacy: true }

  it('accepts an idea without company and phone', () => {
    expect(check(idea)).toEqual([])
  })

  it.each([
    ['an empty form', emptyInnovation, ['topic: required', 'description: required', 'name: required', 'email: required', 'privacy: consent']],
    ['a 201-character topic', { ...idea, topic: 'x'.repeat(201) }, ['topic: too-long']],
    ['a 5,001-character description', { ...idea, description: 'x'.repeat(5001) }, ['description: too-long']],
    ['markup in the company', { ...idea, company: '<i>' }, ['company: markup']],
  ])('refuses %s', (_, values, expected) => {
    expect(check(values)).toEqual(expected)
  })
})

describe('the hraf (unsolicited application) schema', () => {
  const check = issuesOf(hrafSchema)
  const application = {
    ...emptyHraf,
    name: 'Ada',
    email: 'ada@example.com',
    area: 'engineering',
    message: 'Process engineer, 5 years of compounding',
    privacy: true,
  }

  it('accepts an application without phone and start date', () => {
    expect(check(application)).toEqual([])
    expect(check({ ...application, earliestStart: '2027-04-01', phone: '+49 40 123456' })).toEqual([])
  })

  it.each([
    ['an empty form', emptyHraf, ['name: required', 'email: required', 'area: choice', 'message: required', 'privacy: consent']],
    ['an unknown area', { ...application, area: 'astronaut' }, ['area: choice']],
    ['a start date that does not exist', { ...application, earliestStart: '2027-02-29' }, ['earliestStart: date']],
    ['a 5,001-character message', { ...application, message: 'x'.repeat(5001) }, ['message: too-long']],
  ])('refuses %s', (_, values, expected) => {
    expect(check(values)).toEqual(expected)
  })
})

describe('the new error texts', () => {
  it('read in de, en and zh', () => {
    expect(fieldErrorText(['number'], 'en')).toBe('Please enter a number (e.g. 1200 or 2.5).')
    expect(fieldErrorText(['date'], 'de')).toBe('Bitte geben Sie ein gültiges Datum ein.')
    expect(fieldErrorText(['entries'], 'zh')).toBe('请至少添加一种废料。')
  })
})

describe('the product request', () => {
  const check = issuesOf(productRequestSchema)
  const request = { ...emptyProductRequest, product: 'ALCOM PC 740', message: 'UL 94 V-0?', name: 'Ada', email: 'ada@example.com', privacy: true }

  it('needs product, question, name, e-mail and consent; company and phone are optional', () => {
    expect(check(request)).toEqual([])
    expect(check(emptyProductRequest)).toEqual(['product: required', 'name: required', 'email: required', 'message: required', 'privacy: consent'])
    expect(check({ ...request, company: '<b>' })).toEqual(['company: markup'])
  })

  it('takes the product fields of a product page: grade and manufacturer as text, the id as a node name or empty', () => {
    const fromPage = { ...request, grade: 'A3K GF30', manufacturer: 'BASF', productId: 'ultramid-a3k-gf30' }
    expect(check(fromPage)).toEqual([])
    expect(check({ ...fromPage, grade: 'x'.repeat(101), manufacturer: '<i>' })).toEqual(['grade: too-long', 'manufacturer: markup'])
    expect(check({ ...fromPage, productId: 'a'.repeat(128) })).toEqual([])
    for (const productId of ['a'.repeat(129), '-a', 'Ultramid', '../x', 'a/b', ' a']) expect(check({ ...fromPage, productId })).toEqual(['productId: choice'])
  })
})
