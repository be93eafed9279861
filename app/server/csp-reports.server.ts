/**
 * Content Security Policy violation reports: browsers post them (`report-uri`, `report-to`); each
 * becomes one log line, at most `reportsPerMinute` a minute per instance, so a flood of reports
 * cannot flood the log. Nothing of the report is sent back.
 */
const reportsPerMinute = 20
const maxReportBytes = 16 * 1024

let windowStart = 0
let logged = 0

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

/** Reads a report and logs it (rate-limited); always 204. */
export async function receiveCspReport(request: Request, now = Date.now()): Promise<Response> {
  const text = await request.text().catch(() => '')
  if (text.length <= maxReportBytes) {
    if (now - windowStart >= 60_000) {
      windowStart = now
      logged = 0
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    for (const line of violationLines(body)) {
      if (logged >= reportsPerMinute) break
      logged += 1
      console.warn(`[csp] ${line}`)
    }
  }
  return new Response(null, { status: 204 })
}
