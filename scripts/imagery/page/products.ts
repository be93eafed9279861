/**
 * Product family pictures for the catalogues: a heap of granules in the family's colour, a fluid
 * in a sample vessel, a mound of powder. Square, on a calm backdrop, so a result list of many
 * families reads as one set.
 */
import { blurAll, depthLayers, glow, grain, rgbOf, shade, softEllipse, verticalGradient, vignette } from './kit.ts'
import { granules, heap, powder } from './particles.ts'
import { type Vessel, glassVessel } from './shapes.ts'
import type { Painter, Params } from './painters.ts'

const text = (params: Params, key: string, fallback: string) => (typeof params[key] === 'string' ? String(params[key]) : fallback)

function isDark(colour: string): boolean {
  const [r, g, b] = rgbOf(colour)
  return r * 0.3 + g * 0.59 + b * 0.11 < 110
}

const productGranules: Painter = (ctx, width, height, rnd, params) => {
  const colour = text(params, 'colour', '#efe6cf')
  const background = text(params, 'background', '#e6ebef')
  const translucency = Number(params['translucency'] ?? 0)
  const shape = text(params, 'shape', 'cylinder') === 'lens' ? 'lens' : 'cylinder'
  verticalGradient(ctx, width, height, [
    [0, shade(background, 0.3)],
    [0.55, background],
    [1, shade(background, -0.12)],
  ])
  glow(ctx, width * 0.3, height * 0.15, width * 0.7, '#ffffff', 0.5)
  // a heap in the middle, seen from above at an angle; the rim of it softly out of focus
  const cx = width * 0.5
  const surface = (x: number) => height * (0.72 - 0.4 * Math.exp(-Math.pow((x - cx) / (width * 0.26), 2)))
  softEllipse(ctx, cx + width * 0.03, height * 0.8, width * 0.5, height * 0.12, '#000000', 0.35)
  const mix = [{ colour, translucency, weight: 1, shape }] as const
  const size = width * 0.075
  const inside = (x: number) => Math.abs(x - cx) < width * 0.46
  const far = heap(
    rnd,
    { top: height * 0.3, bottom: height * 0.58, left: width * 0.04, right: width * 0.96, size, far: 0.8, density: 2.2, surface },
    mix,
  ).filter((g) => inside(g.x))
  const near = heap(
    rnd,
    {
      top: height * 0.58,
      bottom: height * 0.82,
      left: width * 0.04,
      right: width * 0.96,
      size,
      far: 0.95,
      density: 2.2,
      surface: (x) => Math.max(surface(x), height * (0.58 + 0.18 * Math.pow((x - cx) / (width * 0.46), 2))),
    },
    mix,
  ).filter((g) => inside(g.x) && g.y < height * (0.82 - 0.12 * Math.pow((g.x - cx) / (width * 0.46), 2)))
  depthLayers(ctx, width, height, [
    { blur: 2.5, paint: (layer) => granules(layer, far, 0.45) },
    { blur: 0, paint: (layer) => granules(layer, near, 0.45) },
  ])
  // a few loose granules in front
  const loose = Array.from({ length: 5 }, () => ({
    ...near[0]!,
    x: cx + rnd.range(-0.35, 0.35) * width,
    y: height * rnd.range(0.86, 0.92),
    angle: rnd.range(0, 6.3),
  }))
  if (near[0]) depthLayers(ctx, width, height, [{ blur: 3, paint: (layer) => granules(layer, loose, 0.35) }])
  vignette(ctx, width, height, 0.18, shade(background, -0.6))
  grain(ctx, width, height, rnd, 3)
}

const productFluid: Painter = (ctx, width, height, rnd, params) => {
  const colour = text(params, 'colour', '#c9821b')
  const background = text(params, 'background', '#e8e4dc')
  const vessel = text(params, 'vessel', 'bottle') as Vessel
  const dark = isDark(background)
  verticalGradient(ctx, width, height, [
    [0, shade(background, dark ? 0.12 : 0.3)],
    [1, shade(background, dark ? -0.3 : -0.1)],
  ])
  // backlight behind the vessel, in the fluid's colour on a dark backdrop
  glow(ctx, width * 0.5, height * 0.5, width * 0.55, dark ? colour : '#ffffff', dark ? 0.45 : 0.8)
  blurAll(ctx, width, height, 2)
  const bottom = height * 0.86
  const sizes: Record<Vessel, [number, number]> = {
    bottle: [0.36, 0.66],
    vial: [0.22, 0.66],
    flask: [0.5, 0.66],
    beaker: [0.46, 0.5],
    round: [0.5, 0.68],
    tube: [0.14, 0.6],
  }
  const [w, h] = sizes[vessel]
  if (!dark) {
    // on a light backdrop the glass needs a darker edge to read
    ctx.save()
    ctx.translate(2, 2)
    glassVessel(ctx, vessel, width * 0.5, bottom, width * w, height * h, shade(colour, -0.5), 0)
    ctx.restore()
  }
  glassVessel(ctx, vessel, width * 0.5, bottom, width * w, height * h, colour, 0.72, rnd)
  if (vessel === 'bottle' || vessel === 'vial') {
    // the screw cap
    const capWidth = width * w * (vessel === 'bottle' ? 0.62 : 1.04)
    const cap = ctx.createLinearGradient(width * 0.5 - capWidth / 2, 0, width * 0.5 + capWidth / 2, 0)
    cap.addColorStop(0, '#2a2d33')
    cap.addColorStop(0.35, '#5b6069')
    cap.addColorStop(1, '#1b1d21')
    ctx.fillStyle = cap
    ctx.beginPath()
    ctx.roundRect(width * 0.5 - capWidth / 2, bottom - height * h - height * 0.08, capWidth, height * 0.09, 6)
    ctx.fill()
  }
  vignette(ctx, width, height, dark ? 0.45 : 0.15, shade(background, -0.7))
  grain(ctx, width, height, rnd, 3)
}

const productPowder: Painter = (ctx, width, height, rnd, params) => {
  const colour = text(params, 'colour', '#f4f1ea')
  const background = text(params, 'background', '#d9d2c6')
  const sparkle = params['sparkle'] === 1
  verticalGradient(ctx, width, height, [
    [0, shade(background, 0.3)],
    [1, shade(background, -0.12)],
  ])
  glow(ctx, width * 0.3, height * 0.1, width * 0.7, '#ffffff', 0.55)
  const cx = width * 0.5
  const base = height * 0.78
  const top = (x: number) => base - height * 0.38 * Math.exp(-Math.pow((x - cx) / (width * 0.2), 2))
  softEllipse(ctx, cx + width * 0.03, base, width * 0.5, height * 0.07, '#000000', 0.3)
  const mound = new Path2D()
  mound.moveTo(cx - width * 0.48, base)
  for (let x = cx - width * 0.48; x <= cx + width * 0.48; x += 3) mound.lineTo(x, top(x) + rnd.range(-0.6, 0.6))
  mound.lineTo(cx + width * 0.48, base)
  mound.closePath()
  const body = ctx.createLinearGradient(cx - width * 0.2, base - height * 0.38, cx + width * 0.25, base)
  body.addColorStop(0, shade(colour, 0.3))
  body.addColorStop(0.5, colour)
  body.addColorStop(1, shade(colour, -0.35))
  ctx.fillStyle = body
  ctx.fill(mound)
  ctx.save()
  ctx.clip(mound)
  powder(ctx, rnd, 26000, () => true, { x: cx - width * 0.48, y: base - height * 0.4, width: width * 0.96, height: height * 0.4 }, colour, [0.5, 1.5])
  if (sparkle) {
    ctx.globalCompositeOperation = 'lighter'
    powder(ctx, rnd, 500, () => true, { x: cx - width * 0.3, y: base - height * 0.4, width: width * 0.5, height: height * 0.3 }, '#ffffff', [0.8, 1.6])
  }
  ctx.restore()
  vignette(ctx, width, height, 0.2, shade(background, -0.6))
  grain(ctx, width, height, rnd, 3)
}

export const productPainters: Record<string, Painter> = { productGranules, productFluid, productPowder }
