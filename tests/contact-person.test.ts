import { describe, expect, it } from 'vitest'
import { contactPathOf } from '#app/cms/contact-person.ts'

describe('the contact a contact section names', () => {
  it.each([
    ['/albis/jan-beispiel', '/albis/jan-beispiel'],
    ['/new-business/max-skizze', '/new-business/max-skizze'],
    ['/albis/sales/north/jana-petersen', '/albis/sales/north/jana-petersen'],
    ['/albis', undefined],
    ['albis/jan-beispiel', undefined],
    ['/albis/jan-beispiel/', undefined],
    ['/albis/../secrets', undefined],
    ['/albis/Jan Beispiel', undefined],
    ['/albis/jan-beispiel?lang=de', undefined],
    ['', undefined],
  ])('%j is %j', (contact, path) => {
    expect(contactPathOf({ contact })).toBe(path)
  })

  it('is none without a contact', () => {
    expect(contactPathOf({ title: 'Talk to us' })).toBeUndefined()
    expect(contactPathOf({ contact: 42 })).toBeUndefined()
  })
})
