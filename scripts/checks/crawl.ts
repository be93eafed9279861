/**
 * `npm run crawl [site URL]`: crawls every brand's home in English by following links only (up to
 * three clicks deep, 3,000 pages, five minutes per brand; loopback only) and prints, as markdown,
 * every internal link that does not answer 200 or redirect to a page that does, and how many
 * clicks each brand home needs to reach each app page the brand has. Without a URL it starts
 * `server/serve.ts` (the production build, after `npm run build`) on free ports itself.
 * Exits with 1 when a link is broken.
 */
import { fileURLToPath } from 'node:url'
import { brandTable, defaultProductWord } from '#config/brands.ts'
import { appPages, assertLoopback, clicksTo, crawl } from './crawl-site.ts'
import { freePort, startBuiltSite, waitFor } from '../../server/local-server.ts'

export async function crawlReport(siteUrl: string): Promise<{ report: string; brokenCount: number }> {
  const lines = [
    '## Crawl',
    '',
    `From each brand home at ${siteUrl}, following links only.`,
    '',
    '| Brand | Pages | ' + appPages.map(([name]) => name).join(' | ') + ' |',
    '| --- | --- | ' + appPages.map(() => '---').join(' | ') + ' |',
  ]
  const broken: string[] = []
  for (const brand of Object.values(brandTable(process.env['PUBLIC_PRODUCT_WORD'] ?? defaultProductWord))) {
    const home = `/${brand.prefix}/en`
    const result = await crawl(new URL(home, siteUrl), { within: `/${brand.prefix}/`, maxDepth: 3, maxPages: 3000, maxMs: 300_000 })
    const cells: string[] = []
    for (const [, path] of appPages) {
      const exists = await fetch(new URL(`${home}${path}`, siteUrl), { redirect: 'manual' }).then(
        async (response) => (await response.body?.cancel(), response.status === 200),
      )
      cells.push(exists ? String(clicksTo(result.depths, `${home}${path}`) ?? 'not reached') : '–')
    }
    lines.push(`| ${brand.name} | ${result.depths.size}${result.truncated ? ' (bounded)' : ''} | ${cells.join(' | ')} |`)
    for (const link of result.broken) broken.push(`- \`${link.url}\` answers ${link.status} (linked from \`${link.from}\`)`)
  }
  lines.push(
    '',
    'Clicks from the brand home; – the brand has no such page.',
    '',
    broken.length === 0 ? 'No broken internal link.' : `Broken internal links (${broken.length}):`,
    ...broken,
    '',
  )
  return { report: lines.join('\n'), brokenCount: broken.length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv[2]
  if (given) {
    assertLoopback(new URL(given))
    const { report, brokenCount } = await crawlReport(given)
    console.log(report)
    process.exitCode = brokenCount > 0 ? 1 : 0
  } else {
    const [sitePort, backendPort] = [await freePort(), await freePort()]
    const site = startBuiltSite(sitePort, backendPort, { SEARCH_URL: '', EDITOR_ORIGIN: '', LOG_LEVEL: 'info' })
    const siteUrl = `http://127.0.0.1:${sitePort}`
    try {
      await waitFor(`${siteUrl}/en`)
      const { report, brokenCount } = await crawlReport(siteUrl)
      console.log(report)
      process.exitCode = brokenCount > 0 ? 1 : 0
    } finally {
      site.kill()
    }
  }
}
