/**
 * The client area's pages below its own (`/orders`): the order history, the sign-in page a
 * magic link opens, an order, and one of its deliveries. Anything else below `/orders` is no page.
 */
type ClientAreaPage =
  { kind: 'history' } | { kind: 'sign-in' } | { kind: 'order'; orderNumber: string } | { kind: 'delivery'; orderNumber: string; deliveryNumber: string }

const number = /^\d{1,20}$/

export function clientAreaPage(pagePath: string): ClientAreaPage | null {
  const [root, orderNumber, deliveries, deliveryNumber, ...rest] = pagePath.split('/').slice(1)
  if (root !== 'orders' || rest.length > 0) return null
  if (orderNumber === undefined) return { kind: 'history' }
  if (orderNumber === 'sign-in') return deliveries === undefined ? { kind: 'sign-in' } : null
  if (!number.test(orderNumber)) return null
  if (deliveries === undefined) return { kind: 'order', orderNumber }
  return deliveries === 'deliveries' && deliveryNumber !== undefined && number.test(deliveryNumber) ? { kind: 'delivery', orderNumber, deliveryNumber } : null
}

/** The page path of an order, or of one of its deliveries. */
export function orderPagePath(orderNumber: string, deliveryNumber?: string): string {
  return deliveryNumber === undefined ? `/orders/${orderNumber}` : `/orders/${orderNumber}/deliveries/${deliveryNumber}`
}
