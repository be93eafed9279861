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
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || !attributes.includes(`nonce="${nonce}"`)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return policy.replace(nonceSource, [...hashes].join(' ') || "'none'").replace("'self' 'none'", "'self'")
}
