import * as constants from '#config/constants.ts'

/** The size Magnolia measures a mail command by: its JSON in UTF-8. */
function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length
}

/**
 * Whether a mail command, or the fields a form is about to send as one, is within what Magnolia
 * takes (`constants.mail.maxCommandBytes`). The browser asks before it sends, so a visitor hears of
 * a message too long at once; the server function asks again of the whole command.
 */
export function fitsMailCommand(value: unknown): boolean {
  return jsonBytes(value) <= constants.mail.maxCommandBytes
}
