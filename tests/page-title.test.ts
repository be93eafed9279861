import { describe, expect, it } from 'vitest'
import { documentTitle } from '#app/site/page-title.ts'

describe('document titles name the brand', () => {
  it.each([
    [{ brand: 'ALBIS Distribution', title: 'About us' }, 'About us | ALBIS Distribution'],
    [{ brand: 'ALBIS Distribution', title: 'Meine Bestellungen' }, 'Meine Bestellungen | ALBIS Distribution'],
    [{ brand: 'ALBIS Distribution', title: '我的订单' }, '我的订单 | ALBIS Distribution'],
    [{ brand: 'Acme Ceramics', title: '  Downloads ' }, 'Downloads | Acme Ceramics'],
    // the home: the brand and its claim, whatever the page calls itself
    [{ brand: 'MOCOM', title: 'Home', claim: 'Coloured and modified engineering plastics' }, 'MOCOM – Coloured and modified engineering plastics'],
    [{ brand: 'MOCOM', title: 'Home', claim: ' ' }, 'MOCOM'],
    // a page without a title of its own, or titled as the brand, is the brand
    [{ brand: 'WIPAG', title: '' }, 'WIPAG'],
    [{ brand: 'WIPAG', title: 'WIPAG' }, 'WIPAG'],
  ])('%j -> %j', (parts, title) => {
    expect(documentTitle(parts)).toBe(title)
  })
})
