/**
 * Prerender readiness: for user agents containing `Prerender`, a flag turns
 * true once every important component has finished and the timer allows it: a check every
 * second starting after three seconds, or forced after fifteen seconds.
 */
import * as constants from '#config/constants.ts'

interface PrerenderClock {
  setTimeout(callback: () => void, ms: number): unknown
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

interface PrerenderTiming {
  checkIntervalMs: number
  firstCheckDelayMs: number
  forcedReadyMs: number
}

export function isPrerenderAgent(userAgent: string): boolean {
  return userAgent.includes('Prerender')
}

/** Starts the readiness timers; `markReady` is called exactly once. */
export function watchPrerenderReadiness(
  isSettled: () => boolean,
  markReady: () => void,
  clock: PrerenderClock,
  timing: PrerenderTiming = constants.prerender,
): void {
  let done = false
  let interval: unknown
  const finish = () => {
    if (done) return
    done = true
    // before the first check there is no interval yet: clearing nothing is harmless
    clock.clearInterval(interval)
    markReady()
  }
  clock.setTimeout(() => {
    if (done) return
    if (isSettled()) return finish()
    interval = clock.setInterval(() => {
      if (isSettled()) finish()
    }, timing.checkIntervalMs)
  }, timing.firstCheckDelayMs)
  clock.setTimeout(finish, timing.forcedReadyMs)
}
