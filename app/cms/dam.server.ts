import { cmsBaseUrl } from '../server/env.server.ts'
import { constants } from '../../app.config.ts'

const assetPath = /^jcr:[0-9a-f-]{36}\/[\w.\- ]{1,200}$/

/** Streams a DAM asset from Magnolia; anything but `jcr:{uuid}/{file name}` is a 404. */
export async function fetchAsset(path: string): Promise<Response> {
  if (!assetPath.test(path)) return new Response('Not found', { status: 404 })
  const [id = '', name = ''] = path.split('/')
  try {
    const upstream = await fetch(`${cmsBaseUrl()}/dam/${id}/${encodeURIComponent(name)}`, {
      signal: AbortSignal.timeout(constants.upstreamTimeoutMs),
    })
    if (!upstream.ok) return new Response('Not found', { status: 404 })
    return new Response(upstream.body, {
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'public, max-age=86400',
      },
    })
  } catch {
    return new Response('Service unavailable', { status: 503 })
  }
}
