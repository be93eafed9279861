import { brotliDecompressSync, gunzipSync, constants as zlibConstants } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressBytes, compressStream, isCompressible, negotiateEncoding } from '#app/server/edge/compression.server.ts'

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [null, 'identity'],
    ['GZIP', 'gzip'],
    ['br; q=0, gzip', 'gzip'],
    ['br ;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip', 'gzip'],
    ['br;level=1;q=0, gzip', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding)
  })

  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json', true],
    ['application/x-tss-framed', true],
    ['image/svg+xml', true],
    ['text/javascript', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/pdf', false],
    [null, false],
  ] as const)('%s is compressible: %s', (type, compressible) => {
    expect(isCompressible(type)).toBe(compressible)
  })

  const text = 'Polyamide 6 compounds, '.repeat(500)
  const bytes = new TextEncoder().encode(text)

  it('compresses bytes once in both encodings, smaller and lossless', async () => {
    const br = await compressBytes(bytes, 'br')
    const gzip = await compressBytes(bytes, 'gzip')
    expect(br.byteLength).toBeLessThan(bytes.byteLength / 10)
    expect(brotliDecompressSync(br).toString()).toBe(text)
    expect(gunzipSync(gzip).toString()).toBe(text)
    // a kept copy holds its own bytes only, not the compressor's whole output buffer
    for (const copy of [br, gzip]) expect(copy.buffer.byteLength).toBe(copy.byteLength)
  })

  it('compresses a stream chunk by chunk, flushing each, lossless', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const source = new Blob([bytes.slice(0, 5000), bytes.slice(5000)]).stream()
      const compressed = new Uint8Array(await new Response(compressStream(source, encoding)).arrayBuffer())
      const decoded = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed)
      expect(decoded.toString()).toBe(text)
    }
  })
})

describe('a streamed page', () => {
  it('goes out compressed burst by burst: what the renderer wrote before it paused can be read before it goes on', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      let goOn: () => void = () => undefined
      const source = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('<head>'))
          controller.enqueue(new TextEncoder().encode('<body>'))
          await new Promise<void>((resolve) => (goOn = resolve))
          controller.enqueue(new TextEncoder().encode('</html>'))
          controller.close()
        },
      })
      const reader = compressStream(source, encoding).getReader()
      const received: Uint8Array[] = []
      const decoded = () => {
        const bytes = Buffer.concat(received)
        return (
          encoding === 'br'
            ? brotliDecompressSync(bytes, { finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH })
            : gunzipSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH })
        ).toString()
      }
      while (decoded() !== '<head><body>') {
        const { value } = await reader.read()
        if (value) received.push(value)
      }
      goOn()
      for (let part = await reader.read(); !part.done; part = await reader.read()) received.push(part.value)
      expect(decoded()).toBe('<head><body></html>')
    }
  })
})
