import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { policyForStoredPage } from '#app/server/edge/stored-page-policy.server.ts'

describe('a kept page trades its nonce for the hashes of its own inline scripts', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
  const policy = "default-src 'self'; script-src 'self' 'nonce-abc123' https://author.example; object-src 'none'"

  it('hashes every inline script with the nonce, none without it, none with a src', () => {
    const html = [
      '<script nonce="abc123">window.a = 1</script>',
      '<script nonce="abc123" type="module">import("/assets/x.js") // ü</script>',
      '<script>alert("injected")</script>',
      '<script nonce="other">alert(2)</script>',
      '<script nonce="abc123" src="/assets/main.js"></script>',
      '<script nonce="abc123" src ="/assets/other.js"></script>',
    ].join('')
    expect(policyForStoredPage(policy, html)).toBe(
      `default-src 'self'; script-src 'self' ${sha('window.a = 1')} ${sha('import("/assets/x.js") // ü')} https://author.example; object-src 'none'`,
    )
  })

  it('the same script twice is one hash', () => {
    const html = '<script nonce="abc123">x()</script><script nonce="abc123">x()</script>'
    expect(policyForStoredPage(policy, html)).toBe(`default-src 'self'; script-src 'self' ${sha('x()')} https://author.example; object-src 'none'`)
  })

  it('a page without inline scripts allows only its own files', () => {
    expect(policyForStoredPage(policy, '<p>no script</p>')).toBe("default-src 'self'; script-src 'self' https://author.example; object-src 'none'")
  })

  it.each([
    ['a src in capitals', '<script nonce="abc123" SRC="/assets/main.js"></script>', []],
    ['an attribute that only ends in src', '<script nonce="abc123" datasrc="x">y()</script>', ['y()']],
    ['a script tag in capitals', '<SCRIPT nonce="abc123">z()</SCRIPT>', ['z()']],
    ['a script over several lines', '<script nonce="abc123">a()\n</script>', ['a()\n']],
  ])('%s', (_, html, hashed) => {
    expect(policyForStoredPage(policy, html)).toBe(
      `default-src 'self'; script-src 'self'${hashed.map((text) => ` ${sha(text)}`).join('')} https://author.example; object-src 'none'`,
    )
  })

  it("a nonce that was the only script source becomes 'none' when the page has no inline script of its own", () => {
    expect(policyForStoredPage("script-src 'nonce-abc123'; object-src 'none'", '<script>alert(1)</script>')).toBe("script-src 'none'; object-src 'none'")
  })

  it('a policy without a nonce stays as it is', () => {
    expect(policyForStoredPage("script-src 'self'", '<script>x()</script>')).toBe("script-src 'self'")
    expect(policyForStoredPage("script-src 'self' 'none'", '<script nonce="undefined">x()</script>')).toBe("script-src 'self' 'none'")
  })
})
