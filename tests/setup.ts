import { afterEach, vi } from 'vitest'

// A console.error during a test fails it, so React warnings and swallowed errors cannot hide.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`)
})
