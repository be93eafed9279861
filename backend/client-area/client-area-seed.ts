/**
 * The client area's seeded data: two demo customers, their orders, the deliveries of each order and
 * the documents of each delivery. Dates count back from `today` (the backend's day, UTC), so the
 * last twelve months always hold orders; everything else (material, amount, status, deliveries,
 * batches) is drawn from a generator seeded by the customer and the order's index, so the same
 * day gives the same data.
 */
import { Draw } from '../seeded-random.ts'

export type OrderStatus = 'ordered' | 'confirmed' | 'scheduled' | 'shipped' | 'delivered' | 'inProgress' | 'unknown'

/** The statuses in the order of an order's life; sorting by status follows it. */
export const orderStatuses: readonly OrderStatus[] = ['ordered', 'confirmed', 'scheduled', 'inProgress', 'shipped', 'delivered', 'unknown']

export interface Order {
  /** Ten digits, unique across customers. */
  orderNumber: string
  /** `YYYY-MM-DD`. */
  date: string
  materialName: string
  materialNumber: string
  amount: number
  unit: 'kg'
  status: OrderStatus
  estimatedDeliveryDate: string | null
  deliveryNumbers: string[]
  batchNumbers: string[]
}

type DocumentType = 'dataSheet' | 'safetyDataSheet' | 'certificateOfAnalysis'

export interface DeliveryDocument {
  id: string
  type: DocumentType
  fileName: string
  /** The size of the file served, in bytes. */
  size: number
}

export interface Delivery {
  deliveryNumber: string
  status: OrderStatus
  estimatedDeliveryDate: string | null
  shippedDate: string | null
  deliveredDate: string | null
  amount: number
  unit: 'kg'
  batches: Array<{ batchNumber: string; amount: number }>
  statusHistory: Array<{ status: OrderStatus; date: string }>
  documents: DeliveryDocument[]
}

interface Customer {
  customerNo: string
  /** Lower case. */
  email: string
  company: string
}

/** An order with its customer and deliveries. */
interface CustomerOrder {
  customerNo: string
  order: Order
  deliveries: Delivery[]
}

/** A document with what it belongs to: its customer, order, delivery and the batches it speaks of. */
export interface DocumentEntry {
  customerNo: string
  order: Order
  delivery: Delivery
  document: DeliveryDocument
  batchNumbers: string[]
}

interface ClientAreaData {
  customers: readonly Customer[]
  /** Each customer's orders, oldest first. */
  ordersOf: ReadonlyMap<string, readonly Order[]>
  /** Every order by its number. */
  orders: ReadonlyMap<string, CustomerOrder>
  /** Every document by its id. */
  documents: ReadonlyMap<string, DocumentEntry>
}

/** The demo customers: one with years of orders, one with a handful. */
export const demoCustomers = {
  large: { customerNo: '100200', email: 'buyer@example.com', company: 'Example Plastics GmbH' },
  small: { customerNo: '100300', email: 'small@example.com', company: 'Small Parts Ltd' },
} as const satisfies Record<string, Customer>

/** How many orders the large customer has unless the scale switch says otherwise, spread over three years. */
const defaultOrderCount = 1200
const largeCustomerDays = 3 * 365

/** How many days ago the small customer's six orders were placed. */
const smallCustomerAges = [334, 260, 187, 121, 58, 12]

/** The grades customers order (ALBIS-style compound names) and their material numbers. */
const materials: ReadonlyArray<{ name: string; number: string }> = [
  'ALCOM PC 740/4 UV',
  'ALCOM PC 740/4 WT1020-05LD',
  'ALCOM PA66 910/1.1 GF30',
  'ALCOM PBT 710/1 GF20',
  'ALCOM PA6 900/2 CF10',
  'ALCOM PC/ABS 765/1 FR',
  'ALCOM MB PC 740 SW1009',
  'ALTECH PA6 A 2030/109 GF30',
  'ALTECH PA66 A 2020/159 GF20',
  'ALTECH PA66 ECO A 2035/159 GF35 RC',
  'ALTECH PA12 A 1000/101',
  'ALTECH PP-H A 1000/159',
  'ALTECH PP-H A 2020/159 GF20',
  'ALTECH PP-C A 4020/500 TF20',
  'ALTECH PBT A 2000/200',
  'ALTECH PC A 1000/100',
  'ALTECH PC/ABS A 2000/141 GF10',
  'ALTECH ABS A 1000/100',
  'ALTECH POM A 1000/100',
  'ALFATER XL A75I 2MT0000',
  'ALFATER XL A60I 2GP0000',
  'ALSTAT PC 2R43 ESD',
  'TEDUR L 9107-1 GF40',
  'ALCUDIA PE-LD 2221FG',
].map((name, index) => ({ name, number: String(10_021_000 + index * 137) }))

/** Days since 1970 by date and dates by day, remembered: the seed asks for the same few thousand days again and again. */
const dayNumbers = new Map<string, number>()
const dayTexts = new Map<number, string>()

function addDays(day: string, days: number): string {
  let from = dayNumbers.get(day)
  if (from === undefined) dayNumbers.set(day, (from = Date.parse(`${day}T00:00:00Z`) / 86_400_000))
  const to = from + days
  let text = dayTexts.get(to)
  if (text === undefined) dayTexts.set(to, (text = new Date(to * 86_400_000).toISOString().slice(0, 10)))
  return text
}

/**
 * What an order placed `age` days ago has come to before its deliveries exist: ordered on its day,
 * confirmed the next; from the day after, its deliveries say (`deliveryStatus`). An old order now
 * and then lost its status in the ERP (unknown).
 */
function earlyStatusOf(age: number, draw: Draw): OrderStatus | undefined {
  if (age < 1) return 'ordered'
  if (age < 2) return 'confirmed'
  return age >= 60 && draw.chance(0.04) ? 'unknown' : undefined
}

/** Days before its delivery day a delivery is picked (in progress) and shipped. */
const pickedDaysBefore = 6
const shippedDaysBefore = 3

/**
 * A delivery's status from its dates: delivered on its delivery day (`lead` days after the order),
 * shipped three days before, in progress (picked) from six days before, scheduled until then. So a
 * delivered delivery's day is past, a scheduled one's to come.
 */
function deliveryStatus(age: number, lead: number): OrderStatus {
  if (age >= lead) return 'delivered'
  if (age >= lead - shippedDaysBefore) return 'shipped'
  if (age >= lead - pickedDaysBefore) return 'inProgress'
  return 'scheduled'
}

/** An order's status from its deliveries': all delivered, all on their way, some started, none started. */
function orderStatusOf(statuses: readonly OrderStatus[]): OrderStatus {
  if (statuses.every((status) => status === 'delivered')) return 'delivered'
  if (statuses.every((status) => status === 'shipped' || status === 'delivered')) return 'shipped'
  if (statuses.some((status) => status !== 'scheduled')) return 'inProgress'
  return 'scheduled'
}

/** `total` kilograms in `parts` multiples of 25, each at least 25. */
function split(total: number, parts: number, draw: Draw): number[] {
  const amounts: number[] = []
  let left = total / 25
  for (let part = parts; part > 1; part--) {
    const units = draw.int(1, left - part + 1)
    amounts.push(units * 25)
    left -= units
  }
  return [...amounts, left * 25]
}

/** What a delivery went through, day by day, up to its status (every day of it past, `deliveryStatus`). */
function historyOf(status: OrderStatus, date: string, lead: number, shipped: string | null, delivered: string | null): Delivery['statusHistory'] {
  const steps: Delivery['statusHistory'] = [{ status: 'ordered', date }]
  if (status === 'unknown') return steps
  steps.push({ status: 'confirmed', date: addDays(date, 1) }, { status: 'scheduled', date: addDays(date, 2) })
  if (status !== 'scheduled') steps.push({ status: 'inProgress', date: addDays(date, lead - pickedDaysBefore) })
  if (shipped) steps.push({ status: 'shipped', date: shipped })
  if (delivered) steps.push({ status: 'delivered', date: delivered })
  return steps
}

const documentNames: Record<DocumentType, string> = {
  dataSheet: 'data-sheet',
  safetyDataSheet: 'safety-data-sheet',
  certificateOfAnalysis: 'certificate-of-analysis',
}

/**
 * The deliveries of an order placed `age` days ago: none before it is scheduled, else one to three
 * sharing its amount, the last on the order's delivery day (`leadDays` after it), each earlier one
 * four days before the next; each delivery's status follows from its days (`deliveryStatus`), an
 * order the ERP lost has deliveries of unknown status. Batches (and their certificates of analysis)
 * exist once goods are picked, not for a scheduled or unknown delivery.
 */
function deliveriesOf(
  order: Pick<Order, 'date' | 'amount' | 'materialNumber'>,
  status: OrderStatus | undefined,
  age: number,
  serial: number,
  leadDays: number,
  draw: Draw,
): Array<{ delivery: Delivery; batchesOf: Map<string, string[]> }> {
  if (status === 'ordered' || status === 'confirmed') return []
  const count = Math.min(draw.int(1, 3), order.amount / 25)
  return split(order.amount, count, draw).map((amount, index) => {
    const deliveryNumber = String(8_000_000_000 + serial * 4 + index)
    const lead = Math.max(pickedDaysBefore + 2, leadDays - (count - 1 - index) * 4)
    const own = status === 'unknown' ? 'unknown' : deliveryStatus(age, lead)
    const shippedDate = own === 'shipped' || own === 'delivered' ? addDays(order.date, lead - shippedDaysBefore) : null
    const deliveredDate = own === 'delivered' ? addDays(order.date, lead) : null
    const picked = own !== 'scheduled' && own !== 'unknown'
    const batchAmounts = picked ? split(amount, Math.min(draw.int(1, 2), amount / 25), draw) : []
    const batches = batchAmounts.map((batchAmount, batch) => ({
      batchNumber: `${(shippedDate ?? addDays(order.date, lead - pickedDaysBefore)).slice(2).replaceAll('-', '')}${String((serial * 8 + index * 2 + batch) % 10_000).padStart(4, '0')}`,
      amount: batchAmount,
    }))
    const batchesOf = new Map<string, string[]>()
    const document = (type: DocumentType, suffix: string, name: string, batchNumbers: string[]): DeliveryDocument => {
      batchesOf.set(`${deliveryNumber}-${suffix}`, batchNumbers)
      return { id: `${deliveryNumber}-${suffix}`, type, fileName: `${name}-${documentNames[type]}.pdf`, size: draw.int(12_000, 90_000) }
    }
    const all = batches.map((batch) => batch.batchNumber)
    const delivery: Delivery = {
      deliveryNumber,
      status: own,
      estimatedDeliveryDate: own === 'unknown' ? null : addDays(order.date, lead),
      shippedDate,
      deliveredDate,
      amount,
      unit: 'kg',
      batches,
      statusHistory: historyOf(own, order.date, lead, shippedDate, deliveredDate),
      documents: [
        document('dataSheet', 'ds', order.materialNumber, all),
        document('safetyDataSheet', 'sds', order.materialNumber, all),
        ...batches.map((batch, number) => document('certificateOfAnalysis', `coa${number + 1}`, batch.batchNumber, [batch.batchNumber])),
      ],
    }
    return { delivery, batchesOf }
  })
}

/**
 * Order numbers: 45, the customer's block digit, then seven digits that walk through the block in
 * steps of 7919 (prime to 10^7), so numbers are unique and not in date order, as in real systems.
 */
function orderSerial(block: number, index: number): number {
  return block * 10_000_000 + ((index * 7919 + 12_345) % 10_000_000)
}

function seedOrders(
  customer: Customer,
  block: number,
  ages: readonly number[],
  today: string,
  into: { orders: Map<string, CustomerOrder>; documents: Map<string, DocumentEntry> },
): Order[] {
  return ages.map((age, index) => {
    const draw = new Draw(`${customer.customerNo}/${index}`)
    const serial = orderSerial(block, index)
    const material = draw.one(materials)
    const early = earlyStatusOf(age, draw)
    const leadDays = draw.int(pickedDaysBefore + 2, 28)
    const date = addDays(today, -age)
    const placed = {
      orderNumber: String(4_500_000_000 + serial),
      date,
      materialName: material.name,
      materialNumber: material.number,
      amount: draw.one([25, 50, 100, 250, 500, 1000, 1375, 2000, 5000, 10_000, 20_000, 24_000]),
      unit: 'kg' as const,
    }
    const seeded = deliveriesOf(placed, early, age, serial, leadDays, draw)
    const deliveries = seeded.map(({ delivery }) => delivery)
    const status = early ?? orderStatusOf(deliveries.map((delivery) => delivery.status))
    const order: Order = {
      ...placed,
      status,
      // the day the last delivery arrives: past for a delivered order, to come for any other
      estimatedDeliveryDate: status === 'ordered' || status === 'unknown' ? null : addDays(date, leadDays),
      deliveryNumbers: deliveries.map((delivery) => delivery.deliveryNumber),
      batchNumbers: deliveries.flatMap((delivery) => delivery.batches.map((batch) => batch.batchNumber)),
    }
    into.orders.set(order.orderNumber, { customerNo: customer.customerNo, order, deliveries })
    for (const { delivery, batchesOf } of seeded) {
      for (const document of delivery.documents)
        into.documents.set(document.id, { customerNo: customer.customerNo, order, delivery, document, batchNumbers: batchesOf.get(document.id) ?? [] })
    }
    return order
  })
}

/** The data for `today` (`YYYY-MM-DD`, UTC); `orderCount` orders for the large customer (the scale switch). */
export function seedClientArea(today: string, orderCount = defaultOrderCount): ClientAreaData {
  const into = { orders: new Map<string, CustomerOrder>(), documents: new Map<string, DocumentEntry>() }
  const largeAges = Array.from({ length: orderCount }, (_, index) => Math.floor(((orderCount - 1 - index) * largeCustomerDays) / Math.max(1, orderCount - 1)))
  const ordersOf = new Map<string, readonly Order[]>([
    [demoCustomers.large.customerNo, seedOrders(demoCustomers.large, 0, largeAges, today, into)],
    [demoCustomers.small.customerNo, seedOrders(demoCustomers.small, 1, smallCustomerAges, today, into)],
  ])
  return { customers: Object.values(demoCustomers), ordersOf, ...into }
}
