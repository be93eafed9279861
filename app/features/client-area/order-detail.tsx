/**
 * An order (`/{lang}/orders/{orderNumber}`) and one of its deliveries
 * (`…/deliveries/{deliveryNumber}`): every order field of spec section 3, the deliveries with
 * their estimated dates, batches, status history and documents, downloaded through the site.
 */
import { Link, useSearch } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import type { Delivery } from './client-area.server.ts'
import type { OrderView } from './client-area.functions.ts'
import { orderPagePath } from './client-area-paths.ts'
import { documentLabel, formatAmount, formatDay, statusLabel } from './order-labels.ts'
import { SignOut } from './sign-out.tsx'
import type { ClientRequestKind } from './client-request-dialog.tsx'

const loadDialog = () => import('./client-request-dialog.tsx')
const ClientRequestDialog = lazy(loadDialog)

function Fields({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="order-fields">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function OrderDetail({ view, deliveryNumber }: { view: OrderView; deliveryNumber: string | undefined }) {
  const { address, settings } = useSite()
  const locale = address.lang
  // the order's and the delivery's routes type the param alike (`order-page-search.ts`)
  const onOrder = useSearch({ from: '/{-$prefix}/{-$lang}/orders/$orderNumber/', shouldThrow: false })
  const onDelivery = useSearch({ from: '/{-$prefix}/{-$lang}/orders/$orderNumber/deliveries/$deliveryNumber', shouldThrow: false })
  const download = (onOrder ?? onDelivery)?.download
  const href = (pagePath: string) => addressHref({ ...address, pagePath }, settings.productWord)
  const { order } = view
  const shown = deliveryNumber === undefined ? view.deliveries : view.deliveries.filter((delivery) => delivery.deliveryNumber === deliveryNumber)
  const [dialog, setDialog] = useState<ClientRequestKind | null>(null)
  // the dialog's code loads when the customer reaches for a button
  const opener = (kind: ClientRequestKind, label: string) => (
    <button type="button" className="button" onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => setDialog(kind)}>
      {label}
    </button>
  )

  if (deliveryNumber !== undefined && shown.length === 0) {
    return (
      <div className="notice" role="alert">
        <p>{m.order_not_found({}, { locale })}</p>
      </div>
    )
  }
  return (
    <section className="order-detail" aria-labelledby="order-title">
      <div className="order-history-head">
        <Link to="/$" params={{ _splat: href(deliveryNumber === undefined ? '/orders' : orderPagePath(order.orderNumber)).slice(1) }} className="order-back">
          {deliveryNumber === undefined ? m.orders_back_to_history({}, { locale }) : m.orders_back_to_order({ orderNumber: order.orderNumber }, { locale })}
        </Link>
        <SignOut />
      </div>
      <h2 id="order-title">
        {deliveryNumber === undefined
          ? m.order_title({ orderNumber: order.orderNumber }, { locale })
          : m.delivery_title({ deliveryNumber, orderNumber: order.orderNumber }, { locale })}
      </h2>
      {download === 'failed' && (
        <div className="notice" role="alert">
          <p>
            {m.documents_unavailable({}, { locale })} <a href={href('/contact')}>{m.documents_contact({}, { locale })}</a>
          </p>
        </div>
      )}
      <div className="order-actions">
        {opener('reorder', m.order_reorder({}, { locale }))}
        {opener('need-help', m.order_need_help({}, { locale }))}
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <ClientRequestDialog
            kind={dialog}
            brand={address.brand}
            locale={locale}
            order={order}
            requester={view.customer ?? { company: '', email: '' }}
            deliveryNumber={deliveryNumber}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <Fields
        rows={[
          [m.orders_order_number({}, { locale }), order.orderNumber],
          [m.orders_date({}, { locale }), formatDay(order.date, locale)],
          [m.orders_status({}, { locale }), statusLabel[order.status](locale)],
          [m.orders_material({}, { locale }), order.materialName],
          [m.orders_material_number({}, { locale }), order.materialNumber],
          [m.orders_amount({}, { locale }), formatAmount(order.amount, order.unit, locale)],
          [m.orders_estimated_delivery({}, { locale }), formatDay(order.estimatedDeliveryDate, locale)],
          [m.orders_delivery_numbers({}, { locale }), order.deliveryNumbers.join(', ') || '–'],
          [m.orders_batch_numbers({}, { locale }), order.batchNumbers.join(', ') || '–'],
        ]}
      />
      <h3>{m.orders_deliveries({}, { locale })}</h3>
      {shown.length === 0 ? (
        <p>{m.orders_no_deliveries({}, { locale })}</p>
      ) : (
        shown.map((delivery) => (
          <DeliveryPart
            key={delivery.deliveryNumber}
            delivery={delivery}
            locale={locale}
            detailHref={deliveryNumber === undefined ? href(orderPagePath(order.orderNumber, delivery.deliveryNumber)) : undefined}
            documentHref={(id) => `${href(orderPagePath(order.orderNumber))}/documents/${encodeURIComponent(id)}`}
          />
        ))
      )}
    </section>
  )
}

function DeliveryPart({
  delivery,
  locale,
  detailHref,
  documentHref,
}: {
  delivery: Delivery
  locale: Language
  detailHref: string | undefined
  documentHref: (id: string) => string
}) {
  return (
    <article className="order-delivery" aria-labelledby={`delivery-${delivery.deliveryNumber}`}>
      <h4 id={`delivery-${delivery.deliveryNumber}`}>
        {detailHref ? (
          <a href={detailHref}>{m.delivery_heading({ deliveryNumber: delivery.deliveryNumber }, { locale })}</a>
        ) : (
          m.delivery_heading({ deliveryNumber: delivery.deliveryNumber }, { locale })
        )}
      </h4>
      <Fields
        rows={[
          [m.orders_status({}, { locale }), statusLabel[delivery.status](locale)],
          [m.orders_amount({}, { locale }), formatAmount(delivery.amount, delivery.unit, locale)],
          [m.orders_estimated_delivery({}, { locale }), formatDay(delivery.estimatedDeliveryDate, locale)],
          [m.delivery_shipped({}, { locale }), formatDay(delivery.shippedDate, locale)],
          [m.delivery_delivered({}, { locale }), formatDay(delivery.deliveredDate, locale)],
          [
            m.orders_batch_numbers({}, { locale }),
            delivery.batches.map((batch) => `${batch.batchNumber} (${formatAmount(batch.amount, delivery.unit, locale)})`).join(', ') || '–',
          ],
        ]}
      />
      {delivery.statusHistory.length > 0 && (
        <>
          <h5>{m.delivery_history({}, { locale })}</h5>
          <ol className="delivery-history">
            {delivery.statusHistory.map((step) => (
              <li key={`${step.status}-${step.date}`}>
                {formatDay(step.date, locale)}: {statusLabel[step.status](locale)}
              </li>
            ))}
          </ol>
        </>
      )}
      {delivery.documents.length > 0 && (
        <>
          <h5>{m.documents_title({}, { locale })}</h5>
          <ul className="order-documents">
            {delivery.documents.map((document) => (
              <li key={document.id}>
                <a href={documentHref(document.id)}>
                  {documentLabel[document.type](locale)} ({document.fileName})
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}
