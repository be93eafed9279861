/**
 * Performance of the product search's server side (docs/decisions/017-product-catalogue.md), as a
 * markdown section: with the albis catalogue grown to 20,000 products (`catalogueScale`), the time to
 * parse the catalogue once (the cached copy every search reads), the time to search and count one
 * page (median, p95) for typical views, and the bytes a view sends (one page of summaries and the
 * options' counts) next to the catalogue's. Run alone: `node scripts/perf/catalogue.ts`. Loopback only.
 */
import { fileURLToPath } from 'node:url'
import { cmsSiteLanguages, languages } from '#app.config.ts'
import { productsOfFolder } from '#app/features/catalogue/catalogue.server.ts'
import { productSearchView } from '#app/features/catalogue/catalogue-views.ts'
import { parseProductSearchParams } from '#app/features/catalogue/product-search-params.ts'
import { startBackend } from '../../backend/server.ts'

const scale = Number(process.env['CATALOGUE_SCALE'] ?? 20_000)
const runs = 200
const views: Record<string, Record<string, string>> = {
  'no filter': {},
  'the shared deep link (q, two industries, region, manufacturer, page 2)': { q: 'polyamide', industry: 'automotive,electronics', region: 'DE', manufacturer: 'basf', page: '2' },
  'three words of free text': { q: 'polyamide glass fibre' },
  'five filters': { industry: 'automotive', application: 'housings,connectors', solution: 'flame-retardant', region: 'CN', manufacturer: 'basf,covestro' },
}

function percentiles(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { median: at(0.5), p95: at(0.95) }
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`

export async function cataloguePerformance(): Promise<string> {
  const backend = await startBackend({ port: 0, contentDir: fileURLToPath(new URL('../../content', import.meta.url)), languages, languagesOf: cmsSiteLanguages, catalogueScale: scale })
  try {
    const fetched = performance.now()
    const text = await (await fetch(`${backend.url}/.rest/delivery/products/products/v1/albis?lang=en`)).text()
    const fetchMs = performance.now() - fetched
    const parsed = performance.now()
    const products = productsOfFolder(JSON.parse(text) as { '@nodes': string[] }, 'en')
    const parseMs = performance.now() - parsed
    const rows = Object.entries(views).map(([name, search]) => {
      const params = parseProductSearchParams(search)
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < runs; i++) {
        const started = performance.now()
        const view = productSearchView(products, params, 'en')
        times.push(performance.now() - started)
        bytes = JSON.stringify(view).length
      }
      const { median, p95 } = percentiles(times)
      const total = productSearchView(products, params, 'en').total
      return `| ${name} | ${total.toLocaleString('en')} | ${ms(median)} | ${ms(p95)} | ${kb(bytes)} |`
    })
    return [
      `## Product search (catalogue of ${products.length.toLocaleString('en')} products)`,
      '',
      `The embedded backend seeded with \`CATALOGUE_SCALE=${scale}\` (albis). Loading the catalogue (one call, ${kb(text.length)} of JSON) took ${ms(fetchMs)}, parsing it ${ms(parseMs)}; the server keeps the parsed copy (stale-while-revalidate), so a search reads memory only. Searching and counting one page, ${runs} runs each, on this machine:`,
      '',
      '| View | Matches | Median | p95 | Sent (one page and the counts) |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n')
  } finally {
    await backend.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await cataloguePerformance())
