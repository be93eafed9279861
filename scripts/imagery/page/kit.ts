/**
 * The drawing kit the painters share, run inside Chromium: a seeded random source, colours,
 * canvases, depth-of-field layers, light, vignette and film grain. Everything that varies is drawn
 * from the seed, so one seed always paints the same picture.
 */

export type Ctx = CanvasRenderingContext2D

export interface Random {
  next(): number
  range(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** Roughly normal around 0 with deviation 1 (sum of uniforms). */
  normal(): number
}

/** A seeded random source (xmur3 hash of the seed, mulberry32 generator). */
export function random(seed: string): Random {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let state = h >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    normal: () => (next() + next() + next() + next() - 2) * 1.732,
  }
}

type Rgb = [number, number, number]

export function rgbOf(hex: string): Rgb {
  const value = hex.replace('#', '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)]
}

const clamp = (value: number, min = 0, max = 255) => Math.min(max, Math.max(min, value))

/** A CSS colour from a hex colour and an opacity. */
export function rgba(hex: string, alpha = 1): string {
  const [r, g, b] = rgbOf(hex)
  return `rgba(${r},${g},${b},${alpha})`
}

/** The colour between `a` (t = 0) and `b` (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a)
  const y = rgbOf(b)
  const channel = (i: 0 | 1 | 2) =>
    Math.round(clamp(x[i] + (y[i] - x[i]) * t))
      .toString(16)
      .padStart(2, '0')
  return `#${channel(0)}${channel(1)}${channel(2)}`
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount)
}

export function canvas(width: number, height: number): { canvas: HTMLCanvasElement; ctx: Ctx } {
  const element = document.createElement('canvas')
  element.width = width
  element.height = height
  const ctx = element.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  return { canvas: element, ctx }
}

/** Fills the canvas with a vertical gradient of the stops. */
export function verticalGradient(ctx: Ctx, width: number, height: number, stops: ReadonlyArray<readonly [number, string]>): void {
  const gradient = ctx.createLinearGradient(0, 0, 0, height)
  for (const [at, colour] of stops) gradient.addColorStop(at, colour)
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, width, height)
}

/** A soft round light: a radial gradient from `colour` at `alpha` to nothing. */
export function glow(ctx: Ctx, x: number, y: number, radius: number, colour: string, alpha: number, composite: GlobalCompositeOperation = 'source-over'): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius)
  gradient.addColorStop(0, rgba(colour, alpha))
  gradient.addColorStop(0.45, rgba(colour, alpha * 0.45))
  gradient.addColorStop(1, rgba(colour, 0))
  ctx.save()
  ctx.globalCompositeOperation = composite
  ctx.fillStyle = gradient
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2)
  ctx.restore()
}

/** Darkens the edges, as a lens does. */
export function vignette(ctx: Ctx, width: number, height: number, strength: number, colour = '#000000'): void {
  const radius = Math.hypot(width, height) / 2
  const gradient = ctx.createRadialGradient(width / 2, height / 2, radius * 0.35, width / 2, height / 2, radius)
  gradient.addColorStop(0, rgba(colour, 0))
  gradient.addColorStop(1, rgba(colour, strength))
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, width, height)
}

/**
 * Depth of field: each layer is painted on its own canvas and laid over the picture blurred by its
 * distance from the focal plane, far layers first.
 */
export function depthLayers(
  ctx: Ctx,
  width: number,
  height: number,
  layers: ReadonlyArray<{ blur: number; paint: (layer: Ctx) => void; alpha?: number }>,
): void {
  for (const { blur, paint, alpha = 1 } of layers) {
    const { canvas: layer, ctx: layerCtx } = canvas(width, height)
    paint(layerCtx)
    ctx.save()
    ctx.globalAlpha = alpha
    if (blur > 0.3) ctx.filter = `blur(${blur.toFixed(1)}px)`
    ctx.drawImage(layer, 0, 0)
    ctx.restore()
  }
}

/** Blurs what is painted so far (a whole-picture soften, e.g. for a background). */
export function blurAll(ctx: Ctx, width: number, height: number, blur: number): void {
  const { canvas: copy, ctx: copyCtx } = canvas(width, height)
  copyCtx.drawImage(ctx.canvas, 0, 0)
  ctx.save()
  ctx.filter = `blur(${blur}px)`
  ctx.drawImage(copy, 0, 0)
  ctx.restore()
}

/** Soft out-of-focus discs of light (bokeh), added with the `lighter` blend. */
export function bokeh(
  ctx: Ctx,
  rnd: Random,
  count: number,
  area: { x: number; y: number; width: number; height: number },
  colours: readonly string[],
  radius: [number, number],
  alpha: [number, number],
): void {
  ctx.save()
  ctx.globalCompositeOperation = 'lighter'
  for (let i = 0; i < count; i++) {
    const x = area.x + rnd.next() * area.width
    const y = area.y + rnd.next() * area.height
    const r = rnd.range(radius[0], radius[1])
    const colour = rnd.pick(colours)
    const a = rnd.range(alpha[0], alpha[1])
    const gradient = ctx.createRadialGradient(x, y, 0, x, y, r)
    gradient.addColorStop(0, rgba(colour, a * 0.75))
    gradient.addColorStop(0.82, rgba(colour, a))
    gradient.addColorStop(1, rgba(colour, 0))
    ctx.fillStyle = gradient
    ctx.beginPath()
    ctx.arc(x, y, r, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.restore()
}

/**
 * Film grain: a fine monochrome noise over the picture. Kept faint: grain is what a WebP encoder
 * spends the most bytes on.
 */
export function grain(ctx: Ctx, width: number, height: number, rnd: Random, amount: number): void {
  const image = ctx.getImageData(0, 0, width, height)
  const data = image.data
  for (let i = 0; i < data.length; i += 4) {
    const n = (rnd.next() + rnd.next() - 1) * amount
    data[i] = clamp((data[i] ?? 0) + n)
    data[i + 1] = clamp((data[i + 1] ?? 0) + n)
    data[i + 2] = clamp((data[i + 2] ?? 0) + n)
  }
  ctx.putImageData(image, 0, 0)
}

/** A shadow-free soft blob: the base of contact shadows. */
export function softEllipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, colour: string, alpha: number): void {
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(1, ry / rx)
  const gradient = ctx.createRadialGradient(0, 0, 0, 0, 0, rx)
  gradient.addColorStop(0, rgba(colour, alpha))
  gradient.addColorStop(1, rgba(colour, 0))
  ctx.fillStyle = gradient
  ctx.beginPath()
  ctx.arc(0, 0, rx, 0, Math.PI * 2)
  ctx.fill()
  ctx.restore()
}
