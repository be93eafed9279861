import { describe, expect, it, vi } from 'vitest'
import { NavigationHistory } from '#app/site/navigation-history.ts'
import { isPrerenderAgent, watchPrerenderReadiness } from '#app/site/prerender.ts'
import { runStartupSteps, startupFailureMessage } from '#app/site/startup-steps.ts'
import { hasSignedInHint, signedInHintChanged, subscribeSignedInHint } from '#app/site/signed-in-hint.ts'
import { formatFileSize } from '#app/site/file-size.ts'
import { formatCalendarDay } from '#app/site/day-format.ts'
import { closestPage } from '#app/site/suggestion.ts'
import { brandTable } from '#config/brands.ts'
import { constants } from '#config/constants.ts'
import { parseBrandOrigins } from '#app/server/public-origin.server.ts'
import { readServerEnv } from '#config/server-env.ts'

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
    ['null', 'null'],
    ['a number', '5'],
    ['a string', '"/en"'],
    ['entries that are no list', JSON.stringify({ entries: '/a', index: 0 })],
    ['an entry that is no path', JSON.stringify({ entries: ['/a', 'en/b'], index: 0 })],
    ['an entry that is no string', JSON.stringify({ entries: ['/a', 7], index: 0 })],
    ['an entry longer than 4096 characters', JSON.stringify({ entries: [`/${'a'.repeat(4096)}`], index: 0 })],
    ['an index before the entries', JSON.stringify({ entries: ['/en'], index: -1 })],
    ['an index between two entries', JSON.stringify({ entries: ['/a', '/b'], index: 0.5 })],
    ['an index that is a string', JSON.stringify({ entries: ['/a', '/b'], index: '1' })],
    ['no index', JSON.stringify({ entries: ['/a', '/b'] })],
    ['the index just past the entries', JSON.stringify({ entries: ['/a', '/b'], index: 2 })],
  ])('starts empty from %s', (_, stored) => {
    const history = new NavigationHistory(2, memoryStorage(stored === undefined ? {} : { navigationHistory: stored }))
    expect(history.entries).toEqual([])
    expect(() => history.back()).toThrow('Cannot go back')
  })

  it.each([
    ['as many entries as the limit, at the last', { entries: ['/a', '/b'], index: 1 }, '/b'],
    ['at the first entry', { entries: ['/a', '/b'], index: 0 }, '/a'],
    ['an entry of 4096 characters', { entries: [`/${'a'.repeat(4095)}`], index: 0 }, `/${'a'.repeat(4095)}`],
  ])('goes on from what an earlier page kept: %s', (_, kept, current) => {
    const history = new NavigationHistory(2, memoryStorage({ navigationHistory: JSON.stringify(kept) }))
    expect(history.entries).toEqual(kept.entries)
    expect(history.current).toBe(current)
  })

  it('keeps each step under its key: a visit, a step back, a step forward', () => {
    const storage = memoryStorage()
    const kept = () => JSON.parse(storage.getItem('navigationHistory') ?? 'null') as unknown
    const history = new NavigationHistory(50, storage)
    history.push('/a')
    history.push('/b')
    expect(kept()).toEqual({ entries: ['/a', '/b'], index: 1 })
    history.back()
    expect(kept()).toEqual({ entries: ['/a', '/b'], index: 0 })
    history.forward()
    expect(kept()).toEqual({ entries: ['/a', '/b'], index: 1 })
    // another key is another history
    const other = new NavigationHistory(50, storage, 'otherHistory')
    expect(other.entries).toEqual([])
    other.push('/c')
    expect(new NavigationHistory(50, storage).entries).toEqual(['/a', '/b'])
    expect(new NavigationHistory(50, storage, 'otherHistory').entries).toEqual(['/c'])
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

  it('tells each listener of a sign-in or sign-out in the tab until it stops listening', () => {
    const heard: string[] = []
    const stopFirst = subscribeSignedInHint(() => heard.push('first'))
    const stopSecond = subscribeSignedInHint(() => heard.push('second'))
    signedInHintChanged()
    stopFirst()
    signedInHintChanged()
    stopSecond()
    signedInHintChanged()
    expect(heard).toEqual(['first', 'second', 'second'])
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

describe('site configuration', () => {
  it('writes brand names and prefixes with the product word', () => {
    const brands = brandTable('acme')
    expect(brands.ceramics.prefix).toBe('acme-ceramics')
    expect(brands.group.prefix).toBe('otto-acme-group')
    expect(brands.chemie.prefix).toBe('acme-chemie')
    expect(brands.newBusiness.prefix).toBe('otto-acme-new-business')
    expect(brands.albis.prefix).toBe('albis-distribution')
    expect(
      Object.values(brands)
        .filter((b) => b.languages.includes('zh'))
        .map((b) => b.id),
    ).toEqual(['albis'])
  })

  it('reads BRAND_ORIGINS by brand id or prefix, ignoring junk', () => {
    const origins = parseBrandOrigins(
      'www.mocom.example=mocom, ceramics.example=acme-ceramics,broken,x=unknown,http://htf.localhost:3000=HTF, https://wipag.example:443/=wipag,=mocom',
      'acme',
    )
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

  it("the launcher's variables: defaults, values, and an empty value as unset", () => {
    const defaults = readServerEnv({})
    expect([defaults.DATA_DIR, defaults.HOST, defaults.NODE_ENV, defaults.LOG_LEVEL]).toEqual(['./data', '127.0.0.1', 'production', 'info'])
    expect([defaults.EMBEDDED_BACKEND, defaults.BACKEND_CONTROL_TOKEN, defaults.JOBS_SCALE, defaults.SEARCH_SCALE_DOCS, defaults.CATALOGUE_SCALE]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    const blank = readServerEnv({
      DATA_DIR: '',
      HOST: '',
      EMBEDDED_BACKEND: '',
      BACKEND_CONTROL_TOKEN: '',
      JOBS_SCALE: '',
      SEARCH_SCALE_DOCS: '',
      CATALOGUE_SCALE: '',
    })
    expect(blank).toMatchObject({ DATA_DIR: './data', HOST: '127.0.0.1' })
    expect([blank.EMBEDDED_BACKEND, blank.BACKEND_CONTROL_TOKEN, blank.JOBS_SCALE, blank.SEARCH_SCALE_DOCS, blank.CATALOGUE_SCALE]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    const set = readServerEnv({
      DATA_DIR: '/app/data',
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      EMBEDDED_BACKEND: '1',
      BACKEND_CONTROL_TOKEN: 't',
      JOBS_SCALE: '5000',
      SEARCH_SCALE_DOCS: '100000',
      CATALOGUE_SCALE: '20000',
      LOG_LEVEL: 'warn',
    })
    expect(set).toMatchObject({
      DATA_DIR: '/app/data',
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      EMBEDDED_BACKEND: '1',
      BACKEND_CONTROL_TOKEN: 't',
      JOBS_SCALE: 5000,
      SEARCH_SCALE_DOCS: 100000,
      CATALOGUE_SCALE: 20000,
      LOG_LEVEL: 'warn',
    })
    expect(() => readServerEnv({ JOBS_SCALE: 'many' })).toThrow(/JOBS_SCALE/)
    expect(() => readServerEnv({ EMBEDDED_BACKEND: 'yes' })).toThrow(/EMBEDDED_BACKEND/)
    expect(() => readServerEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => readServerEnv({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/)
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
