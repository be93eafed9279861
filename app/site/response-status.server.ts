import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'

export function setStatus(status: number, headers: Record<string, string>): void {
  setResponseStatus(status)
  for (const [name, value] of Object.entries(headers)) setHeader(name, value)
}

export function setHeader(name: string, value: string): void {
  setResponseHeader(name, value)
}
