/**
 * The client area's server functions: asking for a magic link, signing in with its code, signing
 * out, and a view of the customer's orders (history, order, delivery). The session is the
 * `HttpOnly` cookie (`client-session.server.ts`); the token never leaves the server.
 */
import { createHash } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { languages } from '#app.config.ts'
import { input } from '#app/server/input.ts'
import { setStatus } from '#app/site/response-status.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { UpstreamError } from '#app/server/upstream.server.ts'
import { type RateLimit, checkRateLimits, clientAddress } from '#app/server/rate-limit.server.ts'
import { loginSchema } from './login-schema.ts'
import { safeNextPath } from './next-path.ts'
import { type OrderHistoryParams, parseOrderHistoryParams } from './order-history-params.ts'
import { type DateRange, orderHistoryQuery, pageCount, viewRange } from './order-history-rules.ts'
import { type Delivery, type Order, exchangeCode, fetchOrderDetail, fetchOrderHistory, requestMagicLink } from './client-area.server.ts'
import { currentSession, endSession, startSession } from './client-session.server.ts'

/**
 * Tries per window: a person mistyping gets several, a script hammering from one address gets a
 * 429. One account (an e-mail with a customer number) is asked for as often as its links may be
 * sent; counted per pair, so tries with someone's e-mail and wrong numbers never lock them out.
 */
const loginLimits = {
  address: { name: 'login:address', tries: 50, windowMs: 5 * 60_000 },
  account: { name: 'login:account', tries: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>

/** The client area's own page: `[/{brand prefix}][/{lang}]/orders`. */
const ordersPath = z.string().regex(/^(\/[a-z][a-z-]*)?(\/(de|en|zh))?\/orders$/)

export type LoginResult = { status: 'sent' } | { status: 'rate-limited' } | { status: 'error' }

export const requestLoginLink = createServerFn({ method: 'POST' })
  .validator(input(z.object({ lang: z.enum(languages), values: loginSchema, ordersPath, next: z.string().max(2048) })))
  .handler(async ({ data }): Promise<LoginResult> => {
    const email = data.values.email.trim().toLowerCase()
    const customerNo = data.values.customerNo.trim()
    // the account is counted by its hash: the shared store holds no e-mail address
    const accountKey = createHash('sha256').update(`${email}\n${customerNo}`).digest('base64url')
    const verdict = await checkRateLimits([
      { limit: loginLimits.address, key: clientAddress() },
      { limit: loginLimits.account, key: accountKey },
    ])
    if (!verdict.allowed) {
      setStatus(429, { 'retry-after': String(verdict.retryAfterSeconds) })
      return { status: 'rate-limited' }
    }
    const next = safeNextPath(data.next, data.ordersPath)
    const stay = data.values.stayLoggedIn ? '&stay=1' : ''
    const link = `${new URL(getRequest().url).origin}${data.ordersPath}/sign-in?next=${encodeURIComponent(next)}${stay}`
    try {
      const orderNumber = data.values.orderNumber.trim()
      await requestMagicLink({ email, customerNo, ...(orderNumber ? { orderNumber } : {}), language: data.lang, link })
      return { status: 'sent' }
    } catch (error) {
      logAppFailure('client-area', 'magic link', error)
      return { status: 'error' }
    }
  })

export type SignInResult = { status: 'signed-in'; orderNumber: string | null } | { status: 'invalid' } | { status: 'error' }

export const signIn = createServerFn({ method: 'POST' })
  .validator(input(z.object({ code: z.string().regex(/^[\w-]{16,200}$/), stayLoggedIn: z.boolean() })))
  .handler(async ({ data }): Promise<SignInResult> => {
    try {
      const answer = await exchangeCode(data.code)
      if (!answer) return { status: 'invalid' }
      startSession({ customerNo: answer.customerNo, token: answer.token }, data.stayLoggedIn)
      return { status: 'signed-in', orderNumber: answer.orderNumber }
    } catch (error) {
      logAppFailure('client-area', 'sign-in', error)
      return { status: 'error' }
    }
  })

export const signOut = createServerFn({ method: 'POST' }).handler((): { status: 'signed-out' } => {
  endSession()
  return { status: 'signed-out' }
})

export interface OrderHistoryView {
  status: 'history'
  params: OrderHistoryParams
  range: DateRange
  today: string
  total: number
  pageCount: number
  orders: Order[]
}

export interface OrderView {
  status: 'order'
  order: Order
  deliveries: Delivery[]
}

export type ClientAreaView = OrderHistoryView | OrderView | { status: 'signed-out' } | { status: 'not-found' } | { status: 'error' }

const viewRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('history'), search: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal('order'), orderNumber: z.string().regex(/^\d{1,20}$/) }),
])

export const getClientAreaView = createServerFn({ method: 'GET' })
  .validator(input(viewRequest))
  .handler(async ({ data }): Promise<ClientAreaView> => {
    const session = currentSession()
    if (!session) return { status: 'signed-out' }
    try {
      if (data.kind === 'order') return { status: 'order', ...(await fetchOrderDetail(session, data.orderNumber)) }
      const params = parseOrderHistoryParams(data.search)
      const today = new Date().toISOString().slice(0, 10)
      const answer = await fetchOrderHistory(session, orderHistoryQuery(params, today))
      return { status: 'history', params, range: viewRange(params, today), today, total: answer.total, pageCount: pageCount(answer.total, params.perPage), orders: answer.orders }
    } catch (error) {
      if (error instanceof UpstreamError && (error.kind === 'unauthorized' || error.kind === 'forbidden')) {
        // an expired or rejected token: the login form, on the same URL
        endSession()
        return { status: 'signed-out' }
      }
      if (error instanceof UpstreamError && error.kind === 'not found') return { status: 'not-found' }
      logAppFailure('client-area', data.kind, error)
      return { status: 'error' }
    }
  })
