/**
 * Server-function requests as the launcher checks them before the site sees them: Start answers a
 * request it cannot read (no function id, a payload that is not JSON) with a 500 and logs a stack;
 * such requests are the client's fault and get a 400 with a short message instead.
 */

/** Where Start serves server functions. */
export const serverFunctionPath = '/_serverFn/'

/** The largest server-function payload a GET may carry in its URL. */
export const maxPayloadLength = 16_384

/** Why a server-function request cannot be served, or undefined when it can be tried. */
export function serverFunctionRequestProblem(url: URL): string | undefined {
  const id = url.pathname.slice(serverFunctionPath.length)
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(id)) return 'Unknown server function'
  const payload = url.searchParams.get('payload')
  if (payload === null) return undefined
  if (payload.length > maxPayloadLength) return 'Payload too large'
  try {
    const json: unknown = JSON.parse(payload)
    return typeof json === 'object' && json !== null ? undefined : 'Malformed payload'
  } catch {
    return 'Malformed payload'
  }
}
