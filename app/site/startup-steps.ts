/**
 * The browser's duties at start (`app/shell/startup-effects.tsx`), each on its own: one that
 * fails, at once or later, is logged with the spec's line "Failed to apply polyfill" and the
 * steps after it still run, so a browser that refuses one feature (Firefox throws on
 * `navigator.serviceWorker` where storage is blocked) keeps the others and the page.
 */

/** A start-up step: its name for the log, and its work (a promise when it finishes later). */
type StartupStep = readonly [name: string, run: () => unknown]

export const startupFailureMessage = 'Failed to apply polyfill'

function logStartupFailure(step: string, error: unknown): void {
  console.error(startupFailureMessage, step, error)
}

/** Runs every step in order; a failure is reported (by default to the console) and stops only its own step. */
export function runStartupSteps(steps: readonly StartupStep[], report: (step: string, error: unknown) => void = logStartupFailure): void {
  for (const [name, run] of steps) {
    try {
      const result = run()
      if (result instanceof Promise) result.catch((error: unknown) => report(name, error))
    } catch (error) {
      report(name, error)
    }
  }
}
