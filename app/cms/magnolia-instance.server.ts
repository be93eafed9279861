import { createMagnoliaClient, type MagnoliaClient } from './magnolia.server.ts'
import { cmsBaseUrl, serverEnv } from '../server/env.server.ts'

let client: MagnoliaClient | undefined

/** The process-wide Magnolia client (its caches live as long as the server). */
export function magnolia(): MagnoliaClient {
  client ??= createMagnoliaClient({ baseUrl: cmsBaseUrl(), ttlMs: serverEnv().CMS_CACHE_TTL_MS })
  return client
}
