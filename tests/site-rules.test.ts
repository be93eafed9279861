import { describe, expect, it, vi } from 'vitest'
import { NavigationHistory } from '#app/site/navigation-history.ts'
import { isPrerenderAgent, watchPrerenderReadiness } from '#app/site/prerender.ts'
import { runStartupSteps, startupFailureMessage } from '#app/site/startup-steps.ts'
import { hasSignedInHint } from '#app/site/signed-in-hint.ts'
import { formatFileSize } from '#app/site/file-size.ts'
import { formatCalendarDay } from '#app/site/day-format.ts'
import { closestPage } from '#app/site/suggestion.ts'
import { brandTable, constants, parseBrandOrigins, readServerEnv } from '#app.config.ts'

describe('NavigationHistory (up to 50 entries)', () => {
  it('keeps the last 50 entries and goes back and forward', () => {
    const history = new NavigationHistory(constants.historyLimit)
    for (let i = 1; i <= 60; i++) history.push(`/en/page-${i}`)
    expect(history.entries).toHaveLength(50)
    expect(history.entries[0]).toBe('/en/page-11')
    expect(history.back()).toBe('/en/page-59')
    expect(history.forward()).toBe('/en/page-60')
  })

  it("throws 'Cannot go back' and 'Cannot go forward' when there is no entry", () => {
    const history = new NavigationHistory(50)
    expect(() => history.back()).toThrow('Cannot go back')
    history.push('/en')
    expect(() => history.back()).toThrow('Cannot go back')
    expect(() => history.forward()).toThrow('Cannot go forward')
  })

  it('drops forward entries on a new visit and ignores a repeated visit', () => {
    const history = new NavigationHistory(50)
    history.push('/a')
    history.push('/b')
    history.push('/b')
    history.back()
    history.push('/c')
    expect(history.entries).toEqual(['/a', '/c'])
    expect(() => history.forward()).toThrow('Cannot go forward')
  })
})

describe('NavigationHistory kept in the tab across page loads', () => {
  const memoryStorage = (initial: Record<string, string> = {}) => {
    const items = new Map(Object.entries(initial))
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
  }

  it('a page loaded later in the tab goes back to the page before it', () => {
    const storage = memoryStorage()
    new NavigationHistory(50, storage).push('/en/services')
    const next = new NavigationHistory(50, storage)
    next.push('/en/404?from=%2Fen%2Fabuot')
    expect(next.back()).toBe('/en/services')
    // the step back is kept too: the page it leads to goes on from there
    const after = new NavigationHistory(50, storage)
    expect(after.current).toBe('/en/services')
    expect(after.forward()).toBe('/en/404?from=%2Fen%2Fabuot')
  })

  it.each([
    ['no entry', undefined],
    ['not JSON', '{'],
    ['another origin', JSON.stringify({ entries: ['//evil.example/x'], index: 0 })],
    ['an absolute URL', JSON.stringify({ entries: ['https://evil.example/'], index: 0 })],
    ['an index outside the entries', JSON.stringify({ entries: ['/en'], index: 3 })],
    ['more entries than the limit', JSON.stringify({ entries: ['/a', '/b', '/c'], index: 2 })],
  ])('starts empty from %s', (_, stored) => {
    const history = new NavigationHistory(2, memoryStorage(stored === undefined ? {} : { navigationHistory: stored }))
    expect(history.entries).toEqual([])
    expect(() => history.back()).toThrow('Cannot go back')
  })

  it('goes on in memory when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const history = new NavigationHistory(50, refusing)
    history.push('/en/a')
    history.push('/en/b')
    expect(history.back()).toBe('/en/a')
  })
})

describe("the client area's signed-in hint (the header's label)", () => {
  it.each([
    ['client_signed_in=1', true],
    ['language=de; client_signed_in=1; other=x', true],
    ['', false],
    ['client_signed_in=0', false],
    ['not_client_signed_in=1', false],
    ['client_session=100200.abc', false],
  ])('%j: %s', (cookies, expected) => {
    expect(hasSignedInHint(cookies)).toBe(expected)
  })
})

describe('start-up steps', () => {
  it('a step that throws or rejects is reported, and the steps after it still run', async () => {
    const reported: Array<[string, unknown]> = []
    const ran: string[] = []
    const refused = new Error('SecurityError')
    runStartupSteps(
      [
        [
          'service worker',
          () => {
            throw refused
          },
        ],
        ['later', () => Promise.reject(new Error('no registrations'))],
        ['history', () => void ran.push('history')],
      ],
      (step, error) => reported.push([step, error]),
    )
    expect(ran).toEqual(['history'])
    await Promise.resolve()
    expect(reported.map(([step]) => step)).toEqual(['service worker', 'later'])
    expect(reported[0]?.[1]).toBe(refused)
  })

  it("logs the spec's 'Failed to apply polyfill' with the step by default", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    runStartupSteps([
      [
        'hash scroll',
        () => {
          throw new Error('refused')
        },
      ],
    ])
    expect(error).toHaveBeenCalledWith(startupFailureMessage, 'hash scroll', expect.any(Error))
    expect(startupFailureMessage).toBe('Failed to apply polyfill')
    // the setup's spy on console.error, which fails a test that logs: back to logging, and these calls forgotten
    error.mockReset()
  })
})

describe('prerender readiness', () => {
  it('applies only to user agents containing Prerender', () => {
    expect(isPrerenderAgent('Mozilla/5.0 Prerender (+https://github.com/prerender/prerender)')).toBe(true)
    expect(isPrerenderAgent('Mozilla/5.0 Chrome/120')).toBe(false)
  })

  it('checks every second after three seconds and marks ready once settled', () => {
    vi.useFakeTimers()
    let settled = false
    const ready = vi.fn()
    watchPrerenderReadiness(() => settled, ready, globalThis)
    vi.advanceTimersByTime(2999)
    settled = true
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20_000)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('keeps checking each second until settled', () => {
    vi.useFakeTimers()
    let settled = false
    const ready = vi.fn()
    watchPrerenderReadiness(() => settled, ready, globalThis)
    vi.advanceTimersByTime(5000)
    expect(ready).not.toHaveBeenCalled()
    settled = true
    vi.advanceTimersByTime(999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('forces readiness after fifteen seconds', () => {
    vi.useFakeTimers()
    const ready = vi.fn()
    watchPrerenderReadiness(() => false, ready, globalThis)
    vi.advanceTimersByTime(14_999)
    expect(ready).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ready).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})

describe('formatFileSize (kilobytes, no decimals, German format)', () => {
  it.each([
    [0, '0 KB'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [149_504, '146 KB'],
    [1_536_000, '1.500 KB'],
    [1_231_872, '1.203 KB'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })
})

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
})

describe('site configuration', () => {
  it('writes brand names and prefixes with the product word', () => {
    const brands = brandTable('acme')
    expect(brands.ceramics.prefix).toBe('acme-ceramics')
    expect(brands.group.prefix).toBe('otto-acme-group')
    expect(brands.chemie.prefix).toBe('acme-chemie')
    expect(brands.newBusiness.prefix).toBe('otto-acme-new-business')
    expect(brands.albis.prefix).toBe('albis-distribution')
    expect(Object.values(brands).filter((b) => b.languages.includes('zh')).map((b) => b.id)).toEqual(['albis'])
  })

  it('reads BRAND_ORIGINS by brand id or prefix, ignoring junk', () => {
    const origins = parseBrandOrigins('www.mocom.example=mocom, ceramics.example=acme-ceramics,broken,x=unknown,http://htf.localhost:3000=HTF, https://wipag.example:443/=wipag,=mocom', 'acme')
    expect([...origins]).toEqual([
      ['https://www.mocom.example', 'mocom'],
      ['https://ceramics.example', 'ceramics'],
      ['http://htf.localhost:3000', 'htf'],
      ['https://wipag.example', 'wipag'],
    ])
  })

  it('validates the environment and applies defaults', () => {
    const env = readServerEnv({ CMS_URL: 'http://cms.example:8080', SEARCH_URL: '' })
    expect(env.CMS_URL).toBe('http://cms.example:8080')
    expect(env.SEARCH_URL).toBeUndefined()
    expect(env.PORT).toBe(3000)
    expect(env.PUBLIC_PRODUCT_WORD).toBe('acme')
    expect(() => readServerEnv({ CMS_URL: 'ftp://cms' })).toThrow(/CMS_URL/)
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })
})

describe('formatCalendarDay', () => {
  it('writes a day as a reader of the locale does, in the style asked for, whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-25', 'en-GB')).toBe('25 Nov 2026')
    expect(formatCalendarDay('2026-11-25', 'de-DE')).toBe('25.11.2026')
    expect(formatCalendarDay('2026-01-01', 'en', 'long')).toBe('January 1, 2026')
    expect(formatCalendarDay('2026-01-01', 'de', 'long')).toBe('1. Januar 2026')
    // the second call with the same locale and style uses the kept format and gives the same
    expect(formatCalendarDay('2026-11-25', 'en-GB')).toBe('25 Nov 2026')
    expect(formatCalendarDay('2026-11-25', 'en-GB', 'long')).toBe('25 November 2026')
  })

  it('gives back what is not a day as it came, rather than throwing', () => {
    expect(formatCalendarDay('tomorrow', 'en-GB')).toBe('tomorrow')
    expect(formatCalendarDay('', 'de')).toBe('')
  })
})
