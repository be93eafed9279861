import { describe, expect, it } from 'vitest'
import { formatFileSize } from '#app/site/file-size.ts'

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
