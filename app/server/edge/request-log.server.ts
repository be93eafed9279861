/**
 * One log line and the metrics of each request, written when its last byte is sent (or the client
 * left): its id, method, route, path (order numbers hidden), status, time, bytes, the upstream calls
 * and cache answers it took, and what the page cache did. Operators' requests log at debug level.
 */
import { logger, loggablePath } from '#app/server/logger.server.ts'
import { requestDuration } from '#app/server/metrics.server.ts'
import type { RequestContext } from '#app/server/request-context.server.ts'
import type { Incoming, Route } from './incoming.server.ts'

/** What the page cache did for a request: answered it, missed it (the site rendered it) or was not asked. */
type PageCacheOutcome = 'hit' | 'miss' | 'none'

export interface Answered {
  route: Route
  status: number
  pageCache: PageCacheOutcome
}

/** Logs and measures a request that `started` (`performance.now()`) and sent `bytes`. */
export function logRequest(incoming: Incoming, context: RequestContext, started: number, { route, status, pageCache }: Answered, bytes: number): void {
  const ms = Math.round((performance.now() - started) * 10) / 10
  requestDuration.observe({ route, status: String(status) }, ms / 1000)
  const upstreamMs = context.upstreamCalls.reduce((sum, call) => sum + call.ms, 0)
  const line = {
    requestId: context.id,
    method: incoming.method,
    route,
    path: loggablePath(incoming.url.pathname),
    status,
    ms,
    bytes,
    upstream: {
      calls: context.upstreamCalls.length,
      ms: upstreamMs,
      each: context.upstreamCalls.map((call) => `${call.upstream} ${call.outcome} ${call.ms}ms`),
    },
    cache: context.cache,
    pageCache,
  }
  if (route === 'health' || route === 'metrics') logger().debug(line, 'request')
  else logger().info(line, 'request')
}

/** A body that calls `done` with the bytes it sent once its last byte has gone (or the client left). */
export function whenSent(body: ReadableStream<Uint8Array>, done: (bytes: number) => void): ReadableStream<Uint8Array> {
  let bytes = 0
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    done(bytes)
  }
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read()
        if (ended) {
          controller.close()
          finish()
          return
        }
        bytes += value.byteLength
        controller.enqueue(value)
      } catch (error) {
        controller.error(error)
        finish()
      }
    },
    cancel(reason) {
      finish()
      return reader.cancel(reason)
    },
  })
}
