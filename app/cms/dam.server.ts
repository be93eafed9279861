/**
 * DAM assets (`/dam/jcr:{uuid}/{file}`), passed through from Magnolia on the site's own origin.
 * Only an allowlist of content types passes (images, video, audio, PDF, fonts, office documents);
 * anything else is a 404, so no HTML or script from the DAM ever runs on the site's origin. SVG
 * and PDF get a sandboxing Content Security Policy; documents download with a safe file name.
 */
import { UpstreamError } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'

const assetPath = /^jcr:[0-9a-f-]{36}\/[\w.\- ]{1,200}$/

type AssetKind = 'image' | 'svg' | 'media' | 'font' | 'pdf' | 'document'

const allowedTypes: Record<string, AssetKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/svg+xml': 'svg',
  'video/mp4': 'media',
  'video/webm': 'media',
  'video/ogg': 'media',
  'audio/mpeg': 'media',
  'audio/ogg': 'media',
  'audio/wav': 'media',
  'audio/webm': 'media',
  'font/woff': 'font',
  'font/woff2': 'font',
  'font/ttf': 'font',
  'font/otf': 'font',
  'application/pdf': 'pdf',
  'application/msword': 'document',
  'application/vnd.ms-excel': 'document',
  'application/vnd.ms-powerpoint': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  'application/vnd.oasis.opendocument.spreadsheet': 'document',
  'application/vnd.oasis.opendocument.presentation': 'document',
}

/** The kind of an asset by its content type (parameters ignored), or undefined when it may not be served. */
export function assetKind(contentType: string | null): AssetKind | undefined {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return Object.hasOwn(allowedTypes, type) ? allowedTypes[type] : undefined
}

/** The headers an asset of that kind is served with, beyond its type and caching. */
export function assetHeaders(kind: AssetKind, fileName: string): Record<string, string> {
  // an SVG shows as an image; opened on its own it may style itself but never run script
  if (kind === 'svg') return { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
  const download = { 'content-disposition': `attachment; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"` }
  if (kind === 'pdf') return { 'content-security-policy': 'sandbox', ...download }
  if (kind === 'document') return download
  return {}
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** Streams a DAM asset from Magnolia; anything but `jcr:{uuid}/{file name}` of an allowed type is a 404. */
export async function fetchAsset(path: string): Promise<Response> {
  if (!assetPath.test(path)) return notFound()
  const [id = '', name = ''] = path.split('/')
  try {
    const asset = await upstream('cms').getFile(`/dam/${id}/${encodeURIComponent(name)}`)
    const contentType = asset.headers.get('content-type')
    const kind = assetKind(contentType)
    if (!kind) {
      await asset.body?.cancel()
      return notFound()
    }
    return new Response(asset.body, {
      headers: { 'content-type': contentType ?? '', 'cache-control': 'public, max-age=86400', ...assetHeaders(kind, name) },
    })
  } catch (error) {
    // Magnolia answered, but not with the file; no answer at all is an outage
    const answered = error instanceof UpstreamError && error.status !== undefined
    return answered ? notFound() : new Response('Service unavailable', { status: 503, headers: { 'retry-after': '30' } })
  }
}
