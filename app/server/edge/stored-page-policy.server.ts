/**
 * A page the page cache keeps is served to many visitors, so the nonce its first render carried
 * would be shared and stop being a secret. Before it is kept, its policy trades the nonce for the
 * SHA-256 hashes of the inline scripts that carried that nonce (those the site rendered itself; an
 * injected script would not know it), so the kept page runs exactly those scripts and nothing
 * else (docs/decisions/012-operations.md).
 */
import { createHash } from 'node:crypto'

const nonceSource = /'nonce-([\w+/=-]+)'/
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The policy with its nonce replaced by the hashes of the page's own inline scripts; the policy unchanged when it has no nonce. */
export function policyForStoredPage(policy: string, html: string): string {
  const nonce = nonceSource.exec(policy)?.[1]
  if (!nonce) return policy
  const hashes = new Set<string>()
  // Stryker disable next-line StringLiteral: both groups take part in every match (each may be empty), so the defaults never apply
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || !attributes.includes(`nonce="${nonce}"`)) continue
    // a string is hashed as UTF-8, as the browser hashes the script's text
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return policy.replace(nonceSource, [...hashes].join(' ') || "'none'").replace("'self' 'none'", "'self'")
}
