import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RunningBackend } from '../backend/server.ts'
import { startSeedBackend } from './helpers/backend.ts'
import type * as ContactsServer from '#app/cms/contacts.server.ts'
import type { ContactReference } from '#app/cms/contact-person.ts'
import type { BrandId } from '#config/brands.ts'

/** Whether a contact dialog's page shows the person it names (ADR 034), against the embedded backend's seed pages over HTTP. */
describe('a contact dialog addresses only a person its page shows', () => {
  let backend: RunningBackend
  let contacts: typeof ContactsServer
  beforeAll(async () => {
    backend = await startSeedBackend()
    vi.stubEnv('CMS_URL', backend.url)
    vi.stubEnv('CMS_CACHE_TTL_MS', '0')
    contacts = await import('#app/cms/contacts.server.ts')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await backend.close()
  })
  afterEach(() => backend.faults.clear())

  const berlin: ContactReference = { country: 'DE', zip: '10115' }
  it.each<[string, BrandId, string, ContactReference, 'shown' | 'not shown']>([
    ["the contact page's section", 'albis', '/contact', { path: '/albis/jan-beispiel' }, 'shown'],
    ["the contact page's finder, for any question", 'albis', '/contact', berlin, 'shown'],
    ["the home page's aside", 'mocom', '/', { path: '/mocom/nina-entwurf' }, 'shown'],
    ["another brand's contact", 'albis', '/contact', { path: '/mocom/nina-entwurf' }, 'not shown'],
    ['a page without contacts', 'albis', '/about', { path: '/albis/jan-beispiel' }, 'not shown'],
    ['a page without the finder', 'albis', '/about', berlin, 'not shown'],
    ['a page that does not exist', 'albis', '/no-such-page', { path: '/albis/jan-beispiel' }, 'not shown'],
    ['a path that never reaches Magnolia', 'albis', '/../contact', { path: '/albis/jan-beispiel' }, 'not shown'],
  ])('%s', async (_, brand, pagePath, reference, expected) => {
    expect(await contacts.contactShownOn(brand, 'en', pagePath, reference)).toBe(expected)
  })

  it('cannot say when Magnolia does not answer and no copy was kept', async () => {
    backend.faults.set({ pathPrefix: '/.rest/delivery/pages/v1/de/albis/services', mode: 'error', delayMs: 0 })
    expect(await contacts.contactShownOn('albis', 'de', '/services', { path: '/albis/jan-beispiel' })).toBe('unknown')
  })
})
