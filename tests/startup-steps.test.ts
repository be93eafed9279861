import { describe, expect, it, vi } from 'vitest'
import { runStartupSteps, startupFailureMessage } from '#app/site/startup-steps.ts'

describe('start-up steps', () => {
  it('a step that throws or rejects is reported, and the steps after it still run', async () => {
    const reported: Array<[string, unknown]> = []
    const ran: string[] = []
    const refused = new Error('SecurityError')
    runStartupSteps(
      [
        [
          'service worker',
          () => {
            throw refused
          },
        ],
        ['later', () => Promise.reject(new Error('no registrations'))],
        ['history', () => void ran.push('history')],
      ],
      (step, error) => reported.push([step, error]),
    )
    expect(ran).toEqual(['history'])
    await Promise.resolve()
    expect(reported.map(([step]) => step)).toEqual(['service worker', 'later'])
    expect(reported[0]?.[1]).toBe(refused)
  })

  it("logs the spec's 'Failed to apply polyfill' with the step by default", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    runStartupSteps([
      [
        'hash scroll',
        () => {
          throw new Error('refused')
        },
      ],
    ])
    expect(error).toHaveBeenCalledWith(startupFailureMessage, 'hash scroll', expect.any(Error))
    expect(startupFailureMessage).toBe('Failed to apply polyfill')
    // the setup's spy on console.error, which fails a test that logs: back to logging, and these calls forgotten
    error.mockReset()
  })
})
