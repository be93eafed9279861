/** Faults on purpose, so error screens, retries and stale-content fallbacks are testable. */
import { z } from 'zod'
import { type Answer, errorAnswer } from './http.ts'

export const faultSchema = z.object({
  /** Requests whose path starts with this prefix are affected (`/.rest/delivery/pages/`). */
  pathPrefix: z.string().startsWith('/'),
  mode: z.enum(['slow', 'error', 'malformed', 'missing', 'refuse']),
  /** Delay for `slow`, in milliseconds. */
  delayMs: z.number().int().min(0).max(60_000).default(2000),
  /** The 4xx of `refuse` (default 400): the upstream answers and refuses the request as it is (400, 413, ...). */
  status: z.number().int().min(400).max(499).optional(),
})
type Fault = z.infer<typeof faultSchema>

export class FaultSwitch {
  #faults: Fault[] = []

  set(fault: Fault): void {
    this.#faults = [...this.#faults.filter((f) => f.pathPrefix !== fault.pathPrefix), fault]
  }

  remove(pathPrefix: string): void {
    this.#faults = this.#faults.filter((f) => f.pathPrefix !== pathPrefix)
  }

  clear(): void {
    this.#faults = []
  }

  list(): readonly Fault[] {
    return this.#faults
  }

  /** The fault for a request path; the longest matching prefix wins. */
  match(path: string): Fault | undefined {
    return this.#faults.filter((fault) => path.startsWith(fault.pathPrefix)).sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)[0]
  }
}

/**
 * What a fault does to a request: `error`, `malformed`, `missing` (a 404, as for something not
 * there yet) and `refuse` (a chosen 4xx) answer instead of the endpoint, `slow` waits and then lets
 * the endpoint answer (`undefined`), as does no fault.
 */
export async function faultAnswer(fault: Fault | undefined): Promise<Answer | undefined> {
  if (fault?.mode === 'error') return errorAnswer(500, 'INTERNAL', 'Fault injected')
  if (fault?.mode === 'missing') return errorAnswer(404, 'NOT_FOUND', 'Fault injected')
  if (fault?.mode === 'refuse') return errorAnswer(fault.status ?? 400, 'REFUSED', 'Fault injected: refused')
  if (fault?.mode === 'malformed') return { status: 200, headers: { 'content-type': 'application/json' }, content: '{"@name": "broken", "@nodes": [' }
  if (fault?.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
  return undefined
}
