import { createIsomorphicFn } from '@tanstack/react-start'
import { requestQuery } from './request-query.server.ts'

/** The query string the server-rendered request came with, as sent; empty in the browser (the router's parsed params are the truth there). */
export const requestQueryOnServer = createIsomorphicFn()
  .server(() => requestQuery())
  .client(() => '')
