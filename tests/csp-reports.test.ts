import { describe, expect, it, vi } from 'vitest'
import { receiveCspReport, reportsPerMinute, violationLines } from '#app/server/csp-reports.server.ts'
import { logger } from '#app/server/logger.server.ts'

describe('Content Security Policy reports', () => {
  it('become one short line per violation, in both report formats', () => {
    expect(
      violationLines({
        'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js', 'document-uri': 'https://site/en' },
      }),
    ).toEqual(['script-src-elem blocked https://evil.example/x.js on https://site/en'])
    expect(
      violationLines([{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data', documentURL: 'https://site/de' } }, { body: null }]),
    ).toEqual(['img-src blocked data on https://site/de'])
    expect(violationLines({ 'csp-report': { 'violated-directive': 'x\ny\u0000', 'blocked-uri': 'a' } })[0]).toBe('x?y? blocked a on ?')
    expect(violationLines({ 'csp-report': { 'blocked-uri': 'b'.repeat(400) } })[0]?.length).toBe(300)
    expect(violationLines('junk')).toEqual([])
    expect(violationLines(undefined)).toEqual([])
  })

  it.each([
    [
      'the CSP level 3 names',
      { effectiveDirective: 'img-src', blockedURL: 'https://a.example/i.png', documentURL: 'https://site/en' },
      'img-src blocked https://a.example/i.png on https://site/en',
    ],
    [
      'the CSP level 2 names',
      { 'violated-directive': 'img-src', 'blocked-uri': 'https://a.example/i.png', 'document-uri': 'https://site/en' },
      'img-src blocked https://a.example/i.png on https://site/en',
    ],
    ['an effective directive only', { 'effective-directive': 'font-src' }, 'font-src blocked ? on ?'],
    [
      'the first name given as a string wins',
      { effectiveDirective: 7, 'violated-directive': 'style-src', 'effective-directive': 'style-src-elem' },
      'style-src blocked ? on ?',
    ],
  ])('read %s', (_, report, line) => {
    expect(violationLines({ 'csp-report': report })).toEqual([line])
  })

  const post = (body: BodyInit | null) =>
    new Request('http://127.0.0.1/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body })
  const report = (n: number) =>
    JSON.stringify({ 'csp-report': { 'violated-directive': `script-src-${n}`, 'blocked-uri': 'inline', 'document-uri': 'https://site/en' } })

  it('are logged one warning a violation, at most five of one body, nothing of a body that is not JSON', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    try {
      expect((await receiveCspReport(post(report(1)), '192.0.2.10')).status).toBe(204)
      expect(warn.mock.calls).toEqual([[{ violation: 'script-src-1 blocked inline on https://site/en' }, 'csp violation']])
      warn.mockClear()
      const many = JSON.stringify(Array.from({ length: 7 }, (_, n) => ({ body: { effectiveDirective: `img-src-${n}` } })))
      expect((await receiveCspReport(post(many), '192.0.2.10')).status).toBe(204)
      expect(warn.mock.calls.map(([fields]) => fields)).toEqual([0, 1, 2, 3, 4].map((n) => ({ violation: `img-src-${n} blocked ? on ?` })))
      warn.mockClear()
      for (const junk of ['{"csp-report":', 'not json', '']) expect((await receiveCspReport(post(junk), '192.0.2.10')).status).toBe(204)
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  it('are refused beyond the quota of a minute, with or without a body, and say when to come back', async () => {
    for (let i = 0; i < reportsPerMinute; i++) expect((await receiveCspReport(post(report(i)), '192.0.2.20')).status).toBe(204)
    for (const body of [report(0), null]) {
      const refused = await receiveCspReport(post(body), '192.0.2.20')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    }
    // another client still has its reports
    expect((await receiveCspReport(post(report(0)), '192.0.2.21')).status).toBe(204)
  })

  it('of a client whose address is not known all count as one client', async () => {
    for (let i = 0; i < reportsPerMinute; i++) expect((await receiveCspReport(post(report(i)), undefined)).status).toBe(204)
    expect((await receiveCspReport(post(report(0)), 'unknown')).status).toBe(429)
  })
})
