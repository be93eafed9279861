/**
 * Business constants and limits (docs/contracts.md, "Constants"), one export per concern, read as
 * `constants.<concern>` through a namespace import (`import * as constants from '#config/constants.ts'`):
 * a bundle then holds only the concerns its code reads, so the browser's every-page chunk carries the
 * few it needs (storage keys, the history limit) and none of the server's caches and limits.
 */

/**
 * The site search: results in pages of `pageSize` (one engine call each); each engine answer is
 * kept per site, language, query, type and page (`cache`: fresh for `ttlMs`, then served stale
 * while revalidating; at most `maxEntries` weighing `maxBytes`, answers with no result apart, at
 * most `maxEmpty` of them).
 */
export const search = {
  pageSize: 5,
  suggestionsLimit: 5,
  fragmentSize: 200,
  maxFragments: 1,
  minLength: { zh: 1, other: 3 },
  cache: { ttlMs: 30_000, maxEntries: 5000, maxBytes: 16 * 1024 * 1024, maxEmpty: 2000 },
} as const
export const events = { limit: 500 } as const
export const stories = { pageSize: 9, defaultOrder: 'created desc' } as const
export const tags = { limit: 100 } as const
export const jobs = { functionsLimit: 25, recruitingPageSize: 25, departmentPageSize: 100, maxRetries: 5 } as const
export const storageKeys = { language: 'language', consent: 'cc_cookie' } as const
export const temperatureUnit = '°C'
export const prerender = { checkIntervalMs: 1000, firstCheckDelayMs: 3000, forcedReadyMs: 15000 } as const
export const historyLimit = 50
export const fileSize = { unit: 'KB', locale: 'de-DE' } as const
/**
 * Server-side caches of CMS data: fresh for `ttlMs`, then served stale while revalidating; at
 * most `maxEntries` values weighing `maxBytes`; "there is none" answers apart, for `missingTtlMs`.
 */
export const cmsCache = { ttlMs: 60_000, maxEntries: 2000, maxBytes: 64 * 1024 * 1024, missingTtlMs: 30_000, maxMissing: 2000 } as const
/**
 * A brand's product catalogue (`app/features/catalogue/catalogue.server.ts`) is read from Magnolia
 * `pageSize` products a call, so no single answer is large, and at most `maxProducts` of them.
 */
export const catalogue = { pageSize: 250, maxProducts: 50_000 } as const
/**
 * The rendered-page cache (`app/server/edge/page-cache.server.ts`): its bytes, the Brotli and gzip
 * copies of the pages it keeps (about 15 KB a page); a page is kept from its second render on, and
 * the keys of the last `rememberedRenders` renders are remembered for that (ADR 024).
 */
export const pageCache = { maxBytes: 32 * 1024 * 1024, keepFromRender: 2, rememberedRenders: 10_000 } as const
/**
 * Every upstream call: each try times out after `timeoutMs`, all tries of one call together
 * after `budgetMs`. An upstream's circuit opens when, within `breaker.windowMs`, at least
 * `breaker.minimumCalls` calls were made and at least `breaker.failureRatio` of them failed;
 * calls then fail at once for `breaker.openMs`, after which one trial call may close it again.
 */
export const upstream = {
  timeoutMs: 3000,
  budgetMs: 3000,
  retryPauseMs: 50,
  breaker: { windowMs: 10_000, minimumCalls: 10, failureRatio: 0.5, openMs: 5000 },
} as const
/**
 * Magnolia's mail commands (docs/contracts.md, "Mail and contact") take a JSON body of at most
 * `maxCommandBytes` (UTF-8) and refuse a larger one with 413: the site refuses it first. It stays
 * below the edge's limit of a server function's body (`requestBodies.jsonBytes`, 64 KB) with room
 * for what the call adds (the captcha's solution of up to 10 KB, ids, serialization), so a message
 * of any size Magnolia takes reaches the server function, and a longer one is refused by the form.
 */
export const mail = { maxCommandBytes: 48 * 1024 } as const
/**
 * The HTTP server's connection limits (docs/security.md): a client has 10 s to send its headers
 * and 30 s for the whole request, an idle keep-alive connection closes after 5 s, the limits are
 * checked every second, and at most 10,000 connections are open at once (below the process's
 * file limit, so a flood of slow connections cannot take every descriptor).
 */
export const connections = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxConnections: 10_000,
} as const
/**
 * Request bodies (docs/security.md, "Limits"): the edge answers 413 before reading a body whose
 * `Content-Length` is larger, and cuts off one that streams past it. A multipart server-function
 * call carries one attachment of at most 10 MB (`app/site/uploads.ts`) and the form's fields; a
 * browser's policy violation report is small; every other body (server-function JSON, the
 * publish hook) is JSON.
 */
export const requestBodies = { multipartBytes: 10 * 1024 * 1024 + 512 * 1024, jsonBytes: 64 * 1024, cspReportBytes: 16 * 1024 } as const
