import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../../backend/server.ts'
import { startSeedBackend } from '../helpers/backend.ts'

let backend: RunningBackend
beforeAll(async () => {
  backend = await startSeedBackend()
})
afterAll(() => backend.close())

const contact = (path: string, lang?: string) => fetch(`${backend.url}/.rest/delivery/contact/v1${path}${lang ? `?lang=${lang}` : ''}`)

describe("Magnolia's contact delivery endpoint", () => {
  it('answers a contact as a delivery node in the language asked for, its photo resolved to the asset', async () => {
    const answer = await contact('/albis/jan-beispiel', 'de')
    expect(answer.status).toBe(200)
    const node = (await answer.json()) as Record<string, unknown>
    expect(node).toMatchObject({
      '@name': 'jan-beispiel',
      '@path': '/albis/jan-beispiel',
      '@nodeType': 'mgnl:contact',
      firstName: 'Jan',
      lastName: 'Beispiel',
      role: 'Key-Account-Manager technische Kunststoffe',
      email: 'sales@albis.example',
      officePhoneNr: '+49 40 555 0204',
      photo: {
        '@link': expect.stringMatching(/^\/dam\/jcr:[\w-]+\/portrait-jan-beispiel\.webp$/),
        metadata: expect.objectContaining({ mimeType: 'image/webp', width: 480, height: 480 }),
      },
    })
    expect(((await (await contact('/albis/jan-beispiel', 'zh')).json()) as { role: string }).role).toBe('工程塑料大客户经理')
    expect(((await (await contact('/albis/jan-beispiel')).json()) as { role: string }).role).toBe('Key account manager, engineering plastics')
  })

  it('has a contact for every seeded page with a contact section', async () => {
    const sections = backend.store.sites.flatMap(function walk(node): string[] {
      const own = node.properties['mgnl:template'] === 'okg-lm:components/contact-section' ? [String(node.properties['contact'])] : []
      return [...own, ...node.children.flatMap(walk)]
    })
    expect(sections.length).toBeGreaterThan(9)
    for (const path of new Set(sections)) expect((await contact(path, 'en')).status, path).toBe(200)
  })

  it('answers 404 for a folder or a missing contact, 400 for an unknown language, and fails when the fault switch says so', async () => {
    expect((await contact('/albis', 'en')).status).toBe(404)
    expect((await contact('/albis/nobody', 'en')).status).toBe(404)
    expect((await contact('/albis/jan-beispiel', 'fr')).status).toBe(400)
    backend.faults.set({ pathPrefix: '/.rest/delivery/contact/', mode: 'error', delayMs: 0 })
    try {
      expect((await contact('/albis/jan-beispiel', 'en')).status).toBe(500)
    } finally {
      backend.faults.clear()
    }
  })
})
