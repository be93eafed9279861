/**
 * Content Security Policy violation reports: browsers post them (`report-uri`, `report-to`); each
 * becomes one log line, at most `reportsPerMinute` reports a minute from one client address across
 * all instances (counted in the shared store), so a flood of reports cannot flood the log and one
 * client cannot use up the others' reports: beyond that a report is answered 429 and not read. The
 * edge bounds the body (`constants.requestBodies.cspReportBytes`). Nothing of the report is sent back.
 */
import { logger } from './logger.server.ts'
import { type RateLimit, addressKey, checkRateLimits } from './rate-limit.server.ts'

export const reportsPerMinute = 20

const reportLimit: RateLimit = { name: 'csp-reports', tries: reportsPerMinute, windowMs: 60_000 }

/** One short line per violation in a report body (`application/csp-report` or `application/reports+json`). */
export function violationLines(body: unknown): string[] {
  const reports = Array.isArray(body)
    ? body.map((report: unknown) => (isRecord(report) ? report['body'] : undefined))
    : [isRecord(body) ? body['csp-report'] : undefined]
  return reports.filter(isRecord).map((report) => {
    const field = (...names: string[]) => names.map((name) => report[name]).find((value) => typeof value === 'string') ?? '?'
    const text = `${field('effectiveDirective', 'violated-directive', 'effective-directive')} blocked ${field('blockedURL', 'blocked-uri')} on ${field('documentURL', 'document-uri')}`
    return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300)
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Reads a report of the client at `clientIp` and logs it: 204, or 429 once this minute's reports of that client are used up. */
export async function receiveCspReport(request: Request, clientIp: string | undefined): Promise<Response> {
  const verdict = await checkRateLimits([{ limit: reportLimit, key: addressKey(clientIp ?? 'unknown') }])
  if (!verdict.allowed) {
    await request.body?.cancel()
    return new Response(null, { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds) } })
  }
  // a body that is not JSON logs nothing
  const body: unknown = await request.json().catch(() => undefined)
  for (const line of violationLines(body).slice(0, 5)) logger().warn({ violation: line }, 'csp violation')
  return new Response(null, { status: 204 })
}
