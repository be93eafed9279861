import { describe, expect, it } from 'vitest'
import { NavigationHistory } from '#app/site/navigation-history.ts'
import * as constants from '#config/constants.ts'

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
