import { createIsomorphicFn } from '@tanstack/react-start'
import { setHeader, setStatus } from './response-status.server.ts'

/** Sets the HTTP status (and headers) of the server-rendered response; nothing to do in the browser. */
export const setResponseStatusOnServer = createIsomorphicFn()
  .server((status: number, headers: Record<string, string> = {}) => setStatus(status, headers))
  .client(() => undefined)

/** The server-rendered page may not be kept by a shared cache (it shows a failure); nothing to do in the browser. */
export const keepOutOfSharedCaches = createIsomorphicFn()
  .server(() => setHeader('cache-control', 'private, no-store'))
  .client(() => undefined)
