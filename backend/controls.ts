/**
 * The test controls under `/__backend/`: the fault switch, the request log, and an editor's
 * change to the content. Not upstream endpoints: never logged, faults never apply.
 */
import { z } from 'zod'
import { type FaultSwitch, faultSchema } from './faults.ts'
import { type EndpointAnswer, badRequest, parseJson } from './http.ts'
import { findNode } from './magnolia/jcr-yaml.ts'
import { type Route, type RouteOptions, route } from './routes.ts'

const control: RouteOptions = { log: 'nothing', faults: false }

/** One property of one content node (`{ path: '/mocom/contact', property: 'title', value }`). */
const contentChangeSchema = z.object({ path: z.string().startsWith('/'), property: z.string().min(1).max(100), value: z.string().max(10_000) })

export function controlRoutes(faults: FaultSwitch, requestLog: string[]): Route[] {
  const faultList = (): EndpointAnswer => ({ status: 200, body: { faults: faults.list() } })
  const requestList = (): EndpointAnswer => ({ status: 200, body: { requests: requestLog } })
  return [
    route('GET', '/__backend/faults', faultList, control),
    route(
      'POST',
      '/__backend/faults',
      async ({ body }) => {
        const parsed = faultSchema.safeParse(parseJson(await body()))
        if (!parsed.success) return badRequest(parsed.error)
        faults.set(parsed.data)
        return faultList()
      },
      control,
    ),
    route(
      'DELETE',
      '/__backend/faults',
      ({ url }) => {
        // `?pathPrefix=` removes one fault (tests run in parallel); without it, every fault goes
        const prefix = url.searchParams.get('pathPrefix')
        if (prefix) faults.remove(prefix)
        else faults.clear()
        return faultList()
      },
      control,
    ),
    route('GET', '/__backend/requests', requestList, control),
    route(
      'DELETE',
      '/__backend/requests',
      () => {
        requestLog.length = 0
        return requestList()
      },
      control,
    ),
    route(
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
      control,
    ),
  ]
}
