/**
 * The brands' stage and teaser pictures, each in its brand's colour family (the art direction of
 * issue 33): albis granules, mocom extruded strands and masterbatch, ceramics powder and pressed
 * parts, the group's glass facade and locations, htf heated fluid, wipag flakes in a loop, plgrd
 * machined parts, chemie lab glass and lattices, new business light trails.
 */
import { type Ctx, type Random, blurAll, bokeh, depthLayers, glow, grain, rgba, shade, softEllipse, verticalGradient, vignette } from './kit.ts'
import { type Flake, type Granule, flakeOf, flakes, granules, heap, powder } from './particles.ts'
import { dottedMap, disc, gear, glassVessel, lattice, lightTrail, mapMarker, mapPoint, pipe } from './shapes.ts'
import type { Painter } from './painters.ts'

type Mix = Parameters<typeof heap>[2]

/**
 * A heap of granules in perspective under `surface`, sharp around the focal depth (0 far .. 1
 * near) and blurred before and behind it; far granules fade into the haze colour.
 */
function granuleField(
  ctx: Ctx,
  width: number,
  height: number,
  rnd: Random,
  mix: Mix,
  options: { top: number; surface?: (x: number) => number; size: number; focus: number; haze: string; blur?: number },
): void {
  const bands = 6
  const layers = []
  const span = height * 1.08 - options.top
  for (let band = 0; band < bands; band++) {
    const top = options.top + (span * band) / bands
    const depth = (band + 0.5) / bands
    const items: Granule[] = heap(
      rnd,
      {
        top,
        bottom: top + span / bands,
        left: 0,
        right: width,
        size: options.size * (0.25 + depth * depth * 1.5),
        far: 0.85,
        density: 2,
        ...(options.surface ? { surface: options.surface } : {}),
      },
      mix,
    )
    layers.push({
      blur: Math.abs(depth - options.focus) * (options.blur ?? 30),
      paint: (layer: Ctx) => {
        granules(layer, items, 0.7)
        layer.globalCompositeOperation = 'source-atop'
        layer.fillStyle = rgba(options.haze, Math.pow(1 - depth, 2) * 0.7)
        layer.fillRect(0, 0, width, height)
      },
    })
  }
  depthLayers(ctx, width, height, layers)
}

/** Light falling from one side: darkens away from (x, y), brightens near it. */
function sideLight(ctx: Ctx, width: number, height: number, x: number, y: number, dark: string, strength: number): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, Math.hypot(width, height))
  gradient.addColorStop(0, rgba(dark, 0))
  gradient.addColorStop(0.45, rgba(dark, strength * 0.4))
  gradient.addColorStop(1, rgba(dark, strength))
  ctx.save()
  ctx.globalCompositeOperation = 'multiply'
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, width, height)
  ctx.restore()
}

const albisMix: Mix = [
  { colour: '#ece4cf', translucency: 0.5, weight: 3 },
  { colour: '#1f74ab', translucency: 0.35, weight: 3 },
  { colour: '#a9d6f2', translucency: 0.8, weight: 3 },
  { colour: '#f7f7f4', translucency: 0, weight: 1 },
  { colour: '#0b4f7c', translucency: 0.15, weight: 2 },
]

const albisStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#02131f'],
    [0.4, '#00466b'],
    [1, '#021421'],
  ])
  glow(ctx, width * 0.7, height * 0.08, width * 0.5, '#7cc4ea', 0.5)
  bokeh(ctx, rnd, 45, { x: width * 0.3, y: 0, width: width * 0.7, height: height * 0.35 }, ['#8fd0f5', '#ffffff', '#2f8cc4'], [8, 34], [0.06, 0.2])
  blurAll(ctx, width, height, 5)
  const surface = (x: number) => height * (0.3 + 0.12 * Math.pow((x - width * 0.62) / width, 2) * 4)
  granuleField(ctx, width, height, rnd, albisMix, { top: height * 0.28, surface, size: 115, focus: 0.6, haze: '#0a4a70' })
  sideLight(ctx, width, height, width * 0.68, height * 0.2, '#000a14', 0.75)
  glow(ctx, width * 0.66, height * 0.32, width * 0.28, '#c9ecff', 0.16, 'screen')
  vignette(ctx, width, height, 0.5, '#010d16')
  grain(ctx, width, height, rnd, 3)
}

/** A round strand along a cubic curve: a dark body, its colour and a highlight above. */
function strand(ctx: Ctx, from: [number, number], c1: [number, number], c2: [number, number], to: [number, number], width: number, colour: string): void {
  const path = new Path2D()
  path.moveTo(...from)
  path.bezierCurveTo(...c1, ...c2, ...to)
  ctx.save()
  ctx.lineCap = 'round'
  ctx.strokeStyle = shade(colour, -0.55)
  ctx.lineWidth = width
  ctx.stroke(path)
  ctx.strokeStyle = colour
  ctx.lineWidth = width * 0.72
  ctx.translate(0, -width * 0.08)
  ctx.stroke(path)
  ctx.strokeStyle = shade(colour, 0.3)
  ctx.lineWidth = width * 0.35
  ctx.translate(0, -width * 0.12)
  ctx.stroke(path)
  ctx.strokeStyle = 'rgba(255,255,255,0.55)'
  ctx.lineWidth = width * 0.1
  ctx.translate(0, -width * 0.06)
  ctx.stroke(path)
  ctx.restore()
}

const mocomColours = ['#c2185b', '#7b1f5c', '#e85d9e', '#f3e6ee', '#4a1140', '#9c27b0', '#ff8fb8']

const mocomStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#1a0716'],
    [0.55, '#3d0f32'],
    [1, '#12040f'],
  ])
  glow(ctx, width * 0.62, height * 0.45, width * 0.45, '#c2185b', 0.35)
  bokeh(ctx, rnd, 30, { x: width * 0.35, y: 0, width: width * 0.65, height }, ['#ff7ab6', '#ffffff', '#b03a86'], [10, 40], [0.04, 0.14])
  blurAll(ctx, width, height, 6)
  // the die plate, seen at an angle, its holes in a row
  const dieX = width * 0.16
  const holes = 7
  const holeY = (i: number) => height * (0.28 + (i / (holes - 1)) * 0.36)
  depthLayers(ctx, width, height, [
    {
      blur: 1.5,
      paint: (layer) => {
        const plate = layer.createLinearGradient(dieX - width * 0.2, 0, dieX + width * 0.02, 0)
        plate.addColorStop(0, '#16121a')
        plate.addColorStop(0.55, '#5a5560')
        plate.addColorStop(0.8, '#a7a1ad')
        plate.addColorStop(1, '#3b3640')
        layer.fillStyle = plate
        layer.beginPath()
        layer.moveTo(dieX - width * 0.3, -height * 0.05)
        layer.lineTo(dieX + width * 0.02, height * 0.1)
        layer.lineTo(dieX + width * 0.02, height * 0.86)
        layer.lineTo(dieX - width * 0.3, height * 1.05)
        layer.closePath()
        layer.fill()
        // the face plate with its bolts, and the holes with a warm rim of melt
        const face = layer.createLinearGradient(dieX - width * 0.03, 0, dieX + width * 0.02, 0)
        face.addColorStop(0, '#6d6873')
        face.addColorStop(0.5, '#c9c3cf')
        face.addColorStop(1, '#5b5661')
        layer.fillStyle = face
        layer.beginPath()
        layer.roundRect(dieX - width * 0.012, height * 0.18, width * 0.03, height * 0.58, 6)
        layer.fill()
        for (const y of [0.21, 0.73]) {
          const bolt = layer.createRadialGradient(dieX - width * 0.001, height * y - 3, 1, dieX + width * 0.003, height * y, width * 0.007)
          bolt.addColorStop(0, '#f4f0f6')
          bolt.addColorStop(1, '#3a3540')
          layer.fillStyle = bolt
          layer.beginPath()
          layer.arc(dieX + width * 0.003, height * y, width * 0.006, 0, Math.PI * 2)
          layer.fill()
        }
        for (let i = 0; i < holes; i++) {
          layer.fillStyle = '#ffb3d1'
          layer.beginPath()
          layer.ellipse(dieX + width * 0.011, holeY(i), width * 0.008, height * 0.03, 0, 0, Math.PI * 2)
          layer.fill()
          layer.fillStyle = '#1a0a14'
          layer.beginPath()
          layer.ellipse(dieX + width * 0.012, holeY(i), width * 0.006, height * 0.025, 0, 0, Math.PI * 2)
          layer.fill()
        }
      },
    },
    {
      blur: 0,
      paint: (layer) => {
        for (let i = 0; i < holes; i++) {
          const colour = mocomColours[i % mocomColours.length] ?? '#c2185b'
          const y0 = holeY(i)
          const droop = height * rnd.range(0.08, 0.22)
          const end: [number, number] = [width * rnd.range(0.6, 0.68), y0 + droop + height * 0.12]
          strand(layer, [dieX + width * 0.012, y0], [width * 0.3, y0 - height * 0.01], [width * 0.45, y0 + droop * 0.6], end, height * 0.042, colour)
        }
      },
    },
  ])
  // cut pellets flying off to the right, sharp near the cutter, blurred where they spread
  const flying = (spread: number) => {
    const items: Granule[] = []
    for (let i = 0; i < 160 * spread; i++) {
      const colour = rnd.pick(mocomColours)
      const t = rnd.next()
      items.push({
        x: width * (0.62 + t * 0.42 * spread),
        y: height * (0.45 + rnd.normal() * 0.14 * (0.4 + t)) + t * height * 0.2,
        size: height * rnd.range(0.03, 0.05) * (0.8 + t * spread * 0.8),
        angle: rnd.range(0, Math.PI * 2),
        colour,
        shape: 'cylinder',
        translucency: 0.1,
        length: rnd.range(1.1, 1.5),
        tilt: rnd.range(0.3, 0.9),
      })
    }
    return items.sort((a, b) => a.size - b.size)
  }
  depthLayers(ctx, width, height, [
    { blur: 2, paint: (layer) => granules(layer, flying(0.7), 0.2) },
    {
      blur: 14,
      paint: (layer) =>
        granules(
          layer,
          flying(1).filter((g) => g.x > width * 0.8),
          0.1,
        ),
    },
  ])
  glow(ctx, dieX, height * 0.45, width * 0.12, '#ff9ccc', 0.2, 'screen')
  vignette(ctx, width, height, 0.55, '#0a0209')
  grain(ctx, width, height, rnd, 3)
}

/** The albis teaser: granules pouring from a silo outlet onto the heap. */
const albisTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#04223a'],
    [1, '#00557f'],
  ])
  glow(ctx, width * 0.3, height * 0.1, width * 0.6, '#9ad7ff', 0.45)
  blurAll(ctx, width, height, 4)
  // the stream: granules falling in a narrowing column from the top
  const stream: Granule[] = []
  for (let i = 0; i < 260; i++) {
    const t = rnd.next()
    stream.push({
      ...pick(rnd, albisMix),
      x: width * 0.42 + rnd.normal() * width * (0.02 + t * 0.03),
      y: t * height * 0.62,
      size: height * 0.045,
      angle: rnd.range(0, 6.3),
      shape: 'cylinder',
      length: rnd.range(1.1, 1.5),
      tilt: rnd.range(0.2, 0.9),
    })
  }
  depthLayers(ctx, width, height, [
    {
      blur: 2.5,
      paint: (layer) =>
        granules(
          layer,
          stream.sort((a, b) => a.y - b.y),
          0.15,
        ),
    },
  ])
  const surface = (x: number) => height * (0.62 - 0.16 * Math.exp(-Math.pow((x - width * 0.42) / (width * 0.22), 2)))
  granuleField(ctx, width, height, rnd, albisMix, { top: height * 0.44, surface, size: 95, focus: 0.45, haze: '#0a4a70', blur: 22 })
  sideLight(ctx, width, height, width * 0.4, height * 0.3, '#000a14', 0.6)
  vignette(ctx, width, height, 0.45, '#010d16')
  grain(ctx, width, height, rnd, 4)
}

/** A granule's colour and clarity drawn from a mix. */
function pick(rnd: Random, mix: Mix): Pick<Granule, 'colour' | 'translucency'> {
  const item = rnd.pick(mix.flatMap((entry) => Array.from({ length: entry.weight }, () => entry)))
  return { colour: shade(item.colour, rnd.range(-0.06, 0.06)), translucency: item.translucency }
}

/** The mocom teaser: masterbatch colour plaques fanned out over loose pellets. */
const mocomTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#2a0b24'],
    [1, '#4d1440'],
  ])
  glow(ctx, width * 0.7, height * 0.2, width * 0.6, '#ff8fc4', 0.3)
  const loose = heap(
    rnd,
    { top: height * 0.55, bottom: height * 1.05, left: 0, right: width, size: 60, far: 0.7, density: 1.1 },
    mocomColours.map((colour) => ({ colour, translucency: 0.05, weight: 1 })),
  )
  depthLayers(ctx, width, height, [{ blur: 7, paint: (layer) => granules(layer, loose) }])
  const plaques = ['#f3e6ee', '#ff8fb8', '#e85d9e', '#c2185b', '#9c27b0', '#7b1f5c', '#4a1140']
  const pivot: [number, number] = [width * 0.3, height * 0.95]
  plaques.forEach((colour, index) => {
    const angle = -1.25 + index * 0.17
    ctx.save()
    ctx.translate(...pivot)
    ctx.rotate(angle)
    softEllipse(ctx, height * 0.5, height * 0.04, height * 0.42, height * 0.1, '#000000', 0.35)
    const plate = ctx.createLinearGradient(0, -height * 0.08, 0, height * 0.08)
    plate.addColorStop(0, shade(colour, 0.25))
    plate.addColorStop(0.5, colour)
    plate.addColorStop(1, shade(colour, -0.3))
    ctx.fillStyle = plate
    ctx.beginPath()
    ctx.roundRect(height * 0.12, -height * 0.075, height * 0.78, height * 0.15, height * 0.03)
    ctx.fill()
    // the stepped thicknesses of a colour plaque
    for (let step = 1; step < 3; step++) {
      ctx.fillStyle = rgba('#000000', 0.08 * step)
      ctx.fillRect(height * (0.12 + step * 0.26), -height * 0.075, height * 0.26, height * 0.15)
    }
    ctx.strokeStyle = rgba('#ffffff', 0.35)
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.moveTo(height * 0.15, -height * 0.07)
    ctx.lineTo(height * 0.86, -height * 0.07)
    ctx.stroke()
    ctx.restore()
  })
  vignette(ctx, width, height, 0.45, '#0a0209')
  grain(ctx, width, height, rnd, 4)
}

/** A mound of fine powder with a Gaussian profile, lit from the upper left, its grains visible. */
function powderMound(ctx: Ctx, rnd: Random, x: number, base: number, heightOf: number, spread: number, colour: string): void {
  const top = (px: number) => base - heightOf * Math.exp(-Math.pow((px - x) / spread, 2))
  const path = new Path2D()
  path.moveTo(x - spread * 2.4, base)
  for (let px = x - spread * 2.4; px <= x + spread * 2.4; px += 4) path.lineTo(px, top(px) + rnd.range(-0.8, 0.8))
  path.lineTo(x + spread * 2.4, base)
  path.closePath()
  softEllipse(ctx, x + spread * 0.3, base, spread * 2.6, heightOf * 0.18, '#3a2414', 0.35)
  const body = ctx.createLinearGradient(x - spread, base - heightOf, x + spread, base)
  body.addColorStop(0, shade(colour, 0.35))
  body.addColorStop(0.55, colour)
  body.addColorStop(1, shade(colour, -0.35))
  ctx.fillStyle = body
  ctx.fill(path)
  ctx.save()
  ctx.clip(path)
  powder(ctx, rnd, 9000, () => true, { x: x - spread * 2.4, y: base - heightOf, width: spread * 4.8, height: heightOf }, colour, [0.6, 1.8])
  ctx.restore()
}

const ceramicsStage: Painter = (ctx, width, height, rnd) => {
  // a seamless studio backdrop curving into the table
  verticalGradient(ctx, width, height, [
    [0, '#efe3cf'],
    [0.5, '#e2cba8'],
    [1, '#b98d62'],
  ])
  glow(ctx, width * 0.25, -height * 0.1, width * 0.6, '#fff7ea', 0.75)
  powderMound(ctx, rnd, width * 0.46, height * 0.86, height * 0.5, width * 0.13, '#e9dcc7')
  powderMound(ctx, rnd, width * 0.66, height * 0.9, height * 0.3, width * 0.09, '#c8902f')
  disc(ctx, width * 0.84, height * 0.64, width * 0.09, height * 0.08, '#b5573a', 0.45)
  disc(ctx, width * 0.79, height * 0.86, width * 0.07, height * 0.06, '#f4efe6')
  disc(ctx, width * 0.93, height * 0.9, width * 0.05, height * 0.07, '#d9b48a', 0.35)
  // dust drifting in the light, out of focus
  depthLayers(ctx, width, height, [
    {
      blur: 3,
      paint: (layer) =>
        powder(layer, rnd, 600, () => true, { x: width * 0.3, y: height * 0.2, width: width * 0.5, height: height * 0.55 }, '#fff8ec', [0.8, 2.2]),
    },
    {
      blur: 10,
      paint: (layer) =>
        bokeh(layer, rnd, 26, { x: width * 0.25, y: 0, width: width * 0.75, height: height * 0.7 }, ['#fff4e0', '#f2cf9a'], [6, 26], [0.08, 0.22]),
    },
  ])
  vignette(ctx, width, height, 0.35, '#5a3a1e')
  grain(ctx, width, height, rnd, 4)
}

const ceramicsTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#f1e6d4'],
    [1, '#c99b6a'],
  ])
  glow(ctx, width * 0.2, 0, width * 0.7, '#fffaf0', 0.7)
  powderMound(ctx, rnd, width * 0.26, height * 0.8, height * 0.3, width * 0.1, '#f2ebe0')
  powderMound(ctx, rnd, width * 0.52, height * 0.84, height * 0.26, width * 0.09, '#c8902f')
  powderMound(ctx, rnd, width * 0.76, height * 0.88, height * 0.24, width * 0.085, '#b5573a')
  depthLayers(ctx, width, height, [
    { blur: 6, paint: (layer) => bokeh(layer, rnd, 18, { x: 0, y: 0, width, height: height * 0.5 }, ['#fff4e0'], [5, 18], [0.1, 0.25]) },
  ])
  vignette(ctx, width, height, 0.3, '#5a3a1e')
  grain(ctx, width, height, rnd, 4)
}

/** A point of a quad by its bilinear coordinates (u across, v up). */
function quadPoint(corners: readonly [number, number][], u: number, v: number): [number, number] {
  const [a, b, c, d] = corners as [[number, number], [number, number], [number, number], [number, number]]
  const bottom = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]
  const top = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u]
  return [(bottom[0] ?? 0) + ((top[0] ?? 0) - (bottom[0] ?? 0)) * v, (bottom[1] ?? 0) + ((top[1] ?? 0) - (bottom[1] ?? 0)) * v]
}

/**
 * A glass curtain wall on a quad (bottom left, bottom right, top right, top left): one reflection
 * of the sky across all panes, slightly varied per pane, thin mullions and darker spandrel bands.
 */
function facade(
  ctx: Ctx,
  rnd: Random,
  corners: readonly [number, number][],
  columns: number,
  rows: number,
  sky: readonly [string, string, string],
  sun: [number, number],
): void {
  const [p0, p1, p2, p3] = corners as [[number, number], [number, number], [number, number], [number, number]]
  const outline = new Path2D()
  outline.moveTo(...p0)
  outline.lineTo(...p1)
  outline.lineTo(...p2)
  outline.lineTo(...p3)
  outline.closePath()
  ctx.save()
  ctx.clip(outline)
  const reflection = ctx.createLinearGradient(p0[0], p0[1], p2[0], p2[1])
  reflection.addColorStop(0, sky[0])
  reflection.addColorStop(0.55, sky[1])
  reflection.addColorStop(1, sky[2])
  ctx.fillStyle = reflection
  ctx.fill(outline)
  glow(ctx, ...sun, 520, '#fff1d6', 0.55)
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const corner = (u: number, v: number) => quadPoint(corners, u, v)
      const q = [
        corner(column / columns, row / rows),
        corner((column + 1) / columns, row / rows),
        corner((column + 1) / columns, (row + 1) / rows),
        corner(column / columns, (row + 1) / rows),
      ] as const
      ctx.beginPath()
      ctx.moveTo(...q[0])
      ctx.lineTo(...q[1])
      ctx.lineTo(...q[2])
      ctx.lineTo(...q[3])
      ctx.closePath()
      ctx.fillStyle = rnd.chance(0.5) ? rgba('#ffffff', rnd.range(0, 0.06)) : rgba('#000814', rnd.range(0, 0.12))
      ctx.fill()
      // the spandrel: the band at the floor slab, opaque
      const slab = [
        corner(column / columns, row / rows),
        corner((column + 1) / columns, row / rows),
        corner((column + 1) / columns, (row + 0.16) / rows),
        corner(column / columns, (row + 0.16) / rows),
      ] as const
      ctx.beginPath()
      ctx.moveTo(...slab[0])
      ctx.lineTo(...slab[1])
      ctx.lineTo(...slab[2])
      ctx.lineTo(...slab[3])
      ctx.closePath()
      ctx.fillStyle = 'rgba(8,18,38,0.55)'
      ctx.fill()
    }
  }
  ctx.strokeStyle = 'rgba(210,222,240,0.55)'
  ctx.lineWidth = 1.5
  for (let column = 0; column <= columns; column++) {
    ctx.beginPath()
    ctx.moveTo(...quadPoint(corners, column / columns, 0))
    ctx.lineTo(...quadPoint(corners, column / columns, 1))
    ctx.stroke()
  }
  ctx.restore()
}

const groupStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#16305a'],
    [0.5, '#5a7fb0'],
    [1, '#c8d8ea'],
  ])
  const sun: [number, number] = [width * 0.6, height * 0.18]
  glow(ctx, ...sun, width * 0.3, '#fff1d6', 0.7)
  // looking up at a tower's corner: two glass facades converging towards the sky
  const edgeBottom: [number, number] = [width * 0.58, height * 1.05]
  const edgeTop: [number, number] = [width * 0.52, -height * 0.1]
  facade(ctx, rnd, [[-width * 0.02, height * 1.05], edgeBottom, edgeTop, [width * 0.22, -height * 0.1]], 12, 9, ['#0b1d3d', '#2f5688', '#9fbbe0'], sun)
  facade(ctx, rnd, [edgeBottom, [width * 1.02, height * 1.05], [width * 0.8, -height * 0.1], edgeTop], 7, 9, ['#07142b', '#173259', '#4f72a2'], sun)
  ctx.strokeStyle = 'rgba(240,246,255,0.85)'
  ctx.lineWidth = 4
  ctx.beginPath()
  ctx.moveTo(...edgeBottom)
  ctx.lineTo(...edgeTop)
  ctx.stroke()
  glow(ctx, ...sun, width * 0.12, '#ffffff', 0.5, 'screen')
  bokeh(ctx, rnd, 7, { x: sun[0] - 150, y: sun[1], width: 400, height: height * 0.6 }, ['#ffe2b0', '#b5d0ff'], [8, 26], [0.08, 0.16])
  vignette(ctx, width, height, 0.45, '#030a18')
  grain(ctx, width, height, rnd, 4)
}

const groupTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#0a1730'],
    [1, '#132a52'],
  ])
  glow(ctx, width * 0.5, height * 0.45, width * 0.6, '#3a5f93', 0.35)
  const mapWidth = width * 1.02
  const left = (width - mapWidth) / 2
  const top = height * 0.06
  dottedMap(ctx, left, top, mapWidth, width / 110, '#9fb7d6', 0.5)
  const home = mapPoint(10, 53.5, left, top, mapWidth)
  const sites: ReadonlyArray<readonly [number, number]> = [
    [-88, 42],
    [-99, 19.4],
    [-46.6, -23.5],
    [29, 41],
    [73, 19],
    [104, 1.3],
    [121.5, 31.2],
    [28, -26],
    [139.7, 35.7],
    [55.3, 25.3],
  ]
  ctx.save()
  ctx.globalCompositeOperation = 'lighter'
  for (const [lon, lat] of sites) {
    const [x, y] = mapPoint(lon, lat, left, top, mapWidth)
    const mid: [number, number] = [(home[0] + x) / 2, Math.min(home[1], y) - Math.abs(home[0] - x) * 0.22]
    ctx.strokeStyle = rgba('#ffd28a', 0.55)
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.moveTo(...home)
    ctx.quadraticCurveTo(...mid, x, y)
    ctx.stroke()
  }
  ctx.restore()
  for (const [lon, lat] of sites) mapMarker(ctx, ...mapPoint(lon, lat, left, top, mapWidth), width / 260, '#ffc66e')
  mapMarker(ctx, ...home, width / 170, '#ffffff')
  vignette(ctx, width, height, 0.5, '#030a18')
  grain(ctx, width, height, rnd, 4)
}

/** Heat shimmer: faint wavy bands of warm light rising, out of focus. */
function shimmer(ctx: Ctx, rnd: Random, x: number, y: number, w: number, h: number, colour: string): void {
  depthLayers(ctx, ctx.canvas.width, ctx.canvas.height, [{ blur: 7, paint: (layer) => shimmerLines(layer, rnd, x, y, w, h, colour) }])
}

function shimmerLines(ctx: Ctx, rnd: Random, x: number, y: number, w: number, h: number, colour: string): void {
  ctx.save()
  ctx.globalCompositeOperation = 'screen'
  for (let i = 0; i < 14; i++) {
    const x0 = x + rnd.next() * w
    ctx.strokeStyle = rgba(colour, rnd.range(0.03, 0.07))
    ctx.lineWidth = rnd.range(10, 26)
    ctx.beginPath()
    for (let py = y + h; py > y; py -= 8) {
      const px = x0 + Math.sin(py / rnd.range(18, 30) + i) * rnd.range(4, 10)
      if (py === y + h) ctx.moveTo(px, py)
      else ctx.lineTo(px, py)
    }
    ctx.stroke()
  }
  ctx.restore()
}

/** Glowing fluid flowing in a sight glass between two pipe ends: a bright core, streaks of flow, small bubbles. */
function hotFlow(ctx: Ctx, rnd: Random, x0: number, x1: number, y: number, radius: number): void {
  const fluid = ctx.createLinearGradient(0, y - radius, 0, y + radius)
  fluid.addColorStop(0, '#3a0a00')
  fluid.addColorStop(0.22, '#c83c00')
  fluid.addColorStop(0.45, '#ffb347')
  fluid.addColorStop(0.55, '#ffe2a0')
  fluid.addColorStop(0.75, '#e85a0c')
  fluid.addColorStop(1, '#2e0800')
  ctx.fillStyle = fluid
  ctx.fillRect(x0, y - radius, x1 - x0, radius * 2)
  ctx.save()
  ctx.globalCompositeOperation = 'lighter'
  for (let i = 0; i < 90; i++) {
    const sy = y + rnd.normal() * radius * 0.3
    const sx = x0 + rnd.next() * (x1 - x0)
    ctx.strokeStyle = rgba('#ffd08a', rnd.range(0.04, 0.18))
    ctx.lineWidth = rnd.range(1, 5)
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(sx, sy)
    ctx.bezierCurveTo(sx + 60, sy - 4, sx + 120, sy + 4, sx + rnd.range(140, 260), sy + rnd.range(-6, 6))
    ctx.stroke()
  }
  for (let i = 0; i < 26; i++) {
    const bx = x0 + rnd.next() * (x1 - x0)
    const by = y + rnd.normal() * radius * 0.35
    const br = rnd.range(1.5, radius * 0.045)
    glow(ctx, bx, by, br * 3, '#fff0c8', 0.35, 'lighter')
  }
  ctx.restore()
  // the glass tube: a bright upper rim and a darker lower edge
  const glass = ctx.createLinearGradient(0, y - radius, 0, y + radius)
  glass.addColorStop(0, 'rgba(255,255,255,0.5)')
  glass.addColorStop(0.08, 'rgba(255,255,255,0.08)')
  glass.addColorStop(0.9, 'rgba(255,255,255,0)')
  glass.addColorStop(1, 'rgba(255,220,180,0.35)')
  ctx.fillStyle = glass
  ctx.fillRect(x0, y - radius, x1 - x0, radius * 2)
}

const htfStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#0e0403'],
    [0.55, '#2a0b04'],
    [1, '#080202'],
  ])
  glow(ctx, width * 0.58, height * 0.5, width * 0.55, '#ff4d00', 0.4)
  const tilted = (layer: Ctx, paint: () => void) => {
    layer.save()
    layer.translate(width * 0.58, height * 0.5)
    layer.rotate(-0.12)
    layer.translate(-width * 0.58, -height * 0.5)
    paint()
    layer.restore()
  }
  depthLayers(ctx, width, height, [
    {
      blur: 14,
      paint: (layer) =>
        tilted(layer, () => {
          pipe(layer, -width * 0.2, width * 1.2, height * 0.05, height * 0.08, '#6b5a52', [width * 0.32, width * 0.8], '#ff6a00')
          pipe(layer, -width * 0.2, width * 1.2, height * 0.98, height * 0.11, '#5a4842', [width * 0.2, width * 0.66], '#ff6a00')
          bokeh(layer, rnd, 34, { x: 0, y: 0, width, height }, ['#ff8a1c', '#ffcf70', '#ff3d00'], [8, 30], [0.06, 0.2])
        }),
    },
    {
      blur: 0,
      paint: (layer) =>
        tilted(layer, () => {
          const y = height * 0.52
          const r = height * 0.14
          pipe(layer, -width * 0.2, width * 0.42, y, r, '#9a918b', [width * 0.16, width * 0.4], '#ff7a1a')
          hotFlow(layer, rnd, width * 0.42, width * 0.76, y, r * 0.9)
          pipe(layer, width * 0.76, width * 1.2, y, r, '#9a918b', [width * 0.78, width * 1.02], '#ff7a1a')
        }),
    },
  ])
  glow(ctx, width * 0.59, height * 0.49, width * 0.24, '#ff8a2a', 0.35, 'screen')
  shimmer(ctx, rnd, width * 0.42, height * 0.02, width * 0.34, height * 0.3, '#ffb060')
  vignette(ctx, width, height, 0.6, '#050101')
  grain(ctx, width, height, rnd, 3)
}

const htfTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#160705'],
    [1, '#2c0d06'],
  ])
  glow(ctx, width * 0.5, height * 0.55, width * 0.5, '#ff6a00', 0.5)
  depthLayers(ctx, width, height, [
    { blur: 10, paint: (layer) => bokeh(layer, rnd, 24, { x: 0, y: 0, width, height }, ['#ff8a1c', '#ffcf70'], [8, 28], [0.06, 0.2]) },
  ])
  glassVessel(ctx, 'flask', width * 0.5, height * 0.9, width * 0.3, height * 0.72, '#e07a12', 0.45, rnd)
  glassVessel(ctx, 'tube', width * 0.24, height * 0.9, width * 0.06, height * 0.5, '#f2b23a', 0.6, rnd)
  glassVessel(ctx, 'beaker', width * 0.77, height * 0.9, width * 0.16, height * 0.36, '#b8430c', 0.55, rnd)
  shimmer(ctx, rnd, width * 0.38, 0, width * 0.24, height * 0.25, '#ffb060')
  vignette(ctx, width, height, 0.5, '#050101')
  grain(ctx, width, height, rnd, 4)
}

const wipagColours = ['#2e7d32', '#66bb6a', '#a5d6a7', '#e8f5e9', '#1b5e20', '#4fc3f7', '#ffffff', '#f9a825', '#0d47a1']

/** A field of flakes in perspective, blurred away from the focal depth. */
function flakeField(ctx: Ctx, width: number, height: number, rnd: Random, top: number, size: number, focus: number): void {
  const bands = 5
  const layers = []
  for (let band = 0; band < bands; band++) {
    const depth = (band + 0.5) / bands
    const y0 = top + ((height * 1.1 - top) * band) / bands
    const y1 = top + ((height * 1.1 - top) * (band + 1)) / bands
    const s = size * (0.3 + depth * depth * 1.4)
    const items: Flake[] = []
    for (let y = y0; y < y1; y += s * 0.35) {
      for (let i = 0; i < (width / s) * 1.6; i++) {
        const colour = rnd.pick(wipagColours)
        items.push(
          flakeOf(
            rnd,
            rnd.range(-s, width + s),
            y + rnd.range(0, s * 0.35),
            s * rnd.range(0.7, 1.3),
            colour,
            colour === '#4fc3f7' || colour === '#e8f5e9' ? 0.55 : 0.05,
            rnd.chance(0.08) ? rnd.pick(['#c62828', '#ffffff', '#1565c0']) : undefined,
          ),
        )
      }
    }
    layers.push({
      blur: Math.abs(depth - focus) * 26,
      paint: (layer: Ctx) => {
        flakes(layer, items)
        layer.globalCompositeOperation = 'source-atop'
        layer.fillStyle = rgba('#0f3d1f', (1 - depth) * 0.5)
        layer.fillRect(0, 0, width, height)
      },
    })
  }
  depthLayers(ctx, width, height, layers)
}

/** The loop: a ring of light with a gap and an arrowhead, the recycling circle. */
function loopRing(ctx: Ctx, x: number, y: number, radius: number, colour: string, width: number): void {
  ctx.save()
  ctx.globalCompositeOperation = 'lighter'
  ctx.lineCap = 'round'
  for (const [scale, alpha] of [
    [5, 0.06],
    [2.2, 0.14],
    [1, 0.6],
  ] as const) {
    ctx.strokeStyle = rgba(colour, alpha)
    ctx.lineWidth = width * scale
    ctx.beginPath()
    ctx.arc(x, y, radius, -Math.PI * 0.35, Math.PI * 1.45)
    ctx.stroke()
  }
  const a = Math.PI * 1.45
  const tip: [number, number] = [x + Math.cos(a) * radius, y + Math.sin(a) * radius]
  ctx.fillStyle = rgba(colour, 0.7)
  ctx.beginPath()
  ctx.moveTo(tip[0] + Math.cos(a + Math.PI / 2) * width * 5, tip[1] + Math.sin(a + Math.PI / 2) * width * 5)
  ctx.lineTo(tip[0] + Math.cos(a) * width * 3.6, tip[1] + Math.sin(a) * width * 3.6)
  ctx.lineTo(tip[0] - Math.cos(a) * width * 3.6, tip[1] - Math.sin(a) * width * 3.6)
  ctx.closePath()
  ctx.fill()
  ctx.restore()
}

const wipagStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#06200f'],
    [0.5, '#0f4a24'],
    [1, '#041509'],
  ])
  glow(ctx, width * 0.62, height * 0.25, width * 0.45, '#7ee08a', 0.35)
  loopRing(ctx, width * 0.62, height * 0.3, height * 0.3, '#9cf0a4', height * 0.012)
  blurAll(ctx, width, height, 3)
  flakeField(ctx, width, height, rnd, height * 0.4, 110, 0.6)
  vignette(ctx, width, height, 0.5, '#020a04')
  grain(ctx, width, height, rnd, 3)
}

const wipagTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#e7efe6'],
    [1, '#c9d9c7'],
  ])
  glow(ctx, width * 0.3, 0, width * 0.8, '#ffffff', 0.6)
  // flakes laid out in a loop, seen from above
  const items: Flake[] = []
  for (let i = 0; i < 900; i++) {
    const a = rnd.range(-Math.PI * 0.35, Math.PI * 1.45)
    const r = height * 0.3 + rnd.normal() * height * 0.035
    const colour = rnd.pick(wipagColours)
    items.push(
      flakeOf(
        rnd,
        width / 2 + Math.cos(a) * r,
        height / 2 + Math.sin(a) * r,
        height * rnd.range(0.035, 0.065),
        colour,
        colour === '#4fc3f7' || colour === '#e8f5e9' ? 0.5 : 0.05,
      ),
    )
  }
  for (let i = 0; i < 60; i++) {
    const t = rnd.next()
    const a = Math.PI * 1.45
    const colour = rnd.pick(wipagColours)
    items.push(
      flakeOf(
        rnd,
        width / 2 + Math.cos(a) * height * 0.3 + Math.cos(a + Math.PI / 2) * t * height * 0.08 + rnd.normal() * 8,
        height / 2 + Math.sin(a) * height * 0.3 + Math.sin(a + Math.PI / 2) * t * height * 0.08 + rnd.normal() * 8,
        height * 0.05,
        colour,
        0.05,
      ),
    )
  }
  flakes(ctx, items, 0.25)
  vignette(ctx, width, height, 0.25, '#2c3f2a')
  grain(ctx, width, height, rnd, 4)
}

/** Technical drawing lines: construction circles, centre lines and dimension lines (no text). */
function cadLines(ctx: Ctx, rnd: Random, width: number, height: number, colour: string, centres: ReadonlyArray<readonly [number, number, number]>): void {
  ctx.save()
  ctx.strokeStyle = rgba(colour, 0.35)
  ctx.lineWidth = 1.2
  // the drawing grid
  for (let x = 0; x < width; x += 48) {
    ctx.globalAlpha = x % 240 === 0 ? 0.35 : 0.12
    ctx.beginPath()
    ctx.moveTo(x, 0)
    ctx.lineTo(x, height)
    ctx.stroke()
  }
  for (let y = 0; y < height; y += 48) {
    ctx.globalAlpha = y % 240 === 0 ? 0.35 : 0.12
    ctx.beginPath()
    ctx.moveTo(0, y)
    ctx.lineTo(width, y)
    ctx.stroke()
  }
  ctx.globalAlpha = 1
  for (const [x, y, r] of centres) {
    ctx.setLineDash([18, 6, 3, 6])
    ctx.beginPath()
    ctx.moveTo(x - r * 1.4, y)
    ctx.lineTo(x + r * 1.4, y)
    ctx.moveTo(x, y - r * 1.4)
    ctx.lineTo(x, y + r * 1.4)
    ctx.stroke()
    ctx.setLineDash([])
    ctx.beginPath()
    ctx.arc(x, y, r * 1.12, 0, Math.PI * 2)
    ctx.stroke()
    // a dimension line with arrowheads across the diameter, below
    const dy = y + r * 1.3
    ctx.beginPath()
    ctx.moveTo(x - r, dy)
    ctx.lineTo(x + r, dy)
    ctx.moveTo(x - r, dy - 10)
    ctx.lineTo(x - r, dy + 10)
    ctx.moveTo(x + r, dy - 10)
    ctx.lineTo(x + r, dy + 10)
    ctx.stroke()
    for (const [ax, dir] of [
      [x - r, 1],
      [x + r, -1],
    ] as const) {
      ctx.beginPath()
      ctx.moveTo(ax, dy)
      ctx.lineTo(ax + dir * 12, dy - 4)
      ctx.lineTo(ax + dir * 12, dy + 4)
      ctx.closePath()
      ctx.fillStyle = rgba(colour, 0.5)
      ctx.fill()
    }
  }
  ctx.restore()
  void rnd
}

const plgrdStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#12103a'],
    [0.6, '#272270'],
    [1, '#0d0b2b'],
  ])
  glow(ctx, width * 0.65, height * 0.35, width * 0.5, '#7b6cff', 0.35)
  const parts: Array<[number, number, number]> = [
    [width * 0.56, height * 0.5, height * 0.34],
    [width * 0.8, height * 0.3, height * 0.22],
    [width * 0.86, height * 0.82, height * 0.2],
  ]
  cadLines(ctx, rnd, width, height, '#b9b3ff', parts)
  depthLayers(ctx, width, height, [
    { blur: 8, paint: (layer) => gear(layer, width * 0.3, height * 0.25, height * 0.16, 14, '#3b3a48', 0.2) },
    {
      blur: 0,
      paint: (layer) => {
        gear(layer, parts[0]?.[0] ?? 0, parts[0]?.[1] ?? 0, parts[0]?.[2] ?? 0, 24, '#f1eee6', 0.05)
        gear(layer, parts[1]?.[0] ?? 0, parts[1]?.[1] ?? 0, parts[1]?.[2] ?? 0, 16, '#2c2b33', 0.12)
      },
    },
    { blur: 5, paint: (layer) => gear(layer, parts[2]?.[0] ?? 0, parts[2]?.[1] ?? 0, parts[2]?.[2] ?? 0, 14, '#8b7cf6', 0.3) },
  ])
  vignette(ctx, width, height, 0.5, '#05041a')
  grain(ctx, width, height, rnd, 4)
}

const plgrdTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#1a1650'],
    [1, '#2e2884'],
  ])
  glow(ctx, width * 0.45, height * 0.4, width * 0.6, '#8e80ff', 0.3)
  cadLines(ctx, rnd, width, height, '#c8c2ff', [[width * 0.42, height * 0.5, height * 0.3]])
  gear(ctx, width * 0.42, height * 0.5, height * 0.3, 20, '#f1eee6', 0.1)
  gear(ctx, width * 0.74, height * 0.36, height * 0.17, 12, '#2c2b33', 0.05)
  disc(ctx, width * 0.8, height * 0.78, height * 0.12, height * 0.06, '#e9e6f5', 0.5)
  vignette(ctx, width, height, 0.45, '#05041a')
  grain(ctx, width, height, rnd, 4)
}

/** Atoms of a lattice projected from 3D: a slanted hexagonal net, sized by depth. */
function latticeAtoms(
  rnd: Random,
  width: number,
  height: number,
  spacing: number,
  colours: readonly string[],
): Array<{ x: number; y: number; r: number; colour: string; z: number }> {
  const atoms = []
  for (let row = -2; row < height / spacing + 2; row++) {
    for (let column = -2; column < width / spacing + 2; column++) {
      const z = rnd.range(0.4, 1.2)
      const x = column * spacing + (row % 2) * spacing * 0.5 + rnd.normal() * spacing * 0.06
      const y = row * spacing * 0.87 + rnd.normal() * spacing * 0.06
      atoms.push({ x, y, r: spacing * 0.16 * z, colour: rnd.pick(colours), z })
    }
  }
  return atoms
}

const chemieStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#021c1f'],
    [0.55, '#064a4f'],
    [1, '#021416'],
  ])
  glow(ctx, width * 0.6, height * 0.45, width * 0.5, '#35c3c1', 0.4)
  const atoms = latticeAtoms(rnd, width, height, 150, ['#7de3e0', '#e8fbfa', '#2aa6a3'])
  depthLayers(ctx, width, height, [{ blur: 9, alpha: 0.45, paint: (layer) => lattice(layer, atoms, 170, '#9ee9e6') }])
  // the bench: glassware in a row, backlit
  const bench = height * 0.93
  depthLayers(ctx, width, height, [
    {
      blur: 0,
      paint: (layer) => {
        const surface = layer.createLinearGradient(0, bench, 0, height)
        surface.addColorStop(0, 'rgba(120,220,215,0.25)')
        surface.addColorStop(1, 'rgba(0,0,0,0)')
        layer.fillStyle = surface
        layer.fillRect(0, bench, width, height - bench)
        glassVessel(layer, 'flask', width * 0.5, bench, height * 0.42, height * 0.62, '#19a7a4', 0.42, rnd)
        glassVessel(layer, 'beaker', width * 0.67, bench, height * 0.3, height * 0.4, '#7fd8c4', 0.6, rnd)
        glassVessel(layer, 'round', width * 0.81, bench, height * 0.36, height * 0.66, '#0e7c86', 0.3, rnd)
        glassVessel(layer, 'tube', width * 0.37, bench, height * 0.07, height * 0.48, '#c8f2ee', 0.55, rnd)
        glassVessel(layer, 'tube', width * 0.4, bench, height * 0.07, height * 0.48, '#2dbfb0', 0.35, rnd)
      },
    },
  ])
  vignette(ctx, width, height, 0.55, '#010a0b')
  grain(ctx, width, height, rnd, 3)
}

const chemieTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#03282b'],
    [1, '#075a5e'],
  ])
  glow(ctx, width * 0.5, height * 0.5, width * 0.6, '#4fd6d2', 0.35)
  const atoms = latticeAtoms(rnd, width, height, 170, ['#7de3e0', '#f0fbfb', '#1f8f8c', '#ffb74d'])
  const near = atoms.filter((atom) => atom.z > 0.95)
  const far = atoms.filter((atom) => atom.z <= 0.95)
  depthLayers(ctx, width, height, [
    { blur: 8, paint: (layer) => lattice(layer, far, 200, '#9ee9e6') },
    { blur: 0, paint: (layer) => lattice(layer, near, 260, '#c8f5f3') },
  ])
  vignette(ctx, width, height, 0.5, '#010a0b')
  grain(ctx, width, height, rnd, 4)
}

const trailColours = ['#b388ff', '#ea80fc', '#7c4dff', '#80d8ff', '#ff80ab']

const newBusinessStage: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#12052a'],
    [0.6, '#2a0d57'],
    [1, '#0b0320'],
  ])
  glow(ctx, width * 0.7, height * 0.4, width * 0.5, '#9c4dff', 0.35)
  // a perspective floor grid fading into the distance
  ctx.save()
  ctx.strokeStyle = 'rgba(179,136,255,0.18)'
  ctx.lineWidth = 1.5
  const horizon = height * 0.55
  for (let i = -20; i <= 20; i++) {
    ctx.beginPath()
    ctx.moveTo(width * 0.6 + i * 8, horizon)
    ctx.lineTo(width * 0.6 + i * 160, height)
    ctx.stroke()
  }
  for (let i = 1; i < 12; i++) {
    const y = horizon + (height - horizon) * Math.pow(i / 12, 2)
    ctx.beginPath()
    ctx.moveTo(0, y)
    ctx.lineTo(width, y)
    ctx.stroke()
  }
  ctx.restore()
  depthLayers(ctx, width, height, [
    {
      blur: 6,
      paint: (layer) => {
        for (let i = 0; i < 10; i++) {
          const y = height * rnd.range(0.2, 0.9)
          lightTrail(
            layer,
            [
              [-50, y],
              [width * 0.3, y - height * rnd.range(-0.3, 0.3)],
              [width * 0.6, y + height * rnd.range(-0.4, 0.2)],
              [width + 50, height * rnd.range(0.1, 0.6)],
            ],
            rnd.pick(trailColours),
            rnd.range(3, 8),
          )
        }
      },
    },
    {
      blur: 0,
      paint: (layer) => {
        for (let i = 0; i < 9; i++) {
          const y = height * (0.55 + i * 0.035)
          lightTrail(
            layer,
            [
              [-50, y + height * 0.2],
              [width * 0.35, y + height * 0.1],
              [width * 0.55, height * (0.35 - i * 0.02)],
              [width + 50, height * (0.15 + i * 0.03)],
            ],
            trailColours[i % trailColours.length] ?? '#b388ff',
            3 + (i % 3),
          )
        }
      },
    },
    { blur: 12, paint: (layer) => bokeh(layer, rnd, 40, { x: 0, y: 0, width, height }, trailColours, [6, 30], [0.06, 0.2]) },
  ])
  vignette(ctx, width, height, 0.5, '#05010f')
  grain(ctx, width, height, rnd, 3)
}

const newBusinessTeaser: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#1a0836'],
    [1, '#3a1175'],
  ])
  glow(ctx, width * 0.5, height * 0.5, width * 0.5, '#b388ff', 0.35)
  // a spiral of trails around a bright centre: an idea taking off
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    const r = height * rnd.range(0.25, 0.45)
    lightTrail(
      ctx,
      [
        [width / 2, height / 2],
        [width / 2 + Math.cos(a) * r * 0.6, height / 2 + Math.sin(a) * r * 0.2],
        [width / 2 + Math.cos(a + 0.9) * r, height / 2 + Math.sin(a + 0.9) * r],
        [width / 2 + Math.cos(a + 1.6) * r * 1.7, height / 2 + Math.sin(a + 1.6) * r * 1.4],
      ],
      rnd.pick(trailColours),
      rnd.range(2, 5),
    )
  }
  glow(ctx, width / 2, height / 2, height * 0.18, '#ffffff', 0.8, 'lighter')
  depthLayers(ctx, width, height, [{ blur: 10, paint: (layer) => bokeh(layer, rnd, 30, { x: 0, y: 0, width, height }, trailColours, [6, 24], [0.06, 0.2]) }])
  vignette(ctx, width, height, 0.5, '#05010f')
  grain(ctx, width, height, rnd, 4)
}

export const brandPainters: Record<string, Painter> = {
  albisStage,
  albisTeaser,
  mocomStage,
  mocomTeaser,
  ceramicsStage,
  ceramicsTeaser,
  groupStage,
  groupTeaser,
  htfStage,
  htfTeaser,
  wipagStage,
  wipagTeaser,
  plgrdStage,
  plgrdTeaser,
  chemieStage,
  chemieTeaser,
  newBusinessStage,
  newBusinessTeaser,
}
