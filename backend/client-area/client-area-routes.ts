/**
 * The client-area API as the sites call it (docs/contracts.md, "Upstream calls"):
 *   POST /.rest/api/auth                                    a magic link by e-mail: 202 `{}` whether or not the customer exists
 *   POST /.rest/api/auth/token                              a link's code for a token: `{ token, customerNo, orderNumber, expiresAt }`, else 401
 *   POST /.rest/api/auth/revoke                             ends the token in the `token` header (signing out): 200 `{}`, known token or not
 *   GET  /.rest/api/customer/{customerNo}                   who the customer is: `{ customerNo, company, email }`
 *   GET  /.rest/api/customer/{customerNo}/order-history     a page of orders (order-history.ts): `{ total, orders }`
 *   GET  /.rest/api/deliveries/{customerNo}/{orderNumber}   an order with its deliveries: `{ order, deliveries }`
 *   GET  /.rest/api/documents/{customerNo}/{documentId}     a delivery's document, a PDF
 * The GETs take the token in the `token` header: 401 without a valid one, 403 for another
 * customer's number, then 404 for an order or document that is not the customer's. Links go into
 * the mailbox. Test control: `POST /__backend/clock` with `{ advanceMinutes }` or `{ reset: true }`
 * moves the clock of codes and tokens. Request URLs hold no secret, so the log keeps them; bodies
 * (codes) and headers (tokens) are never logged.
 */
import { z } from 'zod'
import { type Answer, type EndpointAnswer, badRequest, decodeSegments, errorAnswer, parseJson } from '../http.ts'
import type { Mailbox } from '../mail/mailbox.ts'
import { onePagePdf } from '../pdf.ts'
import { type Route, type RouteContext, route } from '../routes.ts'
import { type DocumentEntry, seedClientArea } from './client-area-seed.ts'
import { linkWithCode, loginMail } from './login-mail.ts'
import { type Grant, MagicLinks } from './magic-links.ts'
import { TestClock, clockControl } from '../clock.ts'
import { type OrderIndex, indexOrders, parseHistoryQuery, queryOrders } from './order-history.ts'

const authPath = '/.rest/api/auth'

const httpUrl = z
  .string()
  .max(2000)
  .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), 'an absolute http(s) URL')

const authRequest = z.object({
  email: z
    .string()
    .max(254)
    .transform((text) => text.trim().toLowerCase())
    .pipe(z.email()),
  customerNo: z.string().trim().min(1).max(40),
  orderNumber: z.string().trim().max(40).nullish(),
  language: z.enum(['de', 'en', 'zh']),
  link: httpUrl,
})

const tokenRequest = z.object({ code: z.string().max(1000), stayLoggedIn: z.boolean().default(false) })

interface ClientAreaOptions {
  mailbox: Mailbox
  /** The bearer token of the test controls. */
  controlToken: string
  /** How many orders the large demo customer has (default: seed-client-area's 1,200; load tests use 10,000). */
  ordersScale?: number | undefined
}

/** A path parameter, decoded; empty when it is not valid percent-encoding. */
function segment(context: RouteContext, name: string): string {
  return decodeSegments(context.params[name] ?? '')?.[0] ?? ''
}

/** The entry under `key` when it is the customer's. */
function owned<T extends { customerNo: string }>(entries: ReadonlyMap<string, T>, key: string, customerNo: string): T | undefined {
  const entry = entries.get(key)
  return entry?.customerNo === customerNo ? entry : undefined
}

function documentFile({ document, order, delivery, batchNumbers }: DocumentEntry): Answer {
  const titles = { dataSheet: 'Data sheet', safetyDataSheet: 'Safety data sheet', certificateOfAnalysis: 'Certificate of analysis' }
  const pdf = onePagePdf(
    [
      titles[document.type],
      `Material: ${order.materialName} (${order.materialNumber})`,
      `Order: ${order.orderNumber}`,
      `Delivery: ${delivery.deliveryNumber}`,
      `Batch: ${batchNumbers.join(', ') || '-'}`,
    ],
    document.size,
  )
  return {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.fileName}"`,
      'content-length': pdf.length,
      'cache-control': 'private, no-store',
    },
    content: pdf,
  }
}

export function clientAreaRoutes(options: ClientAreaOptions): Route[] {
  const data = seedClientArea(new Date().toISOString().slice(0, 10), options.ordersScale)
  const indexes = new Map<string, OrderIndex>([...data.ordersOf].map(([customerNo, orders]) => [customerNo, indexOrders(orders)]))
  const clock = new TestClock()
  const links = new MagicLinks(clock)

  /** The customer a request may read: 401 without a valid token, 403 when the path names another customer. */
  const customerOf = (context: RouteContext): { customerNo: string } | { refusal: EndpointAnswer } => {
    const token = context.headers['token']
    const grant: Grant | undefined = typeof token === 'string' && token !== '' ? links.grantOf(token) : undefined
    if (!grant) return { refusal: errorAnswer(401, 'UNAUTHORIZED', 'A valid token is required') }
    const customerNo = segment(context, 'customerNo')
    if (customerNo !== grant.customerNo) return { refusal: errorAnswer(403, 'FORBIDDEN', 'The token is for another customer') }
    return { customerNo }
  }

  /** A GET endpoint of one customer's data: `answer` runs only for a request with that customer's token. */
  const customerRoute = (pathname: string, answer: (customerNo: string, context: RouteContext) => Answer): Route =>
    route('GET', pathname, (context) => {
      const access = customerOf(context)
      return 'refusal' in access ? access.refusal : answer(access.customerNo, context)
    })

  const requestLink = async (context: RouteContext): Promise<Answer> => {
    const parsed = authRequest.safeParse(parseJson(await context.body()))
    if (!parsed.success) return badRequest(parsed.error)
    const { email, customerNo, orderNumber, language, link } = parsed.data
    const customer = data.customers.find((candidate) => candidate.customerNo === customerNo && candidate.email === email)
    const code = links.issue(
      customer
        ? { customerNo: customer.customerNo, orderNumber: owned(data.orders, orderNumber ?? '', customer.customerNo)?.order.orderNumber ?? null }
        : undefined,
    )
    if (customer && code) {
      const withCode = linkWithCode(link, code)
      // after the answer, so a stored mail takes no time a caller could tell from an unknown customer
      setImmediate(() => {
        try {
          options.mailbox.receive({
            path: authPath,
            body: { to: customer.email, ...loginMail(language, customer.company, withCode), link: withCode },
            files: [],
            idempotencyKey: undefined,
          })
        } catch (error) {
          console.error('[backend] the login mail was not stored:', error)
        }
      })
    }
    return { status: 202, body: {} }
  }

  const redeemCode = async (context: RouteContext): Promise<Answer> => {
    const parsed = tokenRequest.safeParse(parseJson(await context.body()))
    if (!parsed.success) return badRequest(parsed.error)
    const session = links.redeem(parsed.data.code, parsed.data.stayLoggedIn)
    return session ? { status: 200, body: session } : errorAnswer(401, 'UNAUTHORIZED', 'The link is unknown, used or expired')
  }

  return [
    route('POST', authPath, requestLink),
    route('POST', `${authPath}/token`, redeemCode),
    route('POST', `${authPath}/revoke`, (context) => {
      const token = context.headers['token']
      if (typeof token === 'string') links.revoke(token)
      return { status: 200, body: {} }
    }),
    customerRoute('/.rest/api/customer/:customerNo', (customerNo) => {
      const customer = data.customers.find((candidate) => candidate.customerNo === customerNo)
      return customer
        ? { status: 200, body: { customerNo, company: customer.company, email: customer.email } }
        : errorAnswer(404, 'NOT_FOUND', 'No such customer')
    }),
    customerRoute('/.rest/api/customer/:customerNo/order-history', (customerNo, context) => {
      const parsed = parseHistoryQuery(context.url.searchParams)
      if ('error' in parsed) return badRequest(parsed.error)
      const index = indexes.get(customerNo)
      return { status: 200, body: index ? queryOrders(index, parsed.query) : { total: 0, orders: [] } }
    }),
    customerRoute('/.rest/api/deliveries/:customerNo/:orderNumber', (customerNo, context) => {
      const found = owned(data.orders, segment(context, 'orderNumber'), customerNo)
      return found
        ? { status: 200, body: { order: found.order, deliveries: found.deliveries } }
        : errorAnswer(404, 'NOT_FOUND', 'No such order of this customer')
    }),
    customerRoute('/.rest/api/documents/:customerNo/:documentId', (customerNo, context) => {
      const found = owned(data.documents, segment(context, 'documentId'), customerNo)
      return found ? documentFile(found) : errorAnswer(404, 'NOT_FOUND', 'No such document of this customer')
    }),
    clockControl('/__backend/clock', clock, options.controlToken),
  ]
}
