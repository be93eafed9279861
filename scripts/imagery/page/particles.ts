/**
 * The shaded particles of the material pictures: cylindrical and lens-shaped plastic granules,
 * shredded flakes and powder grains, each lit from the upper left, with a soft contact shadow.
 */
import { type Ctx, type Random, rgba, shade, softEllipse } from './kit.ts'

/** Where the light comes from (a unit vector pointing at the light, screen coordinates). */
const light = { x: -0.45, y: -0.89 }

export interface Granule {
  x: number
  y: number
  /** Diameter in pixels. */
  size: number
  angle: number
  colour: string
  shape: 'cylinder' | 'lens'
  /** 0 opaque .. 1 glass-clear. */
  translucency: number
  /** Length over diameter of a cylinder. */
  length?: number
  /** How much of a cylinder's end face shows (0 .. 1). */
  tilt?: number
}

function granuleShadow(ctx: Ctx, g: Granule, strength: number): void {
  const length = g.shape === 'cylinder' ? g.size * (g.length ?? 1.3) : g.size
  softEllipse(ctx, g.x + g.size * 0.16, g.y + g.size * 0.3, length * 0.62, g.size * 0.5, '#000000', strength)
}

function cylinder(ctx: Ctx, g: Granule): void {
  const d = g.size
  const length = d * (g.length ?? 1.3)
  const tilt = g.tilt ?? 0.5
  const clear = g.translucency
  ctx.save()
  ctx.translate(g.x, g.y)
  ctx.rotate(g.angle)
  // which long side faces the light: the local -y side has the world normal (sin a, -cos a)
  const facing = Math.sin(g.angle) * light.x - Math.cos(g.angle) * light.y
  const lit = facing >= 0 ? -1 : 1
  const body = ctx.createLinearGradient(0, (lit * d) / 2, 0, (-lit * d) / 2)
  body.addColorStop(0, shade(g.colour, 0.45))
  body.addColorStop(0.22, shade(g.colour, 0.12))
  body.addColorStop(0.6, g.colour)
  body.addColorStop(1, shade(g.colour, -0.6 + clear * 0.25))
  ctx.globalAlpha = 1 - clear * 0.35
  ctx.fillStyle = body
  ctx.beginPath()
  ctx.roundRect(-length / 2, -d / 2, length, d, d * 0.18)
  ctx.fill()
  if (clear > 0.2) {
    // light passing through: a bright core and a glowing far edge
    ctx.globalAlpha = clear * 0.55
    const core = ctx.createLinearGradient(0, (-lit * d) / 2, 0, (lit * d) / 2)
    core.addColorStop(0, rgba(shade(g.colour, 0.7), 0.9))
    core.addColorStop(0.3, rgba(g.colour, 0))
    ctx.fillStyle = core
    ctx.fill()
  }
  // the end face, an ellipse, lit by how it faces the light
  const endFacing = Math.cos(g.angle) * light.x + Math.sin(g.angle) * light.y
  ctx.globalAlpha = 1 - clear * 0.3
  const endX = length / 2 - (d * tilt) / 4
  const face = ctx.createRadialGradient(endX - d * 0.1, -d * 0.15, 0, endX, 0, d * 0.6)
  face.addColorStop(0, shade(g.colour, 0.25 + endFacing * 0.25))
  face.addColorStop(1, shade(g.colour, endFacing * 0.2 - 0.1))
  ctx.fillStyle = face
  ctx.beginPath()
  ctx.ellipse(endX, 0, Math.max(1, (d * tilt) / 2.2), d / 2, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.globalAlpha = 0.3
  ctx.strokeStyle = shade(g.colour, -0.5)
  ctx.lineWidth = Math.max(0.6, d * 0.03)
  ctx.stroke()
  // a soft glossy streak along the lit side
  const streak = ctx.createLinearGradient(0, lit * d * 0.44, 0, lit * d * 0.12)
  streak.addColorStop(0, 'rgba(255,255,255,0)')
  streak.addColorStop(0.5, `rgba(255,255,255,${0.62 + clear * 0.3})`)
  streak.addColorStop(1, 'rgba(255,255,255,0)')
  ctx.globalAlpha = 1
  ctx.fillStyle = streak
  ctx.beginPath()
  ctx.roundRect(-length * 0.4, lit > 0 ? d * 0.12 : -d * 0.44, length * 0.62, d * 0.32, d * 0.16)
  ctx.fill()
  ctx.restore()
}

function lens(ctx: Ctx, g: Granule): void {
  const r = g.size / 2
  const clear = g.translucency
  ctx.save()
  ctx.translate(g.x, g.y)
  ctx.rotate(g.angle)
  ctx.scale(1, 0.78)
  const body = ctx.createRadialGradient(light.x * r * 0.45, light.y * r * 0.45, r * 0.05, 0, 0, r)
  body.addColorStop(0, shade(g.colour, 0.5))
  body.addColorStop(0.45, shade(g.colour, 0.1))
  body.addColorStop(0.85, shade(g.colour, -0.25 + clear * 0.15))
  body.addColorStop(1, shade(g.colour, -0.5 + clear * 0.3))
  ctx.globalAlpha = 1 - clear * 0.35
  ctx.fillStyle = body
  ctx.beginPath()
  ctx.arc(0, 0, r, 0, Math.PI * 2)
  ctx.fill()
  if (clear > 0.2) {
    ctx.globalAlpha = clear * 0.6
    const caustic = ctx.createRadialGradient(-light.x * r * 0.5, -light.y * r * 0.5, 0, -light.x * r * 0.5, -light.y * r * 0.5, r * 0.6)
    caustic.addColorStop(0, rgba(shade(g.colour, 0.8), 0.9))
    caustic.addColorStop(1, rgba(g.colour, 0))
    ctx.fillStyle = caustic
    ctx.fill()
  }
  ctx.globalAlpha = 0.85
  const spot = ctx.createRadialGradient(light.x * r * 0.4, light.y * r * 0.4, 0, light.x * r * 0.4, light.y * r * 0.4, r * 0.32)
  spot.addColorStop(0, 'rgba(255,255,255,0.9)')
  spot.addColorStop(1, 'rgba(255,255,255,0)')
  ctx.fillStyle = spot
  ctx.fillRect(-r, -r, r * 2, r * 2)
  ctx.restore()
}

/** Paints granules in order, each after its shadow, so later (nearer) ones shade those behind. */
export function granules(ctx: Ctx, items: readonly Granule[], shadow = 0.55): void {
  for (const g of items) {
    granuleShadow(ctx, g, shadow)
    if (g.shape === 'cylinder') cylinder(ctx, g)
    else lens(ctx, g)
  }
}

/** A granule of the mix at (x, y): shape, colour and clarity drawn from the mix. */
export function granuleOf(
  rnd: Random,
  x: number,
  y: number,
  size: number,
  mix: ReadonlyArray<{ colour: string; translucency: number; weight: number; shape?: Granule['shape'] }>,
): Granule {
  const total = mix.reduce((sum, item) => sum + item.weight, 0)
  let pick = rnd.next() * total
  const item = mix.find((candidate) => (pick -= candidate.weight) < 0) ?? mix[0]
  if (!item) throw new Error('empty granule mix')
  const shape = item.shape ?? 'cylinder'
  return {
    x,
    y,
    size: size * rnd.range(0.85, 1.15),
    angle: rnd.range(0, Math.PI * 2),
    colour: shade(item.colour, rnd.range(-0.06, 0.06)),
    shape,
    translucency: item.translucency,
    length: rnd.range(1.05, 1.6),
    tilt: rnd.range(0.15, 0.95),
  }
}

interface HeapOptions {
  /** The heap's surface line: where granules begin (y at the top of the heap). */
  top: number
  bottom: number
  left: number
  right: number
  /** Granule diameter at the bottom edge; they shrink with distance towards `top`. */
  size: number
  /** Size at the top as a share of `size`. */
  far: number
  /** Granules per granule-area (about 1.4 covers the surface). */
  density: number
  /** The heap's top edge at x (a mound, a slope); granules above it are left out. */
  surface?: (x: number) => number
}

/** Granules covering a band of a heap seen in perspective, ordered far to near. */
export function heap(rnd: Random, options: HeapOptions, mix: Parameters<typeof granuleOf>[4]): Granule[] {
  const items: Granule[] = []
  let y = options.top
  while (y < options.bottom) {
    const depth = (y - options.top) / Math.max(1, options.bottom - options.top)
    const size = options.size * (options.far + (1 - options.far) * depth)
    const row = size * 0.5
    const count = Math.ceil(((options.right - options.left) / size) * options.density)
    for (let i = 0; i < count; i++) {
      const x = rnd.range(options.left - size, options.right + size)
      const at = y + rnd.range(0, row)
      if (!options.surface || at >= options.surface(x)) items.push(granuleOf(rnd, x, at, size, mix))
    }
    y += row
  }
  return items.sort((a, b) => a.y - b.y)
}

export interface Flake {
  x: number
  y: number
  size: number
  angle: number
  colour: string
  translucency: number
  points: Array<[number, number]>
  /** A printed stripe (a label's remains) across the flake. */
  stripe?: string
}

/** A shredded flake: an irregular polygon of 5 to 8 corners. */
export function flakeOf(rnd: Random, x: number, y: number, size: number, colour: string, translucency: number, stripe?: string): Flake {
  const corners = rnd.int(5, 8)
  const points: Array<[number, number]> = []
  for (let i = 0; i < corners; i++) {
    const a = (i / corners) * Math.PI * 2 + rnd.range(-0.3, 0.3)
    const r = (size / 2) * rnd.range(0.55, 1.05)
    points.push([Math.cos(a) * r, Math.sin(a) * r * rnd.range(0.55, 0.9)])
  }
  return { x, y, size, angle: rnd.range(0, Math.PI * 2), colour, translucency, points, ...(stripe ? { stripe } : {}) }
}

export function flakes(ctx: Ctx, items: readonly Flake[], shadow = 0.45): void {
  for (const f of items) {
    softEllipse(ctx, f.x + f.size * 0.12, f.y + f.size * 0.2, f.size * 0.6, f.size * 0.38, '#000000', shadow)
    ctx.save()
    ctx.translate(f.x, f.y)
    ctx.rotate(f.angle)
    ctx.beginPath()
    f.points.forEach(([px, py], index) => (index === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)))
    ctx.closePath()
    const facing = Math.cos(f.angle) * light.x + Math.sin(f.angle) * light.y
    const body = ctx.createLinearGradient(-f.size / 2, -f.size / 2, f.size / 2, f.size / 2)
    body.addColorStop(0, shade(f.colour, 0.25 + facing * 0.15))
    body.addColorStop(0.5, f.colour)
    body.addColorStop(1, shade(f.colour, -0.3 + f.translucency * 0.2))
    ctx.globalAlpha = 1 - f.translucency * 0.45
    ctx.fillStyle = body
    ctx.fill()
    if (f.stripe) {
      ctx.save()
      ctx.clip()
      ctx.globalAlpha = 0.9
      ctx.fillStyle = f.stripe
      ctx.fillRect(-f.size, -f.size * 0.12, f.size * 2, f.size * 0.2)
      ctx.restore()
    }
    // a bright cut edge on the lit side, a dark one opposite
    ctx.globalAlpha = 0.7
    ctx.lineWidth = Math.max(0.8, f.size * 0.035)
    ctx.strokeStyle = rgba('#ffffff', 0.55 + f.translucency * 0.3)
    ctx.beginPath()
    const half = Math.ceil(f.points.length / 2)
    f.points.slice(0, half + 1).forEach(([px, py], index) => (index === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)))
    ctx.stroke()
    ctx.strokeStyle = rgba(shade(f.colour, -0.6), 0.5)
    ctx.beginPath()
    f.points
      .slice(half)
      .concat(f.points.slice(0, 1))
      .forEach(([px, py], index) => (index === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)))
    ctx.stroke()
    ctx.restore()
  }
}

/** Fine powder grains: many tiny dots, lighter towards the light. */
export function powder(
  ctx: Ctx,
  rnd: Random,
  count: number,
  inside: (x: number, y: number) => boolean,
  area: { x: number; y: number; width: number; height: number },
  colour: string,
  size: [number, number],
): void {
  for (let i = 0; i < count; i++) {
    const x = area.x + rnd.next() * area.width
    const y = area.y + rnd.next() * area.height
    if (!inside(x, y)) continue
    const r = rnd.range(size[0], size[1])
    ctx.fillStyle = rgba(shade(colour, rnd.range(-0.35, 0.4)), rnd.range(0.35, 0.9))
    ctx.beginPath()
    ctx.arc(x, y, r, 0, Math.PI * 2)
    ctx.fill()
  }
}
