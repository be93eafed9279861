import { createIsomorphicFn } from '@tanstack/react-start'
import { setStatus } from './response-status.server.ts'

/** Sets the HTTP status (and headers) of the server-rendered response; nothing to do in the browser. */
export const setResponseStatusOnServer = createIsomorphicFn()
  .server((status: number, headers: Record<string, string> = {}) => setStatus(status, headers))
  .client(() => undefined)
