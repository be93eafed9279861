import { UpstreamError } from '#app/server/upstream.server.ts'
import { upstream } from '#app/server/upstreams.server.ts'

const assetPath = /^jcr:[0-9a-f-]{36}\/[\w.\- ]{1,200}$/

/** Streams a DAM asset from Magnolia; anything but `jcr:{uuid}/{file name}` is a 404. */
export async function fetchAsset(path: string): Promise<Response> {
  if (!assetPath.test(path)) return new Response('Not found', { status: 404 })
  const [id = '', name = ''] = path.split('/')
  try {
    const asset = await upstream('cms').getFile(`/dam/${id}/${encodeURIComponent(name)}`)
    return new Response(asset.body, {
      headers: {
        'content-type': asset.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'public, max-age=86400',
      },
    })
  } catch (error) {
    // Magnolia answered, but not with the file; no answer at all is an outage
    const answered = error instanceof UpstreamError && error.status !== undefined
    return answered ? new Response('Not found', { status: 404 }) : new Response('Service unavailable', { status: 503 })
  }
}
