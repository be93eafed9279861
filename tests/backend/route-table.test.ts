import { request as httpRequest } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { allowedHosts } from '../../backend/allowed-hosts.ts'
import { type Route, matchRoute, route } from '../../backend/routes.ts'
import type { RunningBackend } from '../../backend/server.ts'
import { startBackendWithToken, startSeedBackend } from '../helpers/backend.ts'

describe('matchRoute', () => {
  const answer = () => ({ status: 200, body: null })
  const table: Route[] = [route('GET', '/items/:id', answer), route('DELETE', '/items/:id', answer), route('GET', '/files/*', answer)]

  it('finds the entry of the method and path, with the pattern groups', () => {
    const match = matchRoute(table, 'DELETE', '/items/7')
    expect(match).toMatchObject({ kind: 'found', route: { method: 'DELETE' }, params: { id: '7' } })
    expect(matchRoute(table, 'GET', '/files/a/b.pdf')).toMatchObject({ kind: 'found', params: { 0: 'a/b.pdf' } })
  })

  it('answers HEAD with the GET entry', () => {
    expect(matchRoute(table, 'HEAD', '/items/7')).toMatchObject({ kind: 'found', route: { method: 'GET' } })
  })

  it('tells a wrong method, with the methods the path has, from an unknown path', () => {
    expect(matchRoute(table, 'POST', '/items/7')).toMatchObject({ kind: 'wrong method', allowed: ['GET', 'DELETE'] })
    expect(matchRoute(table, 'GET', '/items')).toEqual({ kind: 'unknown' })
  })
})

/** The dispatch around every handler, over HTTP. */
describe('embedded backend dispatch', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startSeedBackend()
  })
  afterAll(() => backend.close())
  afterEach(() => {
    backend.faults.clear()
    vi.restoreAllMocks()
  })

  const call = async (method: string, path: string, body?: string) => {
    const headers = { authorization: `Bearer ${backend.controlToken}`, 'content-type': 'application/json' }
    const response = await fetch(`${backend.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
    const text = await response.text()
    return { status: response.status, type: response.headers.get('content-type'), text, json: (): unknown => JSON.parse(text) }
  }

  it('answers a wrong method with 405 JSON', async () => {
    const search = await call('GET', '/se/search')
    expect(search.status).toBe(405)
    expect(search.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: 'POST only' } })
    expect((await call('POST', '/.rest/delivery/pages/v1/en/albis', '{}')).status).toBe(405)
    expect((await call('PUT', '/__backend/faults', '{}')).status).toBe(405)
  })

  it('answers an unknown path with 404 JSON', async () => {
    const response = await call('GET', '/no/such/endpoint')
    expect(response.status).toBe(404)
    expect(response.type).toMatch(/^application\/json/)
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('answers a handler that throws with 500 JSON', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // the content control reads the body, which may be 64 KiB at most
    const response = await call('POST', '/__backend/content', 'x'.repeat(65 * 1024))
    expect(response.status).toBe(500)
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } })
    expect(logged).toHaveBeenCalled()
  })

  it('answers HEAD like GET', async () => {
    const response = await fetch(`${backend.url}/.rest/delivery/pages/v1/en/albis`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('applies faults to upstream endpoints, not to the test controls nor the editor stand-in', async () => {
    backend.faults.set({ pathPrefix: '/', mode: 'error', delayMs: 0 })
    expect((await call('GET', '/.rest/delivery/pages/v1/en/albis')).status).toBe(500)
    expect((await call('GET', '/ext/jobs')).status).toBe(500)
    expect((await call('GET', '/no/such/endpoint')).status).toBe(500)
    const faults = await call('GET', '/__backend/faults')
    expect(faults.status).toBe(200)
    expect(faults.json()).toEqual({ faults: [{ pathPrefix: '/', mode: 'error', delayMs: 0 }] })
    expect((await call('GET', '/__backend/requests')).status).toBe(200)
    expect((await call('GET', '/VAADIN/themes/pages-app/page-editor.css')).status).toBe(200)
    expect((await call('DELETE', '/__backend/faults')).json()).toEqual({ faults: [] })
    expect((await call('GET', '/ext/jobs')).status).toBe(200)
  })

  it('logs upstream requests by URL, search requests with their body, and no test control', async () => {
    await call('DELETE', '/__backend/requests')
    await call('GET', '/.rest/delivery/pagenav/v1/en/albis?x=1')
    await call('POST', '/se/suggestions', JSON.stringify({ query: 'alcom', lang: 'en', website: 'albis' }))
    await call('GET', '/no/such/endpoint')
    await call('GET', '/__backend/faults')
    expect((await call('GET', '/__backend/requests')).json()).toEqual({
      requests: ['/.rest/delivery/pagenav/v1/en/albis?x=1', '/se/suggestions {"query":"alcom","lang":"en","website":"albis"}', '/no/such/endpoint'],
    })
  })

  it('lists the route table on GET /', async () => {
    expect((await call('GET', '/')).json()).toMatchObject({
      endpoints: expect.arrayContaining(['GET /.rest/delivery/pages/v1/:lang/*', 'POST /se/search', 'POST /__backend/faults', 'GET /']),
      searchDocuments: expect.any(Number),
    })
  })
})

/** The test controls are for tests and tools, never for a web page or an unauthenticated caller. */
describe('the test controls', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startBackendWithToken('control-secret')
  })
  afterAll(() => backend.close())

  const post = (headers: Record<string, string>, body = JSON.stringify({ pathPrefix: '/se/', mode: 'error' })) =>
    fetch(`${backend.url}/__backend/faults`, { method: 'POST', headers, body })

  it('refuse a request without the token, or with another one', async () => {
    expect((await fetch(`${backend.url}/__backend/faults`)).status).toBe(401)
    expect((await fetch(`${backend.url}/__backend/requests`, { headers: { authorization: 'Bearer control-secreT' } })).status).toBe(401)
    expect((await post({ 'content-type': 'application/json' })).status).toBe(401)
    expect(backend.faults.list()).toEqual([])
  })

  it('refuse a cross-site form post (text/plain) and any foreign page', async () => {
    const token = { authorization: 'Bearer control-secret' }
    expect((await post({ ...token, 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post({ ...token, 'content-type': 'application/json', origin: 'https://attacker.example' })).status).toBe(401)
    expect(backend.faults.list()).toEqual([])
  })

  it('answer the token with JSON, from the backend itself or without an origin', async () => {
    const token = { authorization: 'Bearer control-secret', 'content-type': 'application/json' }
    expect((await post(token)).status).toBe(200)
    expect((await post({ ...token, origin: backend.url })).status).toBe(200)
    expect(backend.faults.list()).toHaveLength(1)
  })
})

/** Every endpoint answers only requests for the backend's own address: a page whose own name points at it (DNS rebinding) gets nothing. */
describe('the hosts the backend answers', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startBackendWithToken('control-secret')
  })
  afterAll(() => backend.close())

  /** A request with a `Host` of our choosing (`fetch` always names the URL's). */
  const withHost = (host: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const { port } = new URL(backend.url)
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host, ...headers } }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })

  it.each([
    ['GET', '/__backend/mailbox', { authorization: 'Bearer control-secret' }, undefined],
    ['POST', '/__backend/mailbox.html', { 'content-type': 'application/x-www-form-urlencoded' }, 'token=control-secret'],
    ['GET', '/.rest/delivery/pages/v1/en/albis/', {}, undefined],
    ['GET', '/.magnolia/pages-editor', {}, undefined],
  ])('%s %s: 421 for a foreign name, answered for its own', async (method, path, headers, body) => {
    const { port } = new URL(backend.url)
    for (const host of ['attacker.example', `attacker.example:${port}`, `127.0.0.1:${Number(port) + 1}`, `127.0.0.1.rebind.example:${port}`]) {
      const refused = await withHost(host, method, path, headers, body)
      expect(refused.status, host).toBe(421)
      expect(refused.text).not.toContain('control-secret')
    }
    for (const host of [`127.0.0.1:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`])
      expect((await withHost(host, method, path, headers, body)).status, host).not.toBe(421)
  })

  it('are its loopback names on its port, and the address it listens on', () => {
    expect([...allowedHosts(3001, '127.0.0.1')]).toEqual(['127.0.0.1:3001', 'localhost:3001', '[::1]:3001'])
    expect(allowedHosts(3001, '192.0.2.10').has('192.0.2.10:3001')).toBe(true)
    expect(allowedHosts(3001, '::1').size).toBe(3)
    expect(allowedHosts(3001, '0.0.0.0').size).toBe(3)
  })
})
