import { describe, expect, it } from 'vitest'
import { orderHistoryDefaults } from '#app/features/client-area/order-history-params.ts'
import {
  addDays,
  followAddress,
  lastTwelveMonths,
  orderHistoryQuery,
  pageCount,
  pickerRange,
  quickRange,
  viewRange,
} from '#app/features/client-area/order-history-rules.ts'

describe('order history rules', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
  })

  it('covers the last 12 months up to today', () => {
    expect(lastTwelveMonths('2026-11-25')).toEqual({ from: '2025-11-26', to: '2026-11-25' })
    expect(lastTwelveMonths('2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' })
    expect(lastTwelveMonths('2024-02-29')).toEqual({ from: '2023-03-02', to: '2024-02-29' })
  })

  it('offers quick ranges', () => {
    expect(quickRange('last30Days', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(quickRange('thisYear', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' })
    expect(quickRange('lastYear', '2026-11-25')).toEqual({ from: '2025-01-01', to: '2025-12-31' })
  })

  it.each([
    [{}, { from: '2025-11-26', to: '2026-11-25' }],
    [
      { from: '2025-01-01', to: '2025-06-30' },
      { from: '2025-01-01', to: '2025-06-30' },
    ],
    [{ from: '2026-01-01' }, { from: '2026-01-01', to: '2026-11-25' }],
    [{ from: '2027-01-01' }, { from: '2027-01-01', to: '2027-01-01' }],
    [{ to: '2026-06-30' }, { from: '2025-11-26', to: '2026-06-30' }],
    [{ to: '2020-06-30' }, { from: '2020-06-30', to: '2020-06-30' }],
  ])('the view of %j covers %j', (params, expected) => {
    expect(viewRange(params, '2026-11-25')).toEqual(expected)
  })

  it('asks the upstream for one page of the range, sorted', () => {
    expect(orderHistoryQuery({ from: '2025-01-01', to: '2025-06-30', sort: 'materialName', order: 'asc', page: 3, perPage: 25 }, '2026-11-25')).toEqual({
      limit: 25,
      offset: 50,
      fromDate: '2025-01-01',
      toDate: '2025-06-30',
      orderBy: 'materialName',
      sortingOrder: 'asc',
    })
    expect(orderHistoryQuery(orderHistoryDefaults, '2026-11-25')).toEqual({
      limit: 25,
      offset: 0,
      fromDate: '2025-11-26',
      toDate: '2026-11-25',
      orderBy: 'date',
      sortingOrder: 'desc',
    })
  })

  describe('the date-range picker follows the address', () => {
    const lastYear = { from: '2025-01-01', to: '2025-12-31' }
    const typed = { from: '2025-02-01', to: '2025-02-28' }
    const started = pickerRange(lastYear)

    it('starts from the address', () => {
      expect(started).toEqual({ address: lastYear, shown: lastYear, generation: 0, sent: null })
    })

    it('stays as it is while the address keeps its range', () => {
      expect(followAddress(started, { ...lastYear })).toBe(started)
    })

    it.each([
      ['both ends', typed],
      ['the start', { from: '2025-02-01', to: '2025-12-31' }],
      ['the end', { from: '2025-01-01', to: '2025-06-30' }],
    ])('starts again from a range from elsewhere that changes %s', (_, address) => {
      expect(followAddress(started, address)).toEqual({ address, shown: address, generation: 1, sent: null })
    })

    it('keeps what is typed when the address takes up the range the picker sent', () => {
      const sending = { ...started, sent: typed }
      expect(followAddress(sending, { ...typed })).toEqual({ address: typed, shown: lastYear, generation: 0, sent: typed })
    })

    it('starts again when the address turns to another range than the one sent, and then follows back and forward', () => {
      const sending = followAddress({ ...started, sent: typed }, typed)
      const quick = { from: '2026-10-27', to: '2026-11-25' }
      const afterQuick = followAddress(sending, quick)
      expect(afterQuick).toEqual({ address: quick, shown: quick, generation: 1, sent: null })
      // back to the typed range: the picker shows the quick range, so it starts again from the typed one
      expect(followAddress(afterQuick, typed)).toEqual({ address: typed, shown: typed, generation: 2, sent: null })
    })
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
    expect(pageCount(1200, 10)).toBe(120)
  })
})
