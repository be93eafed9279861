/**
 * The page side of the imagery generator (scripts/imagery/render.ts): paints one image on a
 * canvas with its painter, scales it down to its renditions and encodes each as WebP in the page,
 * at the highest quality that stays within the image's byte budget.
 */
import { canvas, random } from './kit.ts'
import { painters } from './painters.ts'

export interface ImageJob {
  name: string
  painter: string
  width: number
  height: number
  /** Byte budget of the full-size file. */
  budget: number
  /** Narrower copies: width and byte budget each. */
  renditions: ReadonlyArray<{ width: number; budget: number }>
  params?: Record<string, string | number>
}

export interface EncodedFile {
  width: number
  height: number
  quality: number
  base64: string
}

const qualities = [0.86, 0.82, 0.78, 0.74, 0.7, 0.66, 0.62, 0.58, 0.54, 0.5, 0.46, 0.42]

async function webp(source: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => source.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/webp', quality))
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

async function encode(source: HTMLCanvasElement, budget: number, name: string): Promise<EncodedFile> {
  for (const quality of qualities) {
    const blob = await webp(source, quality)
    if (blob.type !== 'image/webp') throw new Error(`${name}: this Chromium does not encode WebP`)
    if (blob.size <= budget) return { width: source.width, height: source.height, quality, base64: await base64(blob) }
  }
  throw new Error(`${name} at ${source.width} px does not fit ${budget} bytes even at quality ${qualities.at(-1)}`)
}

/** The picture scaled to `width`, halving first so the downscale stays sharp. */
function scaled(source: HTMLCanvasElement, width: number): HTMLCanvasElement {
  let current = source
  while (current.width / 2 >= width) {
    const { canvas: half, ctx } = canvas(Math.round(current.width / 2), Math.round(current.height / 2))
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(current, 0, 0, half.width, half.height)
    current = half
  }
  const height = Math.round((source.height * width) / source.width)
  const { canvas: out, ctx } = canvas(width, height)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(current, 0, 0, width, height)
  return out
}

/** The encoded files, full size first; with `preview`, a PNG of the picture at most 1200 wide follows (to look at, not committed). */
async function renderImage(job: ImageJob, preview: boolean): Promise<EncodedFile[]> {
  const painter = painters[job.painter]
  if (!painter) throw new Error(`${job.name}: no painter ${job.painter}`)
  const { canvas: picture, ctx } = canvas(job.width, job.height)
  painter(ctx, job.width, job.height, random(job.name), job.params ?? {})
  const files = [await encode(picture, job.budget, job.name)]
  for (const rendition of job.renditions) files.push(await encode(scaled(picture, rendition.width), rendition.budget, job.name))
  if (preview) {
    const small = scaled(picture, Math.min(1200, job.width))
    const png = await new Promise<Blob>((resolve, reject) => small.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
    files.push({ width: small.width, height: small.height, quality: 1, base64: await base64(png) })
  }
  return files
}

declare global {
  interface Window {
    renderImage: typeof renderImage
  }
}
window.renderImage = renderImage
