import { describe, expect, it } from 'vitest'
import { closestPage } from '#app/site/suggestion.ts'

describe('closestPage ("Did you mean ...")', () => {
  const pages = [
    { title: 'About us', href: '/en/about' },
    { title: 'Services', href: '/en/services' },
    { title: 'Contact', href: '/en/contact' },
  ]
  it('offers the page with the nearest path', () => {
    expect(closestPage('/en/abuot', pages)?.title).toBe('About us')
    expect(closestPage('/en/servises', pages)?.title).toBe('Services')
    expect(closestPage('/EN/CONTACT', pages)).toBeUndefined()
  })
  it('offers nothing for a path unlike any page', () => {
    expect(closestPage('/en/completely-unrelated-thing', pages)).toBeUndefined()
    expect(closestPage('/en/abuot', [])).toBeUndefined()
  })
  it.each([
    ['a third of the path changed', '/en/about', [{ title: 'Three changed', href: '/en/abxyz' }], 'Three changed'],
    ['more than a third changed', '/en/about', [{ title: 'Four changed', href: '/en/axyzw' }], undefined],
    ['a third of the longer path, the page', '/en/ab', [{ title: 'Three added', href: '/en/about' }], 'Three added'],
    ['a third of the longer path, the request', '/en/about', [{ title: 'Three left out', href: '/en/ab' }], 'Three left out'],
    [
      'of two as close, the first',
      '/en/hat',
      [
        { title: 'Cat', href: '/en/cat' },
        { title: 'Bat', href: '/en/bat' },
      ],
      'Cat',
    ],
    [
      'a closer one after a farther one',
      '/en/servies',
      [
        { title: 'Series', href: '/en/xseries' },
        { title: 'Services', href: '/en/services' },
      ],
      'Services',
    ],
    [
      'two letters swapped are two changes, fewer than three',
      '/en/abuot',
      [
        { title: 'Three replaced', href: '/en/axxxt' },
        { title: 'Swapped', href: '/en/about' },
      ],
      'Swapped',
    ],
    [
      'an exact page is no suggestion even beside a close one',
      '/en/about',
      [
        { title: 'Close', href: '/en/abouts' },
        { title: 'Same', href: '/EN/About' },
      ],
      undefined,
    ],
    ['letters in any case', '/EN/ABUOT', [{ title: 'About', href: '/en/about' }], 'About'],
    ['a page that adds three letters to a path of one', '/', [{ title: 'Three added', href: '/abc' }], undefined],
    ['a page that adds three letters inside a path of two', '/x', [{ title: 'Three inserted', href: '/abcx' }], undefined],
  ])('%s', (_, requested, candidates, title) => {
    expect(closestPage(requested, candidates)?.title).toBe(title)
  })
})
