import { createFileRoute } from '@tanstack/react-router'
import { downloadDocument } from '#app/features/client-area/documents.server.ts'

/** A document of an order, fetched with the customer's token on the server; a failure leads back to the order with a notice. */
export const Route = createFileRoute('/{-$prefix}/{-$lang}/orders/$orderNumber/documents/$documentId')({
  server: {
    handlers: {
      GET: ({ request, params }) => downloadDocument(request, params.orderNumber, params.documentId),
    },
  },
})
