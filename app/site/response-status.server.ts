import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'

export function setStatus(status: number, headers: Record<string, string>): void {
  setResponseStatus(status)
  for (const [name, value] of Object.entries(headers)) setResponseHeader(name, value)
}
