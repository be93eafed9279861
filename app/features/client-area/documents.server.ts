/**
 * A document download (data sheet, safety data sheet, certificate of analysis): fetched from the
 * upstream with the customer's token on the server and passed through, never cached. Without a
 * session the customer goes to the login form; when the upstream fails, back to the order, which
 * then says "Document downloads are currently unavailable" with a contact link.
 */
import { UpstreamError } from '#app/server/upstream.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'
import { fetchDocument } from './client-area.server.ts'
import { currentSession } from './client-session.server.ts'

const privateAnswer = { 'cache-control': 'private, no-store' }

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...privateAnswer } })
}

export async function downloadDocument(request: Request, orderNumber: string, documentId: string): Promise<Response> {
  const { pathname } = new URL(request.url)
  const orderPath = pathname.slice(0, pathname.lastIndexOf('/documents/'))
  const ordersPath = orderPath.slice(0, orderPath.lastIndexOf('/'))
  if (!/^\d{1,20}$/.test(orderNumber) || !/^[\w-]{1,100}$/.test(documentId)) return new Response('Not found', { status: 404, headers: privateAnswer })
  const session = currentSession()
  if (!session) return seeOther(ordersPath)
  try {
    const upstream = await fetchDocument(session, documentId)
    const headers = new Headers(privateAnswer)
    for (const name of ['content-type', 'content-length', 'content-disposition']) {
      const value = upstream.headers.get(name)
      if (value) headers.set(name, value)
    }
    return new Response(upstream.body, { status: 200, headers })
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'unauthorized' || error.kind === 'forbidden')) return seeOther(ordersPath)
    if (!(error instanceof UpstreamError && error.kind === 'not found')) logAppFailure('client-area', 'document', error)
    return seeOther(`${orderPath}?download=failed`)
  }
}
