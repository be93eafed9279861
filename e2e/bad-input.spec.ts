import { backendRequests, expect, test } from './support.ts'

const malformed = [
  '/en/%2e%2e/%2e%2e/etc/passwd',
  '/en/..%2F..%2Fetc%2Fpasswd',
  '/en/a%2Fb',
  '/en/%00',
  '/en/a%0d%0aSet-Cookie:x=1',
  '/en/%E0%A4%A',
  `/en/${'x'.repeat(5000)}`,
  '/xx/yy/zz',
  '/klingon/about',
  '/mocom/zh',
  '/en/about?from=%ZZ&q[]=1&a=%00',
  '/en/404?from=javascript:alert(1)',
  '/en/404?from=' + encodeURIComponent('//evil.example/'),
  '//evil.example/',
  '/en/about//team',
  '/dam/..%2F..%2Fpackage.json',
  '/dam/jcr:00000000-0000-0000-0000-000000000000/x.svg',
  '/en/<script>alert(1)</script>',
  '/en/' + encodeURIComponent('über uns'),
]

test('malformed paths and queries never give a 5xx nor reach the CMS unsanitized', async ({ request, baseURL }) => {
  for (const path of malformed) {
    const response = await request.get(`${baseURL ?? ''}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
    expect([200, 301, 302, 307, 308, 404], path).toContain(response.status())
  }
  for (const path of await backendRequests()) {
    expect(path).not.toMatch(/\.\.|%00|%0d|%0a|%2F\.\.|<|>/i)
  }
})
