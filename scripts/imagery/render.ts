/**
 * Renders the seed DAM's pictures (content/dam/files/*.webp): procedural art painted on a canvas
 * in Debian's Chromium and encoded as WebP in the page, no downloads and no native addons. Run by
 * hand after changing a painter (`node scripts/imagery/render.ts [--preview=dir] [name …]`, names
 * or painters as in images.ts; none: all); the files it writes are committed and the DAM yaml
 * states their sizes.
 * The same Chromium paints the same bytes: every random choice comes from the image's name.
 *
 * The page's modules are the TypeScript files in ./page, served to the page with their types
 * stripped (Node's `stripTypeScriptTypes`), on an origin that never reaches the network.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { images, renditionFileName } from './images.ts'
import type { EncodedFile } from './page/index.ts'

const here = fileURLToPath(new URL('.', import.meta.url))
const filesDir = fileURLToPath(new URL('../../content/dam/files/', import.meta.url))
const origin = 'http://imagery.invalid'

const arguments_ = process.argv.slice(2)
/** `--preview=dir`: also write a PNG of each picture there, to look at. */
const previewDir = arguments_.find((argument) => argument.startsWith('--preview='))?.slice('--preview='.length)
const wanted = arguments_.filter((argument) => !argument.startsWith('--'))
const jobs =
  wanted.length === 0
    ? images
    : images.filter((image) => wanted.some((name) => image.name === name || image.name.startsWith(`${name}-`) || image.painter === name))
if (jobs.length === 0) throw new Error(`no image is called ${wanted.join(', ')}`)

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const page = await browser.newPage()
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: `<!doctype html><script type="module" src="/page/index.ts"></script>` })
    const file = /^\/page\/[\w-]+\.ts$/.test(path) ? join(here, path) : undefined
    if (!file) return route.fulfill({ status: 404 })
    return route.fulfill({ contentType: 'text/javascript', body: stripTypeScriptTypes(readFileSync(file, 'utf8')) })
  })
  page.on('pageerror', (error) => console.error(error))
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => typeof window.renderImage === 'function')
  for (const job of jobs) {
    const started = Date.now()
    const files: EncodedFile[] = await page.evaluate(([image, preview]) => window.renderImage(image, preview), [job, previewDir !== undefined] as const)
    if (previewDir) writeFileSync(join(previewDir, `${job.name}.png`), Buffer.from(files.pop()?.base64 ?? '', 'base64'))
    const written = files.map((file, index) => {
      const name = index === 0 ? `${job.name}.webp` : renditionFileName(job.name, file.width)
      const bytes = Buffer.from(file.base64, 'base64')
      writeFileSync(join(filesDir, name), bytes)
      return `${name} ${file.width}x${file.height} q${file.quality} ${(bytes.length / 1024).toFixed(1)} KB`
    })
    console.log(`${job.name} (${Date.now() - started} ms): ${written.join(', ')}`)
  }
} finally {
  await browser.close()
}
