/**
 * The client area's upstream calls (spec section 7, "Client area"; docs/contracts.md): the
 * magic-link request, the code exchange, the order history, an order's deliveries and a document,
 * and two the spec does not list (ADR 029): who the customer is (their company and e-mail, for
 * the reorder and need-help dialogs) and the token's end at sign-out. Every call but the first two
 * carries the customer's token in the `token` header; nothing here is cached (personal data is
 * never served stale).
 */
import { z } from 'zod'
import { upstream } from '#app/server/upstreams.server.ts'
import { UpstreamError } from '#app/server/upstream.server.ts'
import type { Language } from '#config/languages.ts'
import type { OrderHistoryQuery } from './order-history-rules.ts'
import type { ClientSession } from './client-session.server.ts'

export const orderStatuses = ['ordered', 'confirmed', 'scheduled', 'shipped', 'delivered', 'inProgress', 'unknown'] as const
export type OrderStatus = (typeof orderStatuses)[number]

// an unknown status from the upstream reads as `unknown` rather than failing the page
const status = z.enum(orderStatuses).catch('unknown')
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const orderSchema = z.object({
  orderNumber: z.string(),
  date: day,
  materialName: z.string(),
  materialNumber: z.string(),
  amount: z.number(),
  unit: z.string(),
  status,
  estimatedDeliveryDate: day.nullable(),
  deliveryNumbers: z.array(z.string()),
  batchNumbers: z.array(z.string()),
})
export type Order = z.output<typeof orderSchema>

const documentTypes = ['dataSheet', 'safetyDataSheet', 'certificateOfAnalysis'] as const
export type DocumentType = (typeof documentTypes)[number]

const deliverySchema = z.object({
  deliveryNumber: z.string(),
  status,
  estimatedDeliveryDate: day.nullable(),
  shippedDate: day.nullable(),
  deliveredDate: day.nullable(),
  amount: z.number(),
  unit: z.string(),
  batches: z.array(z.object({ batchNumber: z.string(), amount: z.number() })),
  statusHistory: z.array(z.object({ status, date: day })),
  documents: z.array(z.object({ id: z.string(), type: z.enum(documentTypes), fileName: z.string(), size: z.number() })),
})
export type Delivery = z.output<typeof deliverySchema>

const historySchema = z.object({ total: z.number().int().min(0), orders: z.array(orderSchema) })
type OrderHistoryAnswer = z.output<typeof historySchema>

const orderDetailSchema = z.object({ order: orderSchema, deliveries: z.array(deliverySchema) })
type OrderDetailAnswer = z.output<typeof orderDetailSchema>

const customerSchema = z.object({ customerNo: z.string(), company: z.string(), email: z.string() })
export type Customer = z.output<typeof customerSchema>

const tokenSchema = z.object({
  token: z.string().min(16).max(512),
  customerNo: z.string().regex(/^\d{1,20}$/),
  orderNumber: z.string().nullable(),
  expiresAt: z.string(),
})
type TokenAnswer = z.output<typeof tokenSchema>

interface LinkRequest {
  email: string
  customerNo: string
  orderNumber?: string | undefined
  language: Language
  /** The absolute URL of the site's sign-in page the e-mailed link opens (the upstream appends `code`). */
  link: string
}

const cms = () => upstream('cms')
const tokenHeader = (session: ClientSession) => ({ token: session.token })

/** Asks the upstream to e-mail a magic link; its answer is the same whether or not the customer exists. */
export async function requestMagicLink(request: LinkRequest): Promise<void> {
  await cms().post('/.rest/api/auth', request, z.unknown())
}

/**
 * Exchanges a link's code for a token (single use): of 30 days for a customer who stays logged in,
 * else of a browser session's length; `null` for a code that is unknown, used or expired.
 */
export async function exchangeCode(code: string, stayLoggedIn: boolean): Promise<TokenAnswer | null> {
  try {
    return await cms().post('/.rest/api/auth/token', { code, stayLoggedIn }, tokenSchema)
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'unauthorized' || error.kind === 'bad request')) return null
    throw error
  }
}

/** Ends the token upstream (signing out), so a copy of the cookie signs nobody in. */
export async function revokeToken(session: ClientSession): Promise<void> {
  await cms().post('/.rest/api/auth/revoke', {}, z.unknown(), { headers: tokenHeader(session) })
}

export function fetchCustomer(session: ClientSession): Promise<Customer> {
  return cms().get(`/.rest/api/customer/${encodeURIComponent(session.customerNo)}`, customerSchema, { headers: tokenHeader(session) })
}

export function fetchOrderHistory(session: ClientSession, query: OrderHistoryQuery): Promise<OrderHistoryAnswer> {
  return cms().get(`/.rest/api/customer/${encodeURIComponent(session.customerNo)}/order-history`, historySchema, {
    query: { ...query },
    headers: tokenHeader(session),
  })
}

export function fetchOrderDetail(session: ClientSession, orderNumber: string): Promise<OrderDetailAnswer> {
  return cms().get(`/.rest/api/deliveries/${encodeURIComponent(session.customerNo)}/${encodeURIComponent(orderNumber)}`, orderDetailSchema, {
    headers: tokenHeader(session),
  })
}

/** A document as the upstream sends it (a PDF), to pass through to the customer. */
export function fetchDocument(session: ClientSession, documentId: string): Promise<Response> {
  return cms().getFile(`/.rest/api/documents/${encodeURIComponent(session.customerNo)}/${encodeURIComponent(documentId)}`, { headers: tokenHeader(session) })
}
