import { describe, expect, it } from 'vitest'
import {
  isCalendarDate,
  isKeptRange,
  orderHistoryDefaults,
  orderHistorySearch,
  parseOrderHistoryParams,
} from '#app/features/client-area/order-history-params.ts'

describe('order history params', () => {
  it('defaults to the last 12 months, newest first, 25 per page', () => {
    expect(orderHistoryDefaults).toEqual({ from: undefined, to: undefined, sort: 'date', order: 'desc', page: 1, perPage: 25 })
  })

  it.each([
    [
      { from: '2025-01-01', to: '2025-06-30', sort: 'date', order: 'asc', page: '2', perPage: '25' },
      { from: '2025-01-01', to: '2025-06-30', sort: 'date', order: 'asc', page: 2, perPage: 25 },
    ],
    [{ from: '2025-02-30' }, { ...orderHistoryDefaults }],
    [{ from: '2025-13-01', to: '2025-00-10' }, { ...orderHistoryDefaults }],
    [{ from: '2025-06-30', to: '2025-01-01' }, { ...orderHistoryDefaults }],
    [
      { from: '2025-06-30', to: '2025-06-30' },
      { ...orderHistoryDefaults, from: '2025-06-30', to: '2025-06-30' },
    ],
    [{ from: '2025-06-01' }, { ...orderHistoryDefaults, from: '2025-06-01' }],
    [{ to: '2024-02-29' }, { ...orderHistoryDefaults, to: '2024-02-29' }],
    [{ to: '2023-02-29' }, { ...orderHistoryDefaults }],
    [{ from: '1899-12-31' }, { ...orderHistoryDefaults }],
    [{ from: '20250101' }, { ...orderHistoryDefaults }],
    [{ from: 20250101 }, { ...orderHistoryDefaults }],
    [{ sort: 'price', order: 'up' }, { ...orderHistoryDefaults }],
    [
      { sort: 'materialName', order: 'asc' },
      { ...orderHistoryDefaults, sort: 'materialName', order: 'asc' },
    ],
    [{ sort: 'orderNumber' }, { ...orderHistoryDefaults, sort: 'orderNumber' }],
    [{ sort: 'status' }, { ...orderHistoryDefaults, sort: 'status' }],
    [{ page: '0' }, { ...orderHistoryDefaults }],
    [{ page: '-3' }, { ...orderHistoryDefaults }],
    [{ page: '1.5' }, { ...orderHistoryDefaults }],
    [{ page: '100000' }, { ...orderHistoryDefaults, page: 100000 }],
    [{ page: '100001' }, { ...orderHistoryDefaults }],
    [{ perPage: '30' }, { ...orderHistoryDefaults }],
    [{ perPage: 'abc' }, { ...orderHistoryDefaults }],
    [{ perPage: '100' }, { ...orderHistoryDefaults, perPage: 100 }],
    [{ perPage: 10 }, { ...orderHistoryDefaults, perPage: 10 }],
    [{ perPage: '50' }, { ...orderHistoryDefaults, perPage: 50 }],
    // a param given twice is a list: no value
    [{ from: ['2025-01-01'], to: ['2025-06-30'] }, { ...orderHistoryDefaults }],
    [{ page: ['2'], perPage: ['50'] }, { ...orderHistoryDefaults }],
    [{ page: true, perPage: null }, { ...orderHistoryDefaults }],
    [{ page: '', perPage: ' ' }, { ...orderHistoryDefaults }],
    [
      { page: 2, order: 'desc' },
      { ...orderHistoryDefaults, page: 2 },
    ],
    [{ page: ' 2 ' }, { ...orderHistoryDefaults, page: 2 }],
    [
      { page: '2.0', perPage: '1e2' },
      { ...orderHistoryDefaults, page: 2, perPage: 100 },
    ],
    [{ order: 'ASC' }, { ...orderHistoryDefaults }],
  ])('%j -> %j', (search, expected) => {
    expect(parseOrderHistoryParams(search)).toEqual(expected)
  })

  it('knows calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2025-04-31')).toBe(false)
    expect(isCalendarDate('2025-12-31')).toBe(true)
    expect(isCalendarDate('1900-01-01')).toBe(true)
    expect(isCalendarDate(' 2025-01-01')).toBe(false)
    expect(isCalendarDate('2025-01-01x')).toBe(false)
    expect(isCalendarDate('2025-00-10')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-01-00')).toBe(false)
    expect(isCalendarDate('2025-12-32')).toBe(false)
    expect(isCalendarDate('2025-01-99')).toBe(false)
    expect(isCalendarDate('0099-12-31')).toBe(false)
    expect(isCalendarDate('9999-12-31')).toBe(true)
  })

  it('writes a view without its defaults', () => {
    expect(orderHistorySearch(orderHistoryDefaults)).toStrictEqual({})
    expect(orderHistorySearch({ from: '2025-01-01', to: '2025-06-30', sort: 'status', order: 'asc', page: 2, perPage: 50 })).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
      sort: 'status',
      order: 'asc',
      page: 2,
      perPage: 50,
    })
    expect(orderHistorySearch({ ...orderHistoryDefaults, to: '2025-01-01' })).toStrictEqual({ to: '2025-01-01' })
  })

  it.each([
    [{ from: '2025-02-01', to: '2025-02-28' }, true],
    [{ from: '2025-02-28', to: '2025-02-28' }, true],
    [{ from: '2025-03-01', to: '2025-02-28' }, false],
    [{ from: '0002-02-01', to: '2025-12-31' }, false],
    [{ from: '2025-01-01', to: '0202-12-31' }, false],
    [{ from: '2025-02-30', to: '2025-12-31' }, false],
    [{ from: '2025-01-01', to: '2025-02-30' }, false],
  ])('a picked range %j is kept by the URL: %s', (range, kept) => {
    expect(isKeptRange(range)).toBe(kept)
  })
})
