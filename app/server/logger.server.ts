/**
 * The site's log: one JSON line per event (pino) on stdout, at `LOG_LEVEL` (default `info`); a
 * transport (`LOG_TRANSPORT`: `npm start`'s readable lines, `server/readable-log.ts`, or
 * pino-pretty in development) formats the same events for people. Log lines carry no personal
 * data: no query strings, no bodies, no e-mail addresses, names, tokens or codes; paths of the
 * client area are reduced to their pattern.
 */
import pino, { type Logger } from 'pino'
import { serverEnv } from './env.server.ts'

let instance: Logger | undefined

/** The process's logger, made on first use from the configuration (so the launcher's settings count). */
export function logger(): Logger {
  if (!instance) {
    const env = serverEnv()
    const transport = env.LOG_TRANSPORT || (env.NODE_ENV === 'development' ? 'pino-pretty' : undefined)
    instance = pino({
      level: env.LOG_LEVEL,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      ...(transport ? { transport: { target: transport, options: { singleLine: true } } } : {}),
    })
  }
  return instance
}

/** A path as logs may show it: client-area details (`/orders/{number}`) reduced to their pattern, at most 200 characters. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/\/orders\/[^/]+/g, '/orders/:number').slice(0, 200)
}

/** An app's upstream work failed and the visitor sees its retry notice: one line naming the app and the step. */
export function logAppFailure(app: string, step: string, error: unknown): void {
  logger().error({ app, step, err: error instanceof Error ? error.message : String(error) }, 'app data unavailable')
}
