import { setResponseStatus } from '@tanstack/react-start/server'

export function setStatus(status: number): void {
  setResponseStatus(status)
}
