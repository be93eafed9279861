/**
 * Content Security Policy violation reports: browsers post them (`report-uri`, `report-to`); each
 * becomes one log line, at most 20 reports a minute across all instances (counted
 * in the shared store), so a flood of reports cannot flood the log: beyond that a report is
 * answered 429 and not read. Nothing of the report is sent back.
 */
import { logger } from './logger.server.ts'
import { type RateLimit, checkRateLimits } from './rate-limit.server.ts'

const reportLimit: RateLimit = { name: 'csp-reports', tries: 20, windowMs: 60_000 }
const maxReportBytes = 16 * 1024

/** One short line per violation in a report body (`application/csp-report` or `application/reports+json`). */
export function violationLines(body: unknown): string[] {
  const reports = Array.isArray(body) ? body.map((report: unknown) => (isRecord(report) ? report['body'] : undefined)) : [isRecord(body) ? body['csp-report'] : undefined]
  return reports.filter(isRecord).map((report) => {
    const field = (...names: string[]) => names.map((name) => report[name]).find((value) => typeof value === 'string') ?? '?'
    const text = `${field('effectiveDirective', 'violated-directive', 'effective-directive')} blocked ${field('blockedURL', 'blocked-uri')} on ${field('documentURL', 'document-uri')}`
    return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300)
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Reads a report and logs it: 204, or 429 once this minute's reports are used up. */
export async function receiveCspReport(request: Request): Promise<Response> {
  const verdict = await checkRateLimits([{ limit: reportLimit, key: 'all' }])
  if (!verdict.allowed) {
    await request.body?.cancel()
    return new Response(null, { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds) } })
  }
  const text = await request.text().catch(() => '')
  if (text.length <= maxReportBytes) {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    for (const line of violationLines(body).slice(0, 5)) logger.warn({ violation: line }, 'csp violation')
  }
  return new Response(null, { status: 204 })
}
