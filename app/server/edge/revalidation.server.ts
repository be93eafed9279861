/**
 * Publishing reaches visitors in seconds: Magnolia's publish hook (or any REST call) posts the
 * changed content to `POST /api/revalidate` with the shared secret; the site forgets the data and
 * rendered pages of the sites that content belongs to (a change may show in navigation and footer
 * on every page of its site), on this instance and, through the shared store, on every other.
 * Pages carry `Cache-Tag`/`Surrogate-Key` (`site-{cmsSite}`) so a CDN can purge the same set.
 */
import { z } from 'zod'
import { brandIds, cmsSiteOf } from '#config/brands.ts'
import { forgetSite } from '#app/server/swr-cache.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { carriesBearer } from './bearer.server.ts'
import type { SharedStore } from '#app/server/shared-store.server.ts'
import { siteTag } from '#app/server/site-tag.ts'

export const revalidatePath = '/api/revalidate'
const channel = 'site:revalidate'
const allSites = brandIds.map((brand) => cmsSiteOf(brand))

/** What a publish sends: content node paths (`/mocom/contact`) and/or Magnolia node ids. */
const publishBody = z.object({
  paths: z.array(z.string().max(1000).startsWith('/')).max(1000).default([]),
  ids: z.array(z.string().max(100)).max(1000).default([]),
})

/** The Magnolia sites a publish touches: a path names its site; an id alone could be anywhere, so every site. */
export function touchedSites(body: z.output<typeof publishBody>): string[] {
  if (body.ids.length > 0) return allSites
  const sites = new Set(body.paths.map((path) => path.split('/')[1] ?? '').filter((site) => allSites.includes(site)))
  return [...sites]
}

interface Revalidation {
  /** Answers `POST /api/revalidate`. */
  handle(request: Request): Promise<Response>
  /** Starts hearing other instances' publishes. */
  listen(store: SharedStore): Promise<void>
}

/** `forgetPages(tag)` drops rendered pages; data caches are forgotten through `forgetSite`. */
export function createRevalidation(secret: string | undefined, store: () => Promise<SharedStore>, forgetPages: (tag: string) => void): Revalidation {
  const forget = (sites: readonly string[]) => {
    for (const site of sites) {
      forgetSite(site)
      forgetPages(siteTag(site))
    }
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } })
  return {
    async handle(request) {
      if (!secret) return json(404, { error: 'Revalidation is off (REVALIDATE_SECRET is not set)' })
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } })
      if (!carriesBearer(request, secret)) return json(401, { error: 'Authorization: Bearer <REVALIDATE_SECRET> required' })
      if (!/^application\/json(;|$)/.test(request.headers.get('content-type') ?? '')) return json(415, { error: 'application/json only' })
      const text = await request.text()
      let raw: unknown
      try {
        raw = JSON.parse(text.slice(0, 200_000))
      } catch {
        return json(400, { error: 'The body is not JSON' })
      }
      const parsed = publishBody.safeParse(raw)
      if (!parsed.success) return json(400, { error: 'Expected { "paths": ["/site/page"], "ids": ["..."] }' })
      const sites = touchedSites(parsed.data)
      forget(sites)
      await (
        await store()
      )
        .publish(channel, JSON.stringify(sites))
        .catch((error: unknown) => logger().error({ err: String(error) }, 'revalidation broadcast failed'))
      logger().info({ sites, paths: parsed.data.paths.length, ids: parsed.data.ids.length }, 'revalidated')
      return json(202, { forgotten: sites.map(siteTag) })
    },
    async listen(shared) {
      await shared.subscribe(channel, (message) => {
        let sites: unknown
        try {
          sites = JSON.parse(message)
        } catch {
          return
        }
        const parsed = z.array(z.string()).safeParse(sites)
        if (parsed.success) forget(parsed.data.filter((site) => allSites.includes(site)))
      })
    },
  }
}
