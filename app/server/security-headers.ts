/**
 * The security headers of every response (pages, assets, redirects, errors) and the Content
 * Security Policy of every HTML page. Written once here; the edge applies the headers to
 * every response, the root route sets the policy with the request's nonce. docs/security.md lists
 * them with the reasons.
 */

/** Where browsers send Content Security Policy violation reports. */
export const cspReportPath = '/csp-report'

/** YouTube's privacy-enhanced host: video embeds load from it once the visitor consents. */
const videoEmbedOrigin = 'https://www.youtube-nocookie.com'

interface PolicyOptions {
  /** The request's nonce: only scripts that carry it (or come from this origin) run. */
  nonce: string
  /** The Magnolia author instance, if one is configured: it may frame the site. */
  editorOrigin: string | undefined
  /** Editor mode: the editor's script and stylesheet load from the editor origin. */
  editorMode: boolean
}

/** The Content Security Policy of an HTML page. */
export function contentSecurityPolicy({ nonce, editorOrigin, editorMode }: PolicyOptions): string {
  const editor = editorMode && editorOrigin ? ` ${editorOrigin}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${editor}`,
    // React writes `style` attributes; scripts stay strict
    `style-src 'self' 'unsafe-inline'${editor}`,
    `img-src 'self' data:${editor}`,
    "font-src 'self'",
    `connect-src 'self'${editor}`,
    `frame-src ${videoEmbedOrigin}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${editorOrigin ? ` ${editorOrigin}` : ''}`,
    `report-uri ${cspReportPath}`,
    'report-to csp',
  ].join('; ')
}

/** Headers every response gets, whatever it is. */
export function securityHeaders(origin: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'reporting-endpoints': `csp="${cspReportPath}"`,
    ...(origin.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** The response with the security headers added (headers it set itself win). */
export function withSecurityHeaders(response: Response, origin: string): Response {
  const add = (headers: Headers) => {
    for (const [name, value] of Object.entries(securityHeaders(origin))) if (!headers.has(name)) headers.set(name, value)
  }
  try {
    add(response.headers)
    return response
  } catch {
    // a response whose headers are immutable (passed through from elsewhere): copy it
    const copy = new Response(response.body, response)
    add(copy.headers)
    return copy
  }
}
