/**
 * The client area's server functions: asking for a magic link, signing in with its code, signing
 * out, and a view of the customer's orders (history, order, delivery). The session is the
 * `HttpOnly` cookie (`client-session.server.ts`); the token never leaves the server.
 */
import { createHash } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { languages } from '#config/languages.ts'
import { input } from '#app/server/input.ts'
import { setStatus } from '#app/site/response-status.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { UpstreamError } from '#app/server/upstream.server.ts'
import { type RateLimit, checkRateLimits, clientAddress } from '#app/server/rate-limit.server.ts'
import { loginSchema } from './login-schema.ts'
import { safeNextPath } from './next-path.ts'
import { type OrderHistoryParams, parseOrderHistoryParams } from './order-history-params.ts'
import { type DateRange, orderHistoryQuery, pageCount, viewRange } from './order-history-rules.ts'
import {
  type Customer,
  type Delivery,
  type Order,
  exchangeCode,
  fetchCustomer,
  fetchOrderDetail,
  fetchOrderHistory,
  requestMagicLink,
  revokeToken,
} from './client-area.server.ts'
import { currentSession, endSession, isLoginBrowser, loginBinding, startSession } from './client-session.server.ts'

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
    const link = `${new URL(getRequest().url).origin}${data.ordersPath}/sign-in?next=${encodeURIComponent(next)}${stay}&login=${loginBinding()}`
    try {
      const orderNumber = data.values.orderNumber.trim()
      await requestMagicLink({ email, customerNo, ...(orderNumber ? { orderNumber } : {}), language: data.lang, link })
      return { status: 'sent' }
    } catch (error) {
      logAppFailure('client-area', 'magic link', error)
      return { status: 'error' }
    }
  })

/** The sign-in form's fields (`sign-in.tsx`), posted by the browser itself, script or not. */
const signInForm = z
  .instanceof(FormData)
  .transform((form) => Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')))
  .pipe(
    z.object({
      code: z.string().regex(/^[\w-]{16,200}$/),
      login: z.string().max(100).default(''),
      next: z.string().max(2048).default(''),
      stay: z.literal('1').optional(),
      ordersPath,
    }),
  )

/** A redirect after a form post: the browser asks for `location` with GET. */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } })
}

/**
 * Spends a link's code and answers a redirect: to the order the login named or where the customer
 * was going; for a code that is unknown, used or expired to the login form (the sign-in page with
 * no code); for a link asked for in another browser to the login form with `failed=other-browser`
 * (the code is not spent); when the upstream fails back to the button with `failed=error`.
 */
export const signIn = createServerFn({ method: 'POST' })
  .validator(input(signInForm))
  .handler(async ({ data }): Promise<Response> => {
    const kept = { ...(data.next ? { next: data.next } : {}), ...(data.stay ? { stay: data.stay } : {}) }
    const signInPage = (params: Record<string, string>) => `${data.ordersPath}/sign-in?${new URLSearchParams(params).toString()}`
    if (!isLoginBrowser(data.login)) return seeOther(signInPage({ ...kept, failed: 'other-browser' }))
    try {
      const answer = await exchangeCode(data.code, data.stay === '1')
      if (!answer) return seeOther(signInPage(kept))
      startSession({ customerNo: answer.customerNo, token: answer.token }, data.stay === '1')
      return seeOther(answer.orderNumber ? `${data.ordersPath}/${encodeURIComponent(answer.orderNumber)}` : safeNextPath(data.next, data.ordersPath))
    } catch (error) {
      logAppFailure('client-area', 'sign-in', error)
      return seeOther(signInPage({ code: data.code, login: data.login, ...kept, failed: 'error' }))
    }
  })

/** Ends the session here and its token upstream; a failed revoke is logged, the session ends all the same. */
export const signOut = createServerFn({ method: 'POST' }).handler(async (): Promise<{ status: 'signed-out' }> => {
  const session = currentSession()
  endSession()
  if (session) await revokeToken(session).catch((error: unknown) => logAppFailure('client-area', 'sign-out', error))
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
  /** Who is signed in: the reorder and need-help dialogs start with their company and e-mail (empty when the upstream could not say). */
  customer: Customer | null
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
      if (data.kind === 'order') {
        // who the customer is only fills in the dialogs: without it the order still shows
        const customer = fetchCustomer(session).catch((error: unknown) => {
          logAppFailure('client-area', 'customer', error)
          return null
        })
        const [detail, known] = await Promise.all([fetchOrderDetail(session, data.orderNumber), customer])
        return { status: 'order', ...detail, customer: known }
      }
      const params = parseOrderHistoryParams(data.search)
      const today = new Date().toISOString().slice(0, 10)
      const answer = await fetchOrderHistory(session, orderHistoryQuery(params, today))
      return {
        status: 'history',
        params,
        range: viewRange(params, today),
        today,
        total: answer.total,
        pageCount: pageCount(answer.total, params.perPage),
        orders: answer.orders,
      }
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
