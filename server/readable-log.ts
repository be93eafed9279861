/**
 * The log as `npm start` shows it in a terminal (a pino transport: `LOG_TRANSPORT`, set by
 * `server/serve.ts --readable-logs`): one short line per event, a request as `GET /en 200 12.3 ms`,
 * anything else as its message and its fields as `key=value`. Production keeps the JSON lines
 * (docs/operations.md); this only formats the same events for people.
 */
import pinoPretty from 'pino-pretty'

type LogEvent = Record<string, unknown>

/** What pino adds to every line, shown by pino-pretty itself or not at all. */
const frame = new Set(['level', 'time', 'msg', 'pid', 'hostname'])

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The line's message: a request in one glance, anything else with its fields. */
export function readableMessage(event: LogEvent): string {
  if (event['msg'] === 'request') {
    const cached = event['pageCache'] === 'hit' ? ' (page cache)' : ''
    return `${text(event['method'])} ${text(event['path'])} ${text(event['status'])} ${text(event['ms'])} ms${cached}`
  }
  const fields = Object.entries(event)
    .filter(([key]) => !frame.has(key))
    .map(([key, value]) => `${key}=${text(value)}`)
  return [text(event['msg'] ?? ''), ...fields].join(' ')
}

/**
 * The transport pino loads in its worker: pino-pretty with the message above and nothing after it
 * (the fields are in the message; `singleLine` off, since pino-pretty ends a single line only after
 * the object it hides here).
 */
export default function readableLog(options: Record<string, unknown>) {
  return pinoPretty({ ...options, singleLine: false, translateTime: 'SYS:HH:MM:ss', hideObject: true, messageFormat: (event) => readableMessage(event) })
}
