/**
 * Compression of what the site answers: Brotli or gzip by `Accept-Encoding`, streamed (each burst
 * of chunks flushed, so a streamed page shows as it renders), only for text-like types, never twice.
 */
import { once } from 'node:events'
import { constants as zlib, createBrotliCompress, createGzip, brotliCompress, gzip } from 'node:zlib'
import { promisify } from 'node:util'

export type Encoding = 'br' | 'gzip' | 'identity'

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|x-tss-framed)|image\/svg\+xml)/i

/** True for a content type worth compressing (text, JSON, JavaScript, SVG; not images, video, fonts, archives). */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && compressible.test(contentType)
}

/** The best encoding the client accepts: Brotli, then gzip, else none (`q=0` refuses one). */
export function negotiateEncoding(acceptEncoding: string | null): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';')
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (wants('br')) return 'br'
  if (wants('gzip')) return 'gzip'
  return 'identity'
}

const idle = Symbol('idle')
/** Resolves once the event loop has run what was due: a read that has not resolved by then waits for the renderer. */
const afterPending = () => new Promise<typeof idle>((resolve) => setImmediate(resolve, idle))

/**
 * A stream compressed as it flows: the chunks the source has ready together (a renderer writes a
 * page in bursts of many small chunks) go to the compressor as one write, flushed, so a streamed
 * page still shows as it renders while the compressor works once per burst, not once per chunk.
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: Exclude<Encoding, 'identity'>): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'br'
      ? // a 256 KB window, not the default 4 MB: a page is smaller, and a compressor per request costs its window to make and free
        createBrotliCompress({ flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } })
      : createGzip({ flush: zlib.Z_SYNC_FLUSH, level: 6 })
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
      compressor.on('end', () => controller.close())
      compressor.on('error', (error) => controller.error(error))
      const write = async (parts: Uint8Array[]) => {
        if (parts.length > 0 && !compressor.write(parts.length === 1 ? parts[0] : Buffer.concat(parts))) await once(compressor, 'drain')
      }
      void (async () => {
        try {
          let parts: Uint8Array[] = []
          for (;;) {
            const read = reader.read()
            let next = await Promise.race([read, afterPending()])
            if (next === idle) {
              // the burst is over: compress it while the source works on the next
              await write(parts)
              parts = []
              next = await read
            }
            if (next.done) break
            parts.push(next.value)
          }
          await write(parts)
          compressor.end()
        } catch (error) {
          compressor.destroy(error instanceof Error ? error : new Error(String(error)))
        }
      })()
    },
    cancel(reason) {
      void reader.cancel(reason)
      compressor.destroy()
    },
  })
}

const brotli = promisify(brotliCompress)
const gzipBytes = promisify(gzip)

/**
 * Compressed once, for bytes served many times (a rendered page the page cache keeps). Brotli at
 * quality 6 with a 256 KB window: on the site's pages (30–60 KB of HTML) quality 9 made them 1 %
 * smaller for about 80 ms of CPU a page, quality 6 takes about 1 ms (docs/load.md).
 */
export async function compressBytes(bytes: Uint8Array<ArrayBuffer>, encoding: Exclude<Encoding, 'identity'>): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    encoding === 'br'
      ? await brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : await gzipBytes(bytes, { level: 9 })
  // copied into memory of its own size: zlib answers with a view of its 64 KB output buffer, which a
  // kept page would hold whole (a 7 KB page kept 64 KB; docs/soak.md)
  return new Uint8Array(compressed)
}

/** The response compressed as it flows in `encoding`, when its type is worth it and it is not encoded already (`Vary: Accept-Encoding` then, whatever the encoding). */
export function compressResponse(response: Response, encoding: Encoding): Response {
  if (!response.body || !isCompressible(response.headers.get('content-type')) || response.headers.has('content-encoding')) return response
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (encoding !== 'identity') {
    headers.set('content-encoding', encoding)
    headers.delete('content-length')
  }
  const init = { status: response.status, statusText: response.statusText, headers }
  return new Response(encoding === 'identity' ? response.body : compressStream(response.body, encoding), init)
}
