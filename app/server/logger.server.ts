/**
 * The site's log: one JSON line per event (pino), at `LOG_LEVEL` (default `info`), readable lines
 * in development. Log lines carry no personal data: no query strings, no bodies, no e-mail
 * addresses, names, tokens or codes; paths of the client area are reduced to their pattern.
 */
import pino from 'pino'

const development = process.env['NODE_ENV'] === 'development'

export const logger = pino({
  level: process.env['LOG_LEVEL'] ?? 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  ...(development && process.env['LOG_PRETTY'] !== '0' ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
})

/** A path as logs may show it: client-area details (`/orders/{number}`) reduced to their pattern, at most 200 characters. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/\/orders\/[^/]+/g, '/orders/:number').slice(0, 200)
}

/** An app's upstream work failed and the visitor sees its retry notice: one line naming the app and the step. */
export function logAppFailure(app: string, step: string, error: unknown): void {
  logger.error({ app, step, err: error instanceof Error ? error.message : String(error) }, 'app data unavailable')
}
