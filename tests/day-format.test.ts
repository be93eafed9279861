import { describe, expect, it } from 'vitest'
import { formatCalendarDay } from '#app/site/day-format.ts'

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
