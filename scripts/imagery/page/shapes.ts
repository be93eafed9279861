/**
 * Objects the scenes share: gears, lab glass with liquid, pipes, molecular lattices, pressed discs,
 * light trails and a dotted world map. Each is shaded for light from the upper left.
 */
import { type Ctx, type Random, glow, mix, rgba, shade, softEllipse } from './kit.ts'

/** A spur gear seen face-on with its thickness below: teeth, hub, bore and a bevel highlight. */
export function gear(ctx: Ctx, x: number, y: number, radius: number, teeth: number, colour: string, angle = 0, thickness = radius * 0.12): void {
  const outline = (r: number) => {
    const path = new Path2D()
    const root = r * 0.86
    for (let i = 0; i < teeth; i++) {
      const a = angle + (i / teeth) * Math.PI * 2
      const step = (Math.PI * 2) / teeth
      const points: Array<[number, number]> = [
        [a - step * 0.25, root],
        [a - step * 0.14, r],
        [a + step * 0.14, r],
        [a + step * 0.25, root],
        [a + step * 0.75, root],
      ]
      points.forEach(([pa, pr], index) => {
        const px = x + Math.cos(pa) * pr
        const py = y + Math.sin(pa) * pr
        if (i === 0 && index === 0) path.moveTo(px, py)
        else path.lineTo(px, py)
      })
    }
    path.closePath()
    // the bore
    path.moveTo(x + r * 0.22, y)
    path.arc(x, y, r * 0.22, 0, Math.PI * 2, true)
    return path
  }
  softEllipse(ctx, x + radius * 0.12, y + radius * 0.2, radius * 1.15, radius * 1.05, '#000000', 0.45)
  ctx.save()
  ctx.translate(0, thickness)
  ctx.fillStyle = shade(colour, -0.45)
  ctx.fill(outline(radius), 'evenodd')
  ctx.restore()
  const face = ctx.createRadialGradient(x - radius * 0.4, y - radius * 0.5, radius * 0.1, x, y, radius * 1.2)
  face.addColorStop(0, shade(colour, 0.35))
  face.addColorStop(0.6, colour)
  face.addColorStop(1, shade(colour, -0.25))
  ctx.fillStyle = face
  ctx.fill(outline(radius), 'evenodd')
  ctx.save()
  ctx.clip(outline(radius), 'evenodd')
  ctx.strokeStyle = rgba(shade(colour, -0.3), 0.5)
  ctx.lineWidth = Math.max(1, radius * 0.018)
  for (const r of [0.72, 0.42]) {
    ctx.beginPath()
    ctx.arc(x, y, radius * r, 0, Math.PI * 2)
    ctx.stroke()
  }
  ctx.restore()
  ctx.strokeStyle = rgba('#ffffff', 0.45)
  ctx.lineWidth = Math.max(1, radius * 0.015)
  ctx.stroke(outline(radius))
}

/** A pressed disc or ring seen from above at an angle: top face, side band and, for a ring, its hole. */
export function disc(ctx: Ctx, x: number, y: number, radius: number, height: number, colour: string, hole = 0, squash = 0.42): void {
  softEllipse(ctx, x + radius * 0.15, y + height + radius * squash * 0.5, radius * 1.25, radius * squash * 1.1, '#3a2414', 0.35)
  const ry = radius * squash
  const side = ctx.createLinearGradient(x - radius, 0, x + radius, 0)
  side.addColorStop(0, shade(colour, -0.05))
  side.addColorStop(0.5, shade(colour, -0.2))
  side.addColorStop(1, shade(colour, -0.4))
  ctx.fillStyle = side
  ctx.beginPath()
  ctx.ellipse(x, y + height, radius, ry, 0, 0, Math.PI)
  ctx.lineTo(x - radius, y)
  ctx.ellipse(x, y, radius, ry, 0, Math.PI, 0, true)
  ctx.closePath()
  ctx.fill()
  const top = ctx.createLinearGradient(x - radius, y - ry, x + radius, y + ry)
  top.addColorStop(0, shade(colour, 0.3))
  top.addColorStop(1, shade(colour, -0.05))
  ctx.fillStyle = top
  ctx.beginPath()
  ctx.ellipse(x, y, radius, ry, 0, 0, Math.PI * 2)
  ctx.fill()
  if (hole > 0) {
    const inner = ctx.createLinearGradient(x, y - ry * hole, x, y + ry * hole)
    inner.addColorStop(0, shade(colour, -0.5))
    inner.addColorStop(1, shade(colour, -0.15))
    ctx.fillStyle = inner
    ctx.beginPath()
    ctx.ellipse(x, y, radius * hole, ry * hole, 0, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.strokeStyle = rgba('#ffffff', 0.35)
  ctx.lineWidth = 1.5
  ctx.beginPath()
  ctx.ellipse(x, y, radius, ry, 0, Math.PI * 1.05, Math.PI * 1.75)
  ctx.stroke()
}

export type Vessel = 'beaker' | 'flask' | 'round' | 'tube' | 'bottle' | 'vial'

/** The outline of a lab vessel standing on (x, bottom), `w` wide and `h` high. */
function vesselPath(kind: Vessel, x: number, bottom: number, w: number, h: number): Path2D {
  const p = new Path2D()
  const left = x - w / 2
  const right = x + w / 2
  const top = bottom - h
  if (kind === 'beaker' || kind === 'tube' || kind === 'vial') {
    const r = kind === 'tube' ? w / 2 : w * 0.08
    p.moveTo(left - (kind === 'beaker' ? w * 0.04 : 0), top)
    p.lineTo(left, bottom - r)
    p.quadraticCurveTo(left, bottom, left + r, bottom)
    p.lineTo(right - r, bottom)
    p.quadraticCurveTo(right, bottom, right, bottom - r)
    p.lineTo(right, top)
  } else if (kind === 'flask') {
    const neck = w * 0.16
    p.moveTo(x - neck, top)
    p.lineTo(x - neck, top + h * 0.32)
    p.lineTo(left, bottom - w * 0.06)
    p.quadraticCurveTo(left, bottom, left + w * 0.08, bottom)
    p.lineTo(right - w * 0.08, bottom)
    p.quadraticCurveTo(right, bottom, right, bottom - w * 0.06)
    p.lineTo(x + neck, top + h * 0.32)
    p.lineTo(x + neck, top)
  } else if (kind === 'round') {
    const neck = w * 0.13
    const r = w / 2
    const cy = bottom - r
    const a = Math.asin(neck / r)
    p.moveTo(x - neck, top)
    p.lineTo(x - neck, cy - Math.cos(a) * r)
    p.arc(x, cy, r, -Math.PI / 2 - a, -Math.PI / 2 + a, true)
    p.lineTo(x + neck, top)
  } else {
    // a sample bottle: shoulder and a short neck
    const neck = w * 0.28
    p.moveTo(x - neck, top)
    p.lineTo(x - neck, top + h * 0.1)
    p.quadraticCurveTo(left, top + h * 0.14, left, top + h * 0.28)
    p.lineTo(left, bottom - w * 0.08)
    p.quadraticCurveTo(left, bottom, left + w * 0.08, bottom)
    p.lineTo(right - w * 0.08, bottom)
    p.quadraticCurveTo(right, bottom, right, bottom - w * 0.08)
    p.lineTo(right, top + h * 0.28)
    p.quadraticCurveTo(right, top + h * 0.14, x + neck, top + h * 0.1)
    p.lineTo(x + neck, top)
  }
  return p
}

/**
 * A glass vessel with liquid up to `fill` (share of its height), backlit: the liquid glows towards
 * its middle, the glass shows bright edges and a long highlight.
 */
export function glassVessel(ctx: Ctx, kind: Vessel, x: number, bottom: number, w: number, h: number, liquid: string, fill: number, rnd?: Random): void {
  const outline = vesselPath(kind, x, bottom, w, h)
  const closed = new Path2D(outline)
  closed.closePath()
  softEllipse(ctx, x + w * 0.05, bottom + w * 0.02, w * 0.7, w * 0.09, '#000000', 0.5)
  // the glass body: a faint tint
  ctx.fillStyle = 'rgba(255,255,255,0.06)'
  ctx.fill(closed)
  // the liquid, clipped to the vessel below its level
  const level = bottom - h * fill
  ctx.save()
  ctx.clip(closed)
  const body = ctx.createLinearGradient(x - w / 2, 0, x + w / 2, 0)
  body.addColorStop(0, shade(liquid, -0.35))
  body.addColorStop(0.45, shade(liquid, 0.25))
  body.addColorStop(1, shade(liquid, -0.45))
  ctx.fillStyle = body
  ctx.globalAlpha = 0.88
  ctx.fillRect(x - w, level, w * 2, h)
  const depth = ctx.createLinearGradient(0, level, 0, bottom)
  depth.addColorStop(0, rgba(shade(liquid, 0.6), 0.55))
  depth.addColorStop(0.15, rgba(liquid, 0))
  depth.addColorStop(1, rgba(shade(liquid, -0.5), 0.5))
  ctx.fillStyle = depth
  ctx.fillRect(x - w, level, w * 2, h)
  if (rnd) {
    for (let i = 0; i < 14; i++) {
      const bx = x + rnd.range(-0.35, 0.35) * w
      const by = rnd.range(level + h * 0.05, bottom - h * 0.05)
      const br = rnd.range(1.5, w * 0.025)
      ctx.strokeStyle = rgba('#ffffff', 0.5)
      ctx.lineWidth = 1
      ctx.beginPath()
      ctx.arc(bx, by, br, 0, Math.PI * 2)
      ctx.stroke()
    }
  }
  ctx.globalAlpha = 1
  ctx.strokeStyle = rgba(shade(liquid, 0.7), 0.9)
  ctx.lineWidth = Math.max(1.5, w * 0.012)
  ctx.beginPath()
  ctx.moveTo(x - w, level)
  ctx.lineTo(x + w, level)
  ctx.stroke()
  // the long highlight down the left side, a thinner one on the right
  const shine = ctx.createLinearGradient(x - w * 0.42, 0, x - w * 0.28, 0)
  shine.addColorStop(0, 'rgba(255,255,255,0)')
  shine.addColorStop(0.5, 'rgba(255,255,255,0.5)')
  shine.addColorStop(1, 'rgba(255,255,255,0)')
  ctx.fillStyle = shine
  ctx.fillRect(x - w * 0.42, bottom - h * 0.95, w * 0.14, h * 0.85)
  ctx.fillStyle = 'rgba(255,255,255,0.22)'
  ctx.fillRect(x + w * 0.3, bottom - h * 0.8, w * 0.03, h * 0.6)
  ctx.restore()
  ctx.strokeStyle = 'rgba(255,255,255,0.55)'
  ctx.lineWidth = Math.max(1.5, w * 0.014)
  ctx.stroke(outline)
  // the rim
  ctx.strokeStyle = 'rgba(255,255,255,0.7)'
  const bounds = { top: bottom - h }
  ctx.beginPath()
  const rim = kind === 'flask' ? w * 0.16 : kind === 'round' ? w * 0.13 : kind === 'bottle' ? w * 0.28 : w / 2 + (kind === 'beaker' ? w * 0.04 : 0)
  ctx.ellipse(x, bounds.top, rim, rim * 0.22, 0, 0, Math.PI * 2)
  ctx.stroke()
}

/**
 * A horizontal metal pipe from x0 to x1 centred on y, with bolted flanges; `reflection` is the
 * colour of the light around it, caught along its lower side.
 */
export function pipe(
  ctx: Ctx,
  x0: number,
  x1: number,
  y: number,
  radius: number,
  colour: string,
  flanges: readonly number[] = [],
  reflection = '#000000',
): void {
  const body = ctx.createLinearGradient(0, y - radius, 0, y + radius)
  body.addColorStop(0, shade(colour, -0.45))
  body.addColorStop(0.18, shade(colour, 0.6))
  body.addColorStop(0.3, shade(colour, 0.15))
  body.addColorStop(0.62, shade(colour, -0.55))
  body.addColorStop(0.86, mix(shade(colour, -0.2), reflection, 0.55))
  body.addColorStop(1, shade(colour, -0.5))
  ctx.fillStyle = body
  ctx.fillRect(x0, y - radius, x1 - x0, radius * 2)
  // brushed metal: faint streaks along the pipe
  ctx.save()
  ctx.globalAlpha = 0.08
  ctx.strokeStyle = '#ffffff'
  ctx.lineWidth = 1
  for (let i = 0; i < 26; i++) {
    const sy = y - radius + (((i * 7919) % 100) / 100) * radius * 2
    ctx.beginPath()
    ctx.moveTo(x0, sy)
    ctx.lineTo(x1, sy)
    ctx.stroke()
  }
  ctx.restore()
  for (const fx of flanges) {
    const flange = ctx.createLinearGradient(0, y - radius * 1.35, 0, y + radius * 1.35)
    flange.addColorStop(0, shade(colour, -0.3))
    flange.addColorStop(0.16, shade(colour, 0.65))
    flange.addColorStop(0.6, shade(colour, -0.5))
    flange.addColorStop(0.88, mix(shade(colour, -0.2), reflection, 0.6))
    flange.addColorStop(1, shade(colour, -0.45))
    ctx.fillStyle = flange
    ctx.fillRect(fx - radius * 0.2, y - radius * 1.35, radius * 0.4, radius * 2.7)
    ctx.fillStyle = rgba('#000000', 0.4)
    ctx.fillRect(fx + radius * 0.2, y - radius * 1.2, radius * 0.06, radius * 2.4)
    // the bolts' heads along the flange's rim
    for (const at of [-1.12, -0.4, 0.4, 1.12]) {
      const by = y + radius * at
      const bolt = ctx.createRadialGradient(fx - radius * 0.03, by - radius * 0.03, 0, fx, by, radius * 0.09)
      bolt.addColorStop(0, shade(colour, 0.7))
      bolt.addColorStop(1, shade(colour, -0.55))
      ctx.fillStyle = bolt
      ctx.beginPath()
      ctx.arc(fx, by, radius * 0.085, 0, Math.PI * 2)
      ctx.fill()
    }
  }
}

/** A ball-and-stick lattice: atoms at points, bonds between neighbours closer than `bond`. */
export function lattice(ctx: Ctx, atoms: ReadonlyArray<{ x: number; y: number; r: number; colour: string }>, bond: number, bondColour: string): void {
  ctx.lineCap = 'round'
  for (let i = 0; i < atoms.length; i++) {
    for (let j = i + 1; j < atoms.length; j++) {
      const a = atoms[i]
      const b = atoms[j]
      if (!a || !b) continue
      const distance = Math.hypot(a.x - b.x, a.y - b.y)
      if (distance > bond) continue
      ctx.strokeStyle = rgba(bondColour, 0.75)
      ctx.lineWidth = Math.min(a.r, b.r) * 0.35
      ctx.beginPath()
      ctx.moveTo(a.x, a.y)
      ctx.lineTo(b.x, b.y)
      ctx.stroke()
    }
  }
  for (const atom of [...atoms].sort((a, b) => a.r - b.r)) {
    const body = ctx.createRadialGradient(atom.x - atom.r * 0.35, atom.y - atom.r * 0.4, atom.r * 0.05, atom.x, atom.y, atom.r)
    body.addColorStop(0, shade(atom.colour, 0.7))
    body.addColorStop(0.5, atom.colour)
    body.addColorStop(1, shade(atom.colour, -0.55))
    ctx.fillStyle = body
    ctx.beginPath()
    ctx.arc(atom.x, atom.y, atom.r, 0, Math.PI * 2)
    ctx.fill()
  }
}

/** A long-exposure light trail: a wide faint glow and a bright core along a cubic curve. */
export function lightTrail(ctx: Ctx, points: readonly [number, number][], colour: string, width: number): void {
  const [p0, p1, p2, p3] = points
  if (!p0 || !p1 || !p2 || !p3) return
  const path = new Path2D()
  path.moveTo(...p0)
  path.bezierCurveTo(...p1, ...p2, ...p3)
  ctx.save()
  ctx.globalCompositeOperation = 'lighter'
  ctx.lineCap = 'round'
  for (const [scale, alpha] of [
    [6, 0.05],
    [3, 0.1],
    [1.4, 0.35],
    [0.5, 0.9],
  ] as const) {
    ctx.strokeStyle = rgba(scale < 1 ? shade(colour, 0.6) : colour, alpha)
    ctx.lineWidth = width * scale
    ctx.stroke(path)
  }
  ctx.restore()
}

/** Coarse outlines of the continents (longitude, latitude), enough for a dotted map. */
const continents: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  // North and Central America
  [
    [-168, 66],
    [-140, 70],
    [-110, 72],
    [-85, 70],
    [-78, 62],
    [-65, 60],
    [-55, 52],
    [-67, 45],
    [-70, 41],
    [-76, 35],
    [-81, 31],
    [-80, 25],
    [-82, 28],
    [-90, 30],
    [-97, 27],
    [-97, 20],
    [-90, 21],
    [-87, 15],
    [-83, 10],
    [-78, 8],
    [-82, 8],
    [-92, 14],
    [-105, 20],
    [-110, 24],
    [-112, 30],
    [-117, 33],
    [-124, 40],
    [-124, 48],
    [-133, 56],
    [-150, 60],
    [-158, 57],
    [-165, 60],
  ],
  // Greenland
  [
    [-50, 60],
    [-42, 60],
    [-20, 70],
    [-18, 80],
    [-60, 82],
    [-72, 78],
    [-55, 70],
  ],
  // South America
  [
    [-78, 8],
    [-72, 12],
    [-62, 10],
    [-50, 2],
    [-35, -6],
    [-39, -15],
    [-48, -26],
    [-58, -38],
    [-65, -42],
    [-68, -52],
    [-75, -50],
    [-72, -35],
    [-70, -18],
    [-81, -5],
    [-80, 1],
  ],
  // Europe and Asia
  [
    [-10, 36],
    [-9, 43],
    [-2, 44],
    [-5, 48],
    [2, 51],
    [8, 54],
    [9, 57],
    [11, 59],
    [5, 62],
    [15, 69],
    [28, 71],
    [40, 68],
    [60, 70],
    [70, 68],
    [80, 73],
    [110, 77],
    [140, 73],
    [180, 72],
    [180, 67],
    [163, 65],
    [155, 60],
    [143, 59],
    [135, 55],
    [140, 53],
    [141, 47],
    [130, 42],
    [128, 35],
    [122, 40],
    [122, 30],
    [117, 24],
    [107, 20],
    [109, 12],
    [105, 10],
    [104, 1],
    [100, 6],
    [98, 16],
    [92, 22],
    [88, 22],
    [80, 15],
    [78, 8],
    [73, 20],
    [67, 25],
    [60, 25],
    [57, 22],
    [52, 16],
    [43, 13],
    [35, 28],
    [35, 32],
    [36, 36],
    [26, 40],
    [28, 41],
    [22, 37],
    [15, 40],
    [12, 44],
    [8, 44],
    [3, 42],
    [-2, 37],
  ],
  // Britain and Ireland
  [
    [-5, 50],
    [1, 51],
    [0, 53],
    [-2, 56],
    [-5, 58],
    [-6, 55],
    [-3, 54],
  ],
  [
    [-10, 52],
    [-6, 52],
    [-6, 55],
    [-10, 54],
  ],
  // Africa
  [
    [-17, 21],
    [-10, 30],
    [-5, 36],
    [10, 37],
    [20, 32],
    [32, 31],
    [35, 28],
    [43, 12],
    [51, 12],
    [40, -3],
    [40, -15],
    [35, -25],
    [28, -34],
    [18, -34],
    [12, -17],
    [13, -5],
    [9, 4],
    [-8, 4],
    [-17, 14],
  ],
  [
    [44, -13],
    [50, -15],
    [47, -25],
    [43, -22],
  ],
  // Arabia
  [
    [35, 28],
    [43, 13],
    [52, 16],
    [57, 22],
    [56, 26],
    [48, 30],
    [38, 33],
  ],
  // Japan, Indonesia, New Guinea, Australia, New Zealand
  [
    [130, 31],
    [136, 34],
    [141, 38],
    [142, 45],
    [140, 42],
    [135, 35],
  ],
  [
    [95, 5],
    [106, -6],
    [102, -4],
  ],
  [
    [109, 1],
    [118, 7],
    [117, -3],
    [110, -3],
  ],
  [
    [106, -6],
    [115, -8],
    [106, -8],
  ],
  [
    [131, -1],
    [150, -6],
    [141, -9],
  ],
  [
    [114, -22],
    [122, -18],
    [130, -12],
    [137, -12],
    [142, -11],
    [146, -19],
    [153, -26],
    [150, -37],
    [141, -38],
    [131, -31],
    [115, -34],
  ],
  [
    [172, -34],
    [178, -38],
    [174, -41],
    [167, -46],
    [170, -46],
  ],
]

function inside(polygon: ReadonlyArray<readonly [number, number]>, lon: number, lat: number): boolean {
  let result = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]
    const b = polygon[j]
    if (!a || !b) continue
    if (a[1] > lat !== b[1] > lat && lon < ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]) + a[0]) result = !result
  }
  return result
}

/** Where (lon, lat) lands on a map `width` wide whose top left is (x, y) (equirectangular, 80° N to 58° S). */
export function mapPoint(lon: number, lat: number, x: number, y: number, width: number): [number, number] {
  return [x + ((lon + 180) / 360) * width, y + ((80 - lat) / 360) * width]
}

/** The continents as dots on a grid `step` pixels apart. */
export function dottedMap(ctx: Ctx, x: number, y: number, width: number, step: number, colour: string, alpha: number): void {
  const height = (138 / 360) * width
  ctx.fillStyle = rgba(colour, alpha)
  for (let py = y + step / 2; py < y + height; py += step) {
    for (let px = x + step / 2; px < x + width; px += step) {
      const lon = ((px - x) / width) * 360 - 180
      const lat = 80 - ((py - y) / width) * 360
      if (continents.some((polygon) => inside(polygon, lon, lat))) {
        ctx.beginPath()
        ctx.arc(px, py, step * 0.28, 0, Math.PI * 2)
        ctx.fill()
      }
    }
  }
}

/** A location on the map: a glowing dot with a ring. */
export function mapMarker(ctx: Ctx, x: number, y: number, size: number, colour: string): void {
  glow(ctx, x, y, size * 4, colour, 0.5, 'lighter')
  ctx.fillStyle = shade(colour, 0.6)
  ctx.beginPath()
  ctx.arc(x, y, size * 0.6, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = rgba(colour, 0.8)
  ctx.lineWidth = Math.max(1, size * 0.18)
  ctx.beginPath()
  ctx.arc(x, y, size * 1.5, 0, Math.PI * 2)
  ctx.stroke()
}
