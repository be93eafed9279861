import { describe, expect, it } from 'vitest'
import { hasTrailingSlash, withoutHtmlSuffix, withoutTrailingSlash } from '#app/site/url-path.ts'
import { storyPagePath } from '#app/site/story-path.ts'
import { cmsSiteOf, productName } from '#config/brands.ts'

describe('URL path rules', () => {
  it.each([
    ['/en/about/', '/en/about'],
    ['/en/about///', '/en/about'],
    ['/', '/'],
    ['//', '/'],
    ['/en', '/en'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example/x/', '/evil.example/x'],
    ['/a//b/', '/a//b'],
  ])('withoutTrailingSlash(%s) = %s', (path, expected) => {
    expect(withoutTrailingSlash(path)).toBe(expected)
  })

  it.each([
    ['/', false],
    ['/en', false],
    ['/en/', true],
    ['//', true],
  ])('hasTrailingSlash(%s) = %s', (path, expected) => {
    expect(hasTrailingSlash(path)).toBe(expected)
  })

  it.each([
    ['/about.html', '/about'],
    ['/about', '/about'],
    ['/.html', '/'],
    ['/a.html/b', '/a.html/b'],
    ['/about.htm', '/about.htm'],
  ])('withoutHtmlSuffix(%s) = %s', (path, expected) => {
    expect(withoutHtmlSuffix(path)).toBe(expected)
  })

  it('writes story paths', () => {
    expect(storyPagePath('press', 'new-plant', 'abc-1')).toBe('/info-center/press~new-plant~s=abc-1~')
    expect(storyPagePath('blog', 'recycling', '7')).toBe('/info-center/blog~recycling~s=7~')
  })

  it('names brands and their Magnolia sites', () => {
    expect(productName('acme')).toBe('Acme')
    expect(productName('x')).toBe('X')
    expect(cmsSiteOf('newBusiness')).toBe('new-business')
    expect(cmsSiteOf('albis')).toBe('albis')
  })
})
