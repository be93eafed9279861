import { describe, expect, it } from 'vitest'
import { errorKindForStatus } from '#app/server/upstream.server.ts'

describe('HTTP error mapping (docs/contracts.md, "Error table")', () => {
  it.each([
    [500, 'server error'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [400, 'bad request'],
    [404, 'not found'],
    [413, 'payload too large'],
    [409, 'conflict'],
    [502, 'server error'],
    [418, 'server error'],
  ])('%i -> %s', (status, kind) => {
    expect(errorKindForStatus(status)).toBe(kind)
  })
})
