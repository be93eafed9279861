import { describe, expect, it } from 'vitest'
import { loggablePath } from '#app/server/logger.server.ts'

describe('logs', () => {
  it('never show an order number', () => {
    expect(loggablePath('/en/orders/4711-xyz/deliveries')).toBe('/en/orders/:number/deliveries')
    expect(loggablePath('/en/about')).toBe('/en/about')
    expect(loggablePath(`/${'a'.repeat(300)}`).length).toBe(200)
  })
})
