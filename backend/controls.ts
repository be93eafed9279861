/**
 * The test controls under `/__backend/`: the fault switch, the request log, and an editor's
 * change to the content. Not upstream endpoints: never logged, faults never apply. They answer
 * only requests that carry `Authorization: Bearer <control token>`, with a JSON body where they
 * take one and no `Origin` but the backend's own, so no web page can drive them.
 */
import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { type FaultSwitch, faultSchema } from './faults.ts'
import { type EndpointAnswer, badRequest, errorAnswer, parseJson } from './http.ts'
import { findNode } from './magnolia/jcr-yaml.ts'
import { type Method, type Route, type RouteContext, type RouteHandler, type RouteOptions, route } from './routes.ts'

const control: RouteOptions = { log: 'nothing', faults: false }

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Why a request presenting `presented` as the control token is refused: another token, or an
 * `Origin` that is not the backend's own (a web page elsewhere); undefined when it may go on.
 */
export function tokenRefusal(context: Pick<RouteContext, 'headers'>, presented: string, token: string): EndpointAnswer | undefined {
  const { origin, host } = context.headers
  if (!sameSecret(presented, token)) return errorAnswer(401, 'UNAUTHORIZED', 'Authorization: Bearer <BACKEND_CONTROL_TOKEN> required')
  if (origin !== undefined && origin !== `http://${host ?? ''}`) return errorAnswer(401, 'UNAUTHORIZED', 'Requests from web pages are refused')
  return undefined
}

/** Why a control request is refused (401 without the token or from a foreign page, 415 without JSON), or undefined. */
export function controlRefusal(context: Pick<RouteContext, 'headers'>, method: Method, token: string): EndpointAnswer | undefined {
  const { authorization } = context.headers
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : ''
  const refusal = tokenRefusal(context, bearer, token)
  if (refusal) return refusal
  const contentType = context.headers['content-type'] ?? ''
  if (method === 'POST' && !/^application\/json(;|$)/.test(contentType)) return errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', 'application/json only')
  return undefined
}

function controlRoute(method: Method, pathname: string, handler: RouteHandler, token: string): Route {
  return route(method, pathname, (context) => controlRefusal(context, method, token) ?? handler(context), control)
}

/** One property of one content node (`{ path: '/mocom/contact', property: 'title', value }`). */
const contentChangeSchema = z.object({ path: z.string().startsWith('/'), property: z.string().min(1).max(100), value: z.string().max(10_000) })

/** Publishing a content node: the path as the content change control takes it. */
const publishSchema = z.object({ path: z.string().startsWith('/').max(1000) })

/** The controls, answering only requests with `token`; `publishHook` is the site's revalidation endpoint. */
export function controlRoutes(faults: FaultSwitch, requestLog: string[], token: string, publishHook?: { url: string; secret: string }): Route[] {
  const faultList = (): EndpointAnswer => ({ status: 200, body: { faults: faults.list() } })
  const requestList = (): EndpointAnswer => ({ status: 200, body: { requests: requestLog } })
  return [
    controlRoute('GET', '/__backend/faults', faultList, token),
    controlRoute(
      'POST',
      '/__backend/faults',
      async ({ body }) => {
        const parsed = faultSchema.safeParse(parseJson(await body()))
        if (!parsed.success) return badRequest(parsed.error)
        faults.set(parsed.data)
        return faultList()
      },
      token,
    ),
    controlRoute(
      'DELETE',
      '/__backend/faults',
      ({ url }) => {
        // `?pathPrefix=` removes one fault (tests run in parallel); without it, every fault goes
        const prefix = url.searchParams.get('pathPrefix')
        if (prefix) faults.remove(prefix)
        else faults.clear()
        return faultList()
      },
      token,
    ),
    controlRoute(
      'POST',
      '/__backend/publish',
      async ({ body }) => {
        // Magnolia's publish hook: the site forgets what it keeps of the published content
        const parsed = publishSchema.safeParse(parseJson(await body()))
        if (!parsed.success) return badRequest(parsed.error)
        if (!publishHook) return errorAnswer(409, 'NO_SITE', 'No site is listening for publishes')
        const answer = await fetch(publishHook.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${publishHook.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ paths: [parsed.data.path] }),
          signal: AbortSignal.timeout(5000),
        }).catch(() => undefined)
        return { status: answer?.ok ? 200 : 502, body: { path: parsed.data.path, site: answer?.status ?? 'no answer' } }
      },
      token,
    ),
    controlRoute('GET', '/__backend/requests', requestList, token),
    controlRoute(
      'DELETE',
      '/__backend/requests',
      () => {
        requestLog.length = 0
        return requestList()
      },
      token,
    ),
    controlRoute(
      'POST',
      '/__backend/content',
      async ({ body, store }) => {
        // an editor's change, for tests of editor mode and caches
        const parsed = contentChangeSchema.safeParse(parseJson(await body()))
        const node = parsed.success ? findNode(store.sites, parsed.data.path) : undefined
        if (!parsed.success || !node) return badRequest('path, property and value')
        node.properties[parsed.data.property] = parsed.data.value
        node.properties['mgnl:lastModified'] = new Date().toISOString()
        return { status: 200, body: { path: node.path } }
      },
      token,
    ),
  ]
}
