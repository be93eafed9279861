import { describe, expect, it } from 'vitest'
import { maxPayloadLength, serverFunctionRequestProblem } from '#app/server/server-function-payload.ts'

describe('server-function requests', () => {
  const url = (path: string) => new URL(path, 'http://127.0.0.1')
  it.each([
    ['/_serverFn/32dfd4887eef2c12b1410a29ef63dbdc02dad7888ca970bbf47b626d98c61c59', undefined],
    ['/_serverFn/abc_DEF-123?payload=%7B%22t%22%3A1%7D', undefined],
    ['/_serverFn/', 'Unknown server function'],
    ['/_serverFn/../../etc', 'Unknown server function'],
    [`/_serverFn/${'a'.repeat(257)}`, 'Unknown server function'],
    ['/_serverFn/abc?payload=%7Boops', 'Malformed payload'],
    ['/_serverFn/abc?payload=null', 'Malformed payload'],
    ['/_serverFn/abc?payload=42', 'Malformed payload'],
    [`/_serverFn/abc?payload=${'1'.repeat(maxPayloadLength + 1)}`, 'Payload too large'],
  ])('%s: %s', (path, problem) => {
    expect(serverFunctionRequestProblem(url(path))).toBe(problem)
  })
})
