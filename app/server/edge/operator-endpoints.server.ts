/**
 * The operators' endpoints, answered on any host: `/healthz` (the process answers), `/readyz`
 * (ready, or draining once a shutdown began; each upstream's circuit and last success only with
 * `METRICS_TOKEN`) and `/metrics` (Prometheus text, only with `METRICS_TOKEN`; 404 while none is set).
 */
import { circuitState, pageCacheBytes, pageCachePages, registry } from '#app/server/metrics.server.ts'
import type { Upstream } from '#app/server/upstream.server.ts'
import { carriesBearer } from './bearer.server.ts'
import { type Incoming, plain } from './incoming.server.ts'
import type { PageCache } from './page-cache.server.ts'

/** What readiness and metrics tell of an upstream. */
export type UpstreamStatus = Pick<Upstream, 'name' | 'circuit' | 'lastSuccessAt'>

interface OperatorEndpointsOptions {
  metricsToken: string | undefined
  /** The upstreams as they are now. */
  upstreams: () => readonly UpstreamStatus[]
  pageCache: PageCache
}

interface OperatorEndpoints {
  /** The answer to an operator's request, with its route; undefined for any other path. */
  answer(incoming: Incoming): Promise<{ route: 'health' | 'metrics'; response: Response }> | undefined
  /** A shutdown begins: readiness answers 503 from now on. */
  drain(): void
}

export function createOperatorEndpoints({ metricsToken, upstreams, pageCache }: OperatorEndpointsOptions): OperatorEndpoints {
  let draining = false

  /** Ready or draining, for anyone (a load balancer); each upstream's circuit and last success only for the operators. */
  function readiness(request: Request): Response {
    const status = draining ? 'draining' : 'ready'
    const details = upstreams().map((upstream) => ({
      name: upstream.name,
      circuit: upstream.circuit,
      lastSuccess: upstream.lastSuccessAt === undefined ? null : new Date(upstream.lastSuccessAt).toISOString(),
    }))
    const body = JSON.stringify(carriesBearer(request, metricsToken) ? { status, upstreams: details } : { status })
    return new Response(body, { status: draining ? 503 : 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } })
  }

  async function metrics(request: Request): Promise<Response> {
    if (!metricsToken) return plain(404, 'Not found')
    if (!carriesBearer(request, metricsToken)) return plain(401, 'Authorization: Bearer <METRICS_TOKEN> required')
    for (const upstream of upstreams())
      circuitState.set({ upstream: upstream.name }, upstream.circuit === 'open' ? 1 : upstream.circuit === 'half-open' ? 0.5 : 0)
    pageCacheBytes.set(pageCache.bytes)
    pageCachePages.set(pageCache.size)
    return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
  }

  return {
    answer({ url, request }) {
      if (url.pathname === '/healthz') return Promise.resolve({ route: 'health', response: plain(200, 'ok') })
      if (url.pathname === '/readyz') return Promise.resolve({ route: 'health', response: readiness(request) })
      if (url.pathname === '/metrics') return metrics(request).then((response) => ({ route: 'metrics', response }))
      return undefined
    },
    drain() {
      draining = true
    },
  }
}
