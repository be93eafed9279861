import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders, withSecurityHeaders } from '#app/server/security-headers.ts'

describe('security headers', () => {
  it('give every response the same set, with HSTS on https only', () => {
    expect(securityHeaders('http://127.0.0.1:3000')).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'reporting-endpoints': 'csp="/csp-report"',
    })
    expect(securityHeaders('https://www.mocom.example')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('leave headers a response set itself', () => {
    const response = withSecurityHeaders(new Response('x', { headers: { 'cross-origin-resource-policy': 'cross-origin' } }), 'https://x.example')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('copy a response whose headers cannot change', async () => {
    const frozen = Response.redirect('https://x.example/a', 302)
    const response = withSecurityHeaders(frozen, 'https://x.example')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://x.example/a')
    expect(response.headers.get('strict-transport-security')).toBeTruthy()
  })

  it('write a strict policy: scripts by nonce, the editor only in editor mode', () => {
    const visitor = contentSecurityPolicy({ nonce: 'abc', editorOrigin: 'https://author.example', editorMode: false })
    expect(visitor).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://author.example; report-uri /csp-report; report-to csp",
    )
    const editor = contentSecurityPolicy({ nonce: 'abc', editorOrigin: 'https://author.example', editorMode: true })
    expect(editor).toContain("script-src 'self' 'nonce-abc' https://author.example;")
    expect(editor).toContain("connect-src 'self' https://author.example;")
    expect(contentSecurityPolicy({ nonce: 'n', editorOrigin: undefined, editorMode: true })).toContain("frame-ancestors 'self';")
  })
})
