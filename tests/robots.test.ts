import { describe, expect, it } from 'vitest'
import { robotsTxt } from '#app/site/robots.ts'

describe('robots.txt', () => {
  it('keeps crawlers out of the client area, previews and search results', () => {
    expect(robotsTxt('https://www.mocom.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /*/orders',
      'Disallow: /*?mgnl',
      'Disallow: /*&mgnl',
      'Disallow: /*/search?',
      '',
      'Sitemap: https://www.mocom.example/sitemap.xml',
      '',
    ])
  })
})
