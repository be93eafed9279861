/**
 * A wall clock the test controls move forward, so what expires (magic links, tokens, captcha
 * challenges) can expire in a test, and its control: `POST {path}` with `{ advanceMinutes }` or
 * `{ reset: true }`, answered only with the control token, like every test control.
 */
import { z } from 'zod'
import { controlRefusal } from './controls.ts'
import { badRequest, parseJson } from './http.ts'
import { type Route, route } from './routes.ts'

export class TestClock {
  #offsetMs = 0

  now(): number {
    return Date.now() + this.#offsetMs
  }

  advance(minutes: number): void {
    this.#offsetMs += minutes * 60_000
  }

  reset(): void {
    this.#offsetMs = 0
  }

  get offsetMinutes(): number {
    return this.#offsetMs / 60_000
  }
}

const clockChange = z.union([
  z.object({
    advanceMinutes: z
      .number()
      .positive()
      .max(10 * 366 * 24 * 60),
  }),
  z.object({ reset: z.literal(true) }),
])

/** The control that moves `clock`: its offset and time after the change. */
export function clockControl(pathname: string, clock: TestClock, controlToken: string): Route {
  return route(
    'POST',
    pathname,
    async (context) => {
      const refusal = controlRefusal(context, 'POST', controlToken)
      if (refusal) return refusal
      const parsed = clockChange.safeParse(parseJson(await context.body()))
      if (!parsed.success) return badRequest(parsed.error)
      if ('reset' in parsed.data) clock.reset()
      else clock.advance(parsed.data.advanceMinutes)
      return { status: 200, body: { offsetMinutes: clock.offsetMinutes, now: new Date(clock.now()).toISOString() } }
    },
    { log: 'nothing', faults: false },
  )
}
