import { describe, expect, it } from 'vitest'
import { clientAreaPage, orderPagePath } from '#app/features/client-area/client-area-paths.ts'

describe('client area pages', () => {
  it.each([
    ['/orders', { kind: 'history' }],
    ['/orders/sign-in', { kind: 'sign-in' }],
    ['/orders/4500012345', { kind: 'order', orderNumber: '4500012345' }],
    ['/orders/4500012345/deliveries/8000012', { kind: 'delivery', orderNumber: '4500012345', deliveryNumber: '8000012' }],
    ['/orders/sign-in/x', null],
    ['/orders/abc', null],
    ['/orders/4500012345/deliveries', null],
    ['/orders/4500012345/deliveries/x', null],
    ['/orders/4500012345/other/8000012', null],
    ['/orders/4500012345/deliveries/8000012/more', null],
    ['/orders/123456789012345678901', null],
    ['/about', null],
  ])('%s -> %j', (path, expected) => {
    expect(clientAreaPage(path)).toEqual(expected)
  })

  it('writes order and delivery paths', () => {
    expect(orderPagePath('4500012345')).toBe('/orders/4500012345')
    expect(orderPagePath('4500012345', '8000012')).toBe('/orders/4500012345/deliveries/8000012')
  })
})
