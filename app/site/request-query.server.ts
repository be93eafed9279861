import { getRequest } from '@tanstack/react-start/server'

/** The query string of the request being answered, as the client sent it (`?a=1&a=2`). */
export function requestQuery(): string {
  return new URL(getRequest().url).search
}
