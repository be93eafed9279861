/**
 * The story pictures by topic (sustainability, recycling, trade fairs, products, logistics,
 * company, innovation; people in people.ts) and the market pictures (automotive, electrical and
 * electronics, medical, packaging, construction, consumer goods), each its own motif.
 */
import { type Ctx, type Random, blurAll, bokeh, depthLayers, glow, grain, mix, rgba, shade, softEllipse, verticalGradient, vignette } from './kit.ts'
import { type Flake, flakeOf, flakes, granules, heap } from './particles.ts'
import { glassVessel, lightTrail } from './shapes.ts'
import type { Painter } from './painters.ts'

/** A rolling hill line across the picture at `base`, filled below. */
function hills(ctx: Ctx, rnd: Random, width: number, height: number, base: number, amplitude: number, colour: string): (x: number) => number {
  const waves = [rnd.range(0.002, 0.004), rnd.range(0.005, 0.009)]
  const phase = [rnd.range(0, 6), rnd.range(0, 6)]
  const at = (x: number) => base - amplitude * (Math.sin(x * (waves[0] ?? 0) + (phase[0] ?? 0)) * 0.7 + Math.sin(x * (waves[1] ?? 0) + (phase[1] ?? 0)) * 0.3)
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.moveTo(0, height)
  for (let x = 0; x <= width; x += 8) ctx.lineTo(x, at(x))
  ctx.lineTo(width, height)
  ctx.closePath()
  ctx.fill()
  return at
}

/** A wind turbine standing on (x, ground), `h` high, its rotor turned by `angle`. */
function turbine(ctx: Ctx, x: number, ground: number, h: number, angle: number, colour: string): void {
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.moveTo(x - h * 0.018, ground)
  ctx.lineTo(x - h * 0.007, ground - h)
  ctx.lineTo(x + h * 0.007, ground - h)
  ctx.lineTo(x + h * 0.018, ground)
  ctx.closePath()
  ctx.fill()
  ctx.beginPath()
  ctx.ellipse(x, ground - h, h * 0.03, h * 0.018, 0, 0, Math.PI * 2)
  ctx.fill()
  for (let i = 0; i < 3; i++) {
    const a = angle + (i * Math.PI * 2) / 3
    ctx.save()
    ctx.translate(x, ground - h)
    ctx.rotate(a)
    ctx.beginPath()
    ctx.moveTo(0, -h * 0.012)
    ctx.quadraticCurveTo(h * 0.3, -h * 0.03, h * 0.5, 0)
    ctx.quadraticCurveTo(h * 0.3, h * 0.008, 0, h * 0.012)
    ctx.closePath()
    ctx.fill()
    ctx.restore()
  }
}

const storySustainability: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#8fb8d8'],
    [0.45, '#f6d9a8'],
    [0.62, '#f3b27a'],
    [1, '#f3b27a'],
  ])
  glow(ctx, width * 0.68, height * 0.55, width * 0.35, '#fff4d6', 0.9)
  const layers = [
    { base: 0.6, amplitude: 0.04, colour: '#9bb59a' },
    { base: 0.68, amplitude: 0.05, colour: '#6f9a72' },
    { base: 0.78, amplitude: 0.06, colour: '#447a52' },
    { base: 0.92, amplitude: 0.05, colour: '#2a5a3a' },
  ]
  layers.forEach((layer, index) => {
    const ground = hills(ctx, rnd, width, height, height * layer.base, height * layer.amplitude, layer.colour)
    if (index < 3) {
      const count = [6, 4, 2][index] ?? 0
      for (let i = 0; i < count; i++) {
        const x = width * (0.08 + ((i + rnd.range(0.1, 0.6)) / count) * 0.84)
        turbine(ctx, x, ground(x) + 4, height * [0.16, 0.26, 0.42][index]!, rnd.range(0, 2), shade(layer.colour, 0.55 - index * 0.12))
      }
    }
  })
  blurAll(ctx, width, height, 0.8)
  vignette(ctx, width, height, 0.3, '#2b3a2a')
  grain(ctx, width, height, rnd, 4)
}

/** A bale of pressed bottles: a box in perspective whose faces are packed with crushed pieces, with straps. */
function bale(ctx: Ctx, rnd: Random, x: number, y: number, w: number, h: number, depth: number, palette: readonly string[]): void {
  const face = new Path2D()
  face.rect(x, y, w, h)
  const top = new Path2D()
  top.moveTo(x, y)
  top.lineTo(x + depth, y - depth * 0.6)
  top.lineTo(x + w + depth, y - depth * 0.6)
  top.lineTo(x + w, y)
  top.closePath()
  const side = new Path2D()
  side.moveTo(x + w, y)
  side.lineTo(x + w + depth, y - depth * 0.6)
  side.lineTo(x + w + depth, y + h - depth * 0.6)
  side.lineTo(x + w, y + h)
  side.closePath()
  softEllipse(ctx, x + w * 0.55, y + h, w * 0.7, h * 0.08, '#000000', 0.4)
  for (const [path, light] of [
    [face, 0],
    [top, 0.2],
    [side, -0.3],
  ] as const) {
    ctx.save()
    ctx.clip(path)
    ctx.fillStyle = shade(palette[0] ?? '#888888', light - 0.4)
    ctx.fill(path)
    const pieces: Flake[] = []
    for (let i = 0; i < (w * h) / 110; i++) {
      const colour = rnd.pick(palette)
      pieces.push(
        flakeOf(
          rnd,
          x + rnd.range(-10, w + depth + 10),
          y - depth + rnd.range(0, h + depth),
          rnd.range(12, 30),
          shade(colour, light),
          colour === '#dff3ff' ? 0.4 : 0.05,
        ),
      )
    }
    flakes(ctx, pieces, 0.25)
    ctx.restore()
  }
  ctx.strokeStyle = 'rgba(40,40,40,0.8)'
  ctx.lineWidth = 3
  for (const at of [0.25, 0.75]) {
    ctx.beginPath()
    ctx.moveTo(x + w * at, y)
    ctx.lineTo(x + w * at, y + h)
    ctx.moveTo(x + w * at, y)
    ctx.lineTo(x + w * at + depth, y - depth * 0.6)
    ctx.stroke()
  }
}

const storyRecycling: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#2f3b36'],
    [0.6, '#56645c'],
    [1, '#2a302d'],
  ])
  glow(ctx, width * 0.75, height * 0.1, width * 0.5, '#f2f7e8', 0.4)
  // the hall's roof light, out of focus
  bokeh(ctx, rnd, 12, { x: 0, y: 0, width, height: height * 0.3 }, ['#ffffff', '#e6f2d9'], [20, 50], [0.05, 0.12])
  blurAll(ctx, width, height, 6)
  ctx.fillStyle = '#3b423e'
  ctx.fillRect(0, height * 0.82, width, height * 0.18)
  const bottles = ['#dff3ff', '#4fa3d1', '#2e7d32', '#f5f5f5', '#a5d6a7', '#1565c0']
  const films = ['#f5f5f5', '#e0e0e0', '#90caf9', '#ffcc80', '#ef9a9a']
  bale(ctx, rnd, width * 0.06, height * 0.36, width * 0.32, height * 0.46, width * 0.06, bottles)
  bale(ctx, rnd, width * 0.42, height * 0.4, width * 0.3, height * 0.42, width * 0.06, films)
  bale(ctx, rnd, width * 0.1, height * -0.06, width * 0.28, height * 0.4, width * 0.06, films)
  depthLayers(ctx, width, height, [
    { blur: 6, paint: (layer) => bale(layer, rnd, width * 0.76, height * 0.44, width * 0.3, height * 0.4, width * 0.05, bottles) },
  ])
  vignette(ctx, width, height, 0.45, '#0d110f')
  grain(ctx, width, height, rnd, 4)
}

/** A trade fair visitor, out of focus: head, neck and shoulders as one silhouette. */
function visitor(ctx: Ctx, x: number, y: number, s: number, clothing: string, skin: string, hair: string): void {
  ctx.fillStyle = clothing
  ctx.beginPath()
  ctx.moveTo(x - s * 1.1, y + s * 3.2)
  ctx.bezierCurveTo(x - s * 1.1, y + s * 1.4, x - s * 0.9, y + s * 1.05, x - s * 0.3, y + s * 0.95)
  ctx.lineTo(x + s * 0.3, y + s * 0.95)
  ctx.bezierCurveTo(x + s * 0.9, y + s * 1.05, x + s * 1.1, y + s * 1.4, x + s * 1.1, y + s * 3.2)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = skin
  ctx.fillRect(x - s * 0.18, y + s * 0.4, s * 0.36, s * 0.6)
  ctx.beginPath()
  ctx.ellipse(x, y, s * 0.42, s * 0.52, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = hair
  ctx.beginPath()
  ctx.ellipse(x, y - s * 0.16, s * 0.45, s * 0.42, 0, Math.PI, Math.PI * 2)
  ctx.fill()
}

const storyTradeFairs: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#0b111d'],
    [0.5, '#1a2438'],
    [0.62, '#c9d1dc'],
    [1, '#e9edf2'],
  ])
  // the hall's ceiling: a truss grid with spotlights
  ctx.strokeStyle = 'rgba(170,185,210,0.3)'
  ctx.lineWidth = 3
  for (let i = 1; i < 4; i++) {
    const y = height * (0.04 + i * 0.06)
    ctx.beginPath()
    ctx.moveTo(0, y)
    ctx.lineTo(width, y)
    ctx.stroke()
    for (let j = 0; j < 8; j++) {
      const x = width * (0.04 + j * 0.13) + (i % 2) * 40
      glow(ctx, x, y + 6, 24 + i * 8, '#fff3d6', 0.3, 'lighter')
      ctx.fillStyle = '#fffaf0'
      ctx.beginPath()
      ctx.arc(x, y + 6, 2 + i, 0, Math.PI * 2)
      ctx.fill()
    }
  }
  // the booth in perspective: side wall, back wall with a screen, a hanging ring, a counter, sample shelves
  const floor = height * 0.78
  const back = { x: width * 0.22, y: height * 0.3, w: width * 0.5, h: height * 0.4 }
  ctx.fillStyle = '#e7ebf0'
  ctx.beginPath()
  ctx.moveTo(back.x, back.y)
  ctx.lineTo(width * 0.08, height * 0.22)
  ctx.lineTo(width * 0.08, floor + height * 0.08)
  ctx.lineTo(back.x, back.y + back.h)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#f5f7f9'
  ctx.fillRect(back.x, back.y, back.w, back.h)
  const screen = ctx.createLinearGradient(back.x, back.y, back.x + back.w, back.y + back.h)
  screen.addColorStop(0, '#003a5a')
  screen.addColorStop(0.5, '#1f8fbf')
  screen.addColorStop(1, '#00557f')
  ctx.fillStyle = screen
  ctx.fillRect(back.x + back.w * 0.22, back.y + back.h * 0.1, back.w * 0.56, back.h * 0.5)
  // the screen shows granules
  const shown = heap(
    rnd,
    {
      top: back.y + back.h * 0.32,
      bottom: back.y + back.h * 0.62,
      left: back.x + back.w * 0.22,
      right: back.x + back.w * 0.78,
      size: 16,
      far: 0.8,
      density: 1.6,
    },
    [
      { colour: '#e9e2cf', translucency: 0.4, weight: 2 },
      { colour: '#1f74ab', translucency: 0.3, weight: 2 },
    ],
  )
  depthLayers(ctx, width, height, [
    {
      blur: 2,
      paint: (layer) => {
        layer.beginPath()
        layer.rect(back.x + back.w * 0.22, back.y + back.h * 0.1, back.w * 0.56, back.h * 0.5)
        layer.clip()
        granules(layer, shown, 0.3)
      },
    },
  ])
  ctx.fillStyle = '#00557f'
  ctx.fillRect(back.x, back.y + back.h * 0.88, back.w, back.h * 0.04)
  // the hanging ring above the booth
  ctx.lineWidth = height * 0.035
  ctx.strokeStyle = '#00557f'
  ctx.beginPath()
  ctx.ellipse(back.x + back.w * 0.5, height * 0.14, back.w * 0.42, height * 0.05, 0, 0, Math.PI * 2)
  ctx.stroke()
  ctx.lineWidth = 2
  ctx.strokeStyle = 'rgba(255,255,255,0.5)'
  ctx.beginPath()
  ctx.ellipse(back.x + back.w * 0.5, height * 0.13, back.w * 0.42, height * 0.05, 0, Math.PI, Math.PI * 2)
  ctx.stroke()
  // the counter
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(back.x + back.w * 0.3, back.y + back.h * 0.66, back.w * 0.4, floor - back.y - back.h * 0.66)
  ctx.fillStyle = 'rgba(0,0,0,0.12)'
  ctx.fillRect(back.x + back.w * 0.3, back.y + back.h * 0.66, back.w * 0.4, height * 0.012)
  ctx.fillStyle = '#1f8fbf'
  ctx.fillRect(back.x + back.w * 0.3, floor - height * 0.05, back.w * 0.4, height * 0.012)
  softEllipse(ctx, back.x + back.w * 0.5, floor, back.w * 0.3, height * 0.02, '#000000', 0.25)
  // visitors, out of focus in the foreground
  depthLayers(ctx, width, height, [
    {
      blur: 8,
      paint: (layer) => {
        for (let i = 0; i < 8; i++) {
          const x = width * (0.04 + i * 0.13 + rnd.range(-0.02, 0.02))
          visitor(
            layer,
            x,
            height * rnd.range(0.74, 0.8),
            height * rnd.range(0.07, 0.09),
            rnd.pick(['#2b3445', '#4a3b4f', '#1f3a4d', '#5a4a3a', '#2f4f4f', '#7a2418']),
            rnd.pick(['#e8b893', '#8d5a3b', '#c68a5e', '#f1c9a5']),
            rnd.pick(['#2b1d16', '#6b4a2f', '#d9b26f', '#1d1411', '#8d8d8d']),
          )
        }
      },
    },
  ])
  vignette(ctx, width, height, 0.35, '#05080f')
  grain(ctx, width, height, rnd, 4)
}

const storyProducts: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#eef1f4'],
    [0.7, '#d9dfe5'],
    [1, '#c4ccd4'],
  ])
  glow(ctx, width * 0.3, 0, width * 0.8, '#ffffff', 0.7)
  // sample jars of granules in a row, each its colour
  const colours = [
    ['#efe6cf', 0.45],
    ['#1f74ab', 0.3],
    ['#2b2d30', 0],
    ['#c2185b', 0.1],
    ['#f6f6f2', 0],
  ] as const
  const jarWidth = width * 0.16
  const bottom = height * 0.86
  colours.forEach(([colour, clear], index) => {
    const x = width * (0.14 + index * 0.18)
    const h = height * 0.5
    softEllipse(ctx, x + jarWidth * 0.05, bottom + 4, jarWidth * 0.65, jarWidth * 0.08, '#000000', 0.3)
    const jar = new Path2D()
    jar.roundRect(x - jarWidth / 2, bottom - h, jarWidth, h, jarWidth * 0.08)
    ctx.save()
    ctx.clip(jar)
    ctx.fillStyle = shade(colour, -0.5)
    ctx.fillRect(x - jarWidth / 2, bottom - h * 0.8, jarWidth, h * 0.8)
    granules(
      ctx,
      heap(rnd, { top: bottom - h * 0.8, bottom: bottom + 10, left: x - jarWidth / 2, right: x + jarWidth / 2, size: jarWidth * 0.16, far: 1, density: 2.2 }, [
        { colour, translucency: clear, weight: 1 },
      ]),
      0.4,
    )
    const shine = ctx.createLinearGradient(x - jarWidth / 2, 0, x + jarWidth / 2, 0)
    shine.addColorStop(0, 'rgba(255,255,255,0.35)')
    shine.addColorStop(0.15, 'rgba(255,255,255,0.05)')
    shine.addColorStop(0.8, 'rgba(255,255,255,0)')
    shine.addColorStop(0.92, 'rgba(255,255,255,0.3)')
    shine.addColorStop(1, 'rgba(255,255,255,0.05)')
    ctx.fillStyle = shine
    ctx.fillRect(x - jarWidth / 2, bottom - h, jarWidth, h)
    ctx.restore()
    ctx.strokeStyle = 'rgba(90,100,110,0.45)'
    ctx.lineWidth = 2
    ctx.stroke(jar)
    // the lid
    ctx.fillStyle = '#3a4450'
    ctx.beginPath()
    ctx.roundRect(x - jarWidth * 0.46, bottom - h - height * 0.05, jarWidth * 0.92, height * 0.055, 6)
    ctx.fill()
    ctx.fillStyle = 'rgba(255,255,255,0.25)'
    ctx.fillRect(x - jarWidth * 0.42, bottom - h - height * 0.045, jarWidth * 0.84, height * 0.012)
  })
  vignette(ctx, width, height, 0.25, '#2c3640')
  grain(ctx, width, height, rnd, 4)
}

/** A shipping container in perspective: front and side with corrugation, doors on the front. */
function container(ctx: Ctx, x: number, y: number, w: number, h: number, side: number, colour: string): void {
  const front = ctx.createLinearGradient(x, y, x, y + h)
  front.addColorStop(0, shade(colour, 0.1))
  front.addColorStop(1, shade(colour, -0.2))
  ctx.fillStyle = front
  ctx.fillRect(x, y, w, h)
  ctx.strokeStyle = rgba(shade(colour, -0.45), 0.8)
  ctx.lineWidth = Math.max(1, w * 0.008)
  for (let i = 1; i < 4; i++) {
    ctx.beginPath()
    ctx.moveTo(x + (w * i) / 4, y + h * 0.05)
    ctx.lineTo(x + (w * i) / 4, y + h * 0.95)
    ctx.stroke()
  }
  ctx.strokeRect(x, y, w, h)
  ctx.fillStyle = shade(colour, -0.35)
  ctx.beginPath()
  ctx.moveTo(x + w, y)
  ctx.lineTo(x + w + side, y - side * 0.35)
  ctx.lineTo(x + w + side, y + h - side * 0.35)
  ctx.lineTo(x + w, y + h)
  ctx.closePath()
  ctx.fill()
  ctx.strokeStyle = rgba(shade(colour, -0.6), 0.7)
  for (let i = 1; i < 14; i++) {
    const sx = x + w + (side * i) / 14
    ctx.beginPath()
    ctx.moveTo(sx, y - (side * 0.35 * i) / 14)
    ctx.lineTo(sx, y + h - (side * 0.35 * i) / 14)
    ctx.stroke()
  }
}

const storyLogistics: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#203a5c'],
    [0.55, '#e8a87c'],
    [0.7, '#f6d2a9'],
    [1, '#4a4f57'],
  ])
  glow(ctx, width * 0.78, height * 0.58, width * 0.3, '#fff1d0', 0.8)
  // a gantry crane's silhouette
  ctx.fillStyle = '#2a2f3a'
  ctx.fillRect(width * 0.62, height * 0.08, width * 0.012, height * 0.6)
  ctx.fillRect(width * 0.8, height * 0.08, width * 0.012, height * 0.6)
  ctx.fillRect(width * 0.48, height * 0.08, width * 0.45, height * 0.025)
  ctx.strokeStyle = '#2a2f3a'
  ctx.lineWidth = 3
  for (let i = 0; i < 8; i++) {
    ctx.beginPath()
    ctx.moveTo(width * (0.5 + i * 0.055), height * 0.105)
    ctx.lineTo(width * (0.53 + i * 0.055), height * 0.08)
    ctx.stroke()
  }
  const palette = ['#b23a2a', '#1f5f8b', '#2e7d32', '#e0a020', '#6b6f77', '#00557f', '#8a3b5c']
  const w = width * 0.17
  const h = height * 0.12
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 5; column++) {
      if (row === 3 && column > 2) continue
      container(
        ctx,
        width * 0.02 + column * w * 1.02 + row * 6,
        height * 0.86 - (row + 1) * h * 1.02,
        w,
        h,
        w * 0.12,
        palette[(row * 5 + column * 3) % palette.length] ?? '#888888',
      )
    }
  }
  ctx.fillStyle = '#3a3f47'
  ctx.fillRect(0, height * 0.86, width, height * 0.14)
  vignette(ctx, width, height, 0.4, '#10131a')
  grain(ctx, width, height, rnd, 4)
}

const storyCompany: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#0d1b33'],
    [0.7, '#2c4a73'],
    [1, '#3b4a60'],
  ])
  glow(ctx, width * 0.2, height * 0.75, width * 0.4, '#f3b27a', 0.35)
  // a modern office building at dusk: glass storeys, some lit, in two-point perspective
  const left = [width * 0.22, height * 0.95]
  const corner = [width * 0.52, height * 1.02]
  const right = [width * 0.95, height * 0.93]
  const tops = [height * 0.2, height * 0.05, height * 0.24]
  const floors = 10
  const drawFace = (a: number[], b: number[], topA: number, topB: number, columns: number, tone: number) => {
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < columns; c++) {
        const u0 = c / columns
        const u1 = (c + 1) / columns
        const v0 = f / floors
        const v1 = (f + 0.82) / floors
        const point = (u: number, v: number): [number, number] => {
          const bx = (a[0] ?? 0) + ((b[0] ?? 0) - (a[0] ?? 0)) * u
          const by = (a[1] ?? 0) + ((b[1] ?? 0) - (a[1] ?? 0)) * u
          const ty = topA + (topB - topA) * u
          return [bx, by + (ty - by) * v]
        }
        const lit = rnd.chance(0.45)
        ctx.fillStyle = lit ? mix('#ffd79a', '#fff3d6', rnd.next()) : shade('#1d3556', tone + rnd.range(-0.05, 0.08))
        ctx.beginPath()
        ctx.moveTo(...point(u0 + 0.01, v0))
        ctx.lineTo(...point(u1 - 0.01, v0))
        ctx.lineTo(...point(u1 - 0.01, v1))
        ctx.lineTo(...point(u0 + 0.01, v1))
        ctx.closePath()
        ctx.fill()
      }
    }
  }
  ctx.fillStyle = '#0b1424'
  ctx.beginPath()
  ctx.moveTo(left[0] ?? 0, left[1] ?? 0)
  ctx.lineTo(left[0] ?? 0, tops[0] ?? 0)
  ctx.lineTo(corner[0] ?? 0, tops[1] ?? 0)
  ctx.lineTo(right[0] ?? 0, tops[2] ?? 0)
  ctx.lineTo(right[0] ?? 0, right[1] ?? 0)
  ctx.lineTo(corner[0] ?? 0, corner[1] ?? 0)
  ctx.closePath()
  ctx.fill()
  drawFace(left, corner, tops[0] ?? 0, tops[1] ?? 0, 6, 0.05)
  drawFace(corner, right, tops[1] ?? 0, tops[2] ?? 0, 9, -0.1)
  ctx.fillStyle = '#1e2a3b'
  ctx.fillRect(0, height * 0.92, width, height * 0.08)
  depthLayers(ctx, width, height, [
    {
      blur: 7,
      paint: (layer) => bokeh(layer, rnd, 18, { x: 0, y: height * 0.8, width, height: height * 0.2 }, ['#ffd79a', '#ff8a65', '#ffffff'], [6, 18], [0.2, 0.45]),
    },
  ])
  vignette(ctx, width, height, 0.4, '#050a14')
  grain(ctx, width, height, rnd, 4)
}

const storyInnovation: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#07141f'],
    [1, '#0f2d3f'],
  ])
  glow(ctx, width * 0.55, height * 0.5, width * 0.45, '#4dd0e1', 0.35)
  // a 3D-printed honeycomb lattice, lit from within
  const cell = height * 0.09
  depthLayers(ctx, width, height, [
    {
      blur: 0,
      paint: (layer) => {
        for (let row = -1; row < height / (cell * 1.5) + 1; row++) {
          for (let column = -1; column < width / (cell * 1.73) + 1; column++) {
            const cx = column * cell * 1.73 + (row % 2) * cell * 0.866
            const cy = row * cell * 1.5
            const distance = Math.hypot(cx - width * 0.55, cy - height * 0.5) / width
            const heat = Math.max(0, 1 - distance * 2.2)
            layer.save()
            const hex = () => {
              layer.beginPath()
              for (let i = 0; i < 6; i++) {
                const a = Math.PI / 6 + (i * Math.PI) / 3
                if (i === 0) layer.moveTo(cx + Math.cos(a) * cell * 0.92, cy + Math.sin(a) * cell * 0.92)
                else layer.lineTo(cx + Math.cos(a) * cell * 0.92, cy + Math.sin(a) * cell * 0.92)
              }
              layer.closePath()
            }
            hex()
            const inner = layer.createRadialGradient(cx - cell * 0.2, cy - cell * 0.3, 0, cx, cy, cell)
            inner.addColorStop(0, rgba('#b2ebf2', 0.15 + heat * 0.5))
            inner.addColorStop(1, rgba('#006064', 0.1 + heat * 0.2))
            layer.fillStyle = inner
            layer.fill()
            layer.strokeStyle = rgba('#e0f7fa', 0.25 + heat * 0.6)
            layer.lineWidth = 3
            layer.stroke()
            layer.restore()
          }
        }
      },
    },
  ])
  depthLayers(ctx, width, height, [
    { blur: 8, paint: (layer) => bokeh(layer, rnd, 30, { x: 0, y: 0, width, height }, ['#80deea', '#ffffff'], [5, 20], [0.08, 0.25]) },
  ])
  vignette(ctx, width, height, 0.6, '#02070b')
  grain(ctx, width, height, rnd, 4)
}

/** A car's side profile, nose to the right: a low body, glasshouse, door lines, five-spoke wheels, lamps. */
function car(ctx: Ctx, x: number, y: number, length: number, colour: string): void {
  const h = length * 0.26
  softEllipse(ctx, x + length * 0.5, y, length * 0.56, h * 0.1, '#000000', 0.7)
  const body = new Path2D()
  body.moveTo(x + length * 0.02, y - h * 0.22)
  body.bezierCurveTo(x, y - h * 0.4, x + length * 0.02, y - h * 0.56, x + length * 0.1, y - h * 0.6)
  body.lineTo(x + length * 0.24, y - h * 0.66)
  body.bezierCurveTo(x + length * 0.33, y - h * 0.98, x + length * 0.55, y - h * 1.02, x + length * 0.64, y - h * 0.72)
  body.bezierCurveTo(x + length * 0.8, y - h * 0.66, x + length * 0.95, y - h * 0.6, x + length * 0.99, y - h * 0.42)
  body.bezierCurveTo(x + length * 1.01, y - h * 0.3, x + length, y - h * 0.2, x + length * 0.97, y - h * 0.14)
  body.lineTo(x + length * 0.04, y - h * 0.14)
  body.closePath()
  const paint = ctx.createLinearGradient(0, y - h, 0, y)
  paint.addColorStop(0, shade(colour, 0.55))
  paint.addColorStop(0.38, shade(colour, 0.1))
  paint.addColorStop(0.42, shade(colour, 0.45))
  paint.addColorStop(0.5, colour)
  paint.addColorStop(0.75, shade(colour, -0.45))
  paint.addColorStop(1, shade(colour, -0.7))
  ctx.fillStyle = paint
  ctx.fill(body)
  // the glasshouse
  ctx.fillStyle = '#0b1118'
  ctx.beginPath()
  ctx.moveTo(x + length * 0.28, y - h * 0.67)
  ctx.bezierCurveTo(x + length * 0.35, y - h * 0.92, x + length * 0.52, y - h * 0.95, x + length * 0.6, y - h * 0.7)
  ctx.closePath()
  ctx.fill()
  ctx.strokeStyle = shade(colour, -0.3)
  ctx.lineWidth = length * 0.006
  ctx.beginPath()
  ctx.moveTo(x + length * 0.44, y - h * 0.9)
  ctx.lineTo(x + length * 0.45, y - h * 0.67)
  ctx.stroke()
  // door lines and the shoulder's highlight
  ctx.strokeStyle = rgba(shade(colour, -0.6), 0.7)
  ctx.lineWidth = 1.5
  ctx.beginPath()
  ctx.moveTo(x + length * 0.3, y - h * 0.66)
  ctx.lineTo(x + length * 0.31, y - h * 0.2)
  ctx.moveTo(x + length * 0.47, y - h * 0.67)
  ctx.lineTo(x + length * 0.46, y - h * 0.2)
  ctx.moveTo(x + length * 0.63, y - h * 0.7)
  ctx.lineTo(x + length * 0.62, y - h * 0.22)
  ctx.stroke()
  ctx.strokeStyle = 'rgba(255,255,255,0.55)'
  ctx.lineWidth = 2.5
  ctx.beginPath()
  ctx.moveTo(x + length * 0.06, y - h * 0.52)
  ctx.bezierCurveTo(x + length * 0.4, y - h * 0.6, x + length * 0.7, y - h * 0.6, x + length * 0.96, y - h * 0.46)
  ctx.stroke()
  for (const at of [0.19, 0.8]) {
    const wx = x + length * at
    const wy = y - h * 0.17
    const r = h * 0.27
    ctx.fillStyle = '#07090c'
    ctx.beginPath()
    ctx.arc(wx, wy, r * 1.08, Math.PI, Math.PI * 2)
    ctx.fill()
    ctx.fillStyle = '#111418'
    ctx.beginPath()
    ctx.arc(wx, wy, r, 0, Math.PI * 2)
    ctx.fill()
    const rim = ctx.createRadialGradient(wx - r * 0.2, wy - r * 0.25, 1, wx, wy, r * 0.68)
    rim.addColorStop(0, '#eef1f5')
    rim.addColorStop(1, '#6b727c')
    ctx.fillStyle = rim
    ctx.beginPath()
    ctx.arc(wx, wy, r * 0.66, 0, Math.PI * 2)
    ctx.fill()
    ctx.strokeStyle = '#2a2e35'
    ctx.lineWidth = r * 0.12
    for (let spoke = 0; spoke < 5; spoke++) {
      const a = (spoke / 5) * Math.PI * 2 + 0.3
      ctx.beginPath()
      ctx.moveTo(wx + Math.cos(a) * r * 0.15, wy + Math.sin(a) * r * 0.15)
      ctx.lineTo(wx + Math.cos(a) * r * 0.6, wy + Math.sin(a) * r * 0.6)
      ctx.stroke()
    }
  }
  glow(ctx, x + length * 0.985, y - h * 0.42, h * 0.5, '#e0f4ff', 0.85, 'lighter')
  glow(ctx, x + length * 0.02, y - h * 0.42, h * 0.3, '#ff3d3d', 0.7, 'lighter')
}

const marketAutomotive: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#0a0d12'],
    [0.7, '#1c2430'],
    [1, '#07090c'],
  ])
  glow(ctx, width * 0.5, height * 0.25, width * 0.55, '#5f7fa8', 0.35)
  depthLayers(ctx, width, height, [
    {
      blur: 4,
      paint: (layer) => {
        for (let i = 0; i < 6; i++) {
          const y = height * (0.72 + i * 0.03)
          lightTrail(
            layer,
            [
              [-20, y],
              [width * 0.3, y - 8],
              [width * 0.7, y + 6],
              [width + 20, y - 4],
            ],
            i % 2 ? '#ff5252' : '#ffe0b2',
            2 + (i % 3),
          )
        }
      },
    },
  ])
  car(ctx, width * 0.12, height * 0.74, width * 0.76, '#00557f')
  vignette(ctx, width, height, 0.5, '#020304')
  grain(ctx, width, height, rnd, 4)
}

const marketElectronics: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#0e3b2e'],
    [1, '#06251c'],
  ])
  // a circuit board: traces with 45° bends, pads, chips and connector housings of plastic
  const board = (layer: Ctx, seed: Random, scale: number) => {
    layer.strokeStyle = 'rgba(214,178,92,0.75)'
    layer.lineWidth = 3 * scale
    layer.lineCap = 'round'
    for (let i = 0; i < 60; i++) {
      let x = seed.range(0, width)
      let y = seed.range(0, height)
      layer.beginPath()
      layer.moveTo(x, y)
      for (let j = 0; j < 4; j++) {
        const horizontal = seed.chance(0.5)
        const step = seed.range(40, 200) * scale
        x += horizontal ? step : step * 0.7
        y += horizontal ? 0 : step * 0.7 * (seed.chance(0.5) ? 1 : -1)
        layer.lineTo(x, y)
      }
      layer.stroke()
      layer.fillStyle = '#e3c06d'
      layer.beginPath()
      layer.arc(x, y, 6 * scale, 0, Math.PI * 2)
      layer.fill()
    }
  }
  depthLayers(ctx, width, height, [
    { blur: 6, paint: (layer) => board(layer, rnd, 0.8) },
    {
      blur: 0,
      paint: (layer) => {
        board(layer, rnd, 1.2)
        const chips: Array<[number, number, number, number, string]> = [
          [0.3, 0.35, 0.2, 0.2, '#1a1c1f'],
          [0.62, 0.3, 0.12, 0.12, '#1a1c1f'],
          [0.55, 0.62, 0.3, 0.12, '#f2efe6'],
          [0.12, 0.7, 0.14, 0.1, '#2b4c7e'],
        ]
        for (const [cx, cy, cw, ch, colour] of chips) {
          const x = width * cx
          const y = height * cy
          const w = width * cw
          const h = height * ch
          softEllipse(layer, x + w / 2 + 8, y + h / 2 + 10, w * 0.7, h * 0.7, '#000000', 0.5)
          layer.fillStyle = '#c9cdd2'
          for (let p = 0; p < 10; p++) {
            layer.fillRect(x + (w * (p + 0.5)) / 10 - 3, y - 10, 6, h + 20)
          }
          const top = layer.createLinearGradient(x, y, x + w, y + h)
          top.addColorStop(0, shade(colour, 0.25))
          top.addColorStop(1, shade(colour, -0.2))
          layer.fillStyle = top
          layer.fillRect(x, y, w, h)
          layer.strokeStyle = 'rgba(255,255,255,0.25)'
          layer.lineWidth = 2
          layer.strokeRect(x + 2, y + 2, w - 4, h - 4)
        }
      },
    },
  ])
  glow(ctx, width * 0.75, height * 0.15, width * 0.4, '#7fffd4', 0.15, 'screen')
  vignette(ctx, width, height, 0.5, '#010705')
  grain(ctx, width, height, rnd, 4)
}

const marketMedical: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#f3f8fb'],
    [1, '#d6e6f0'],
  ])
  glow(ctx, width * 0.3, height * 0.1, width * 0.7, '#ffffff', 0.8)
  // syringes of clear plastic, lying at an angle, and pipette tips in a rack
  const syringe = (x: number, y: number, length: number, angle: number, tint: string) => {
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(angle)
    softEllipse(ctx, length * 0.05, length * 0.1, length * 0.55, length * 0.06, '#2c4a60', 0.25)
    const r = length * 0.05
    const barrel = ctx.createLinearGradient(0, -r, 0, r)
    barrel.addColorStop(0, 'rgba(255,255,255,0.9)')
    barrel.addColorStop(0.3, rgba(tint, 0.25))
    barrel.addColorStop(0.7, rgba(tint, 0.45))
    barrel.addColorStop(1, 'rgba(120,150,170,0.6)')
    ctx.fillStyle = barrel
    ctx.fillRect(-length * 0.35, -r, length * 0.6, r * 2)
    ctx.strokeStyle = 'rgba(90,120,140,0.7)'
    ctx.lineWidth = 2
    ctx.strokeRect(-length * 0.35, -r, length * 0.6, r * 2)
    for (let i = 0; i < 10; i++) {
      ctx.beginPath()
      ctx.moveTo(-length * 0.3 + i * length * 0.05, -r)
      ctx.lineTo(-length * 0.3 + i * length * 0.05, -r * (i % 5 === 0 ? 0.2 : 0.5))
      ctx.stroke()
    }
    ctx.fillStyle = rgba(tint, 0.5)
    ctx.fillRect(-length * 0.1, -r * 0.8, length * 0.33, r * 1.6)
    ctx.fillStyle = '#eef3f6'
    ctx.fillRect(-length * 0.6, -r * 0.35, length * 0.26, r * 0.7)
    ctx.fillStyle = '#dfe7ec'
    ctx.fillRect(-length * 0.62, -r * 1.2, length * 0.03, r * 2.4)
    ctx.fillRect(-length * 0.37, -r * 1.5, length * 0.025, r * 3)
    ctx.fillStyle = '#2b8fbd'
    ctx.beginPath()
    ctx.moveTo(length * 0.25, -r * 0.5)
    ctx.lineTo(length * 0.45, -r * 0.2)
    ctx.lineTo(length * 0.45, r * 0.2)
    ctx.lineTo(length * 0.25, r * 0.5)
    ctx.closePath()
    ctx.fill()
    ctx.restore()
  }
  depthLayers(ctx, width, height, [
    {
      blur: 7,
      paint: (layer) => {
        for (let row = 0; row < 3; row++) {
          for (let column = 0; column < 8; column++) {
            const x = width * (0.55 + column * 0.06)
            const y = height * (0.12 + row * 0.1)
            layer.fillStyle = 'rgba(255,255,255,0.85)'
            layer.beginPath()
            layer.moveTo(x - 16, y)
            layer.lineTo(x + 16, y)
            layer.lineTo(x + 4, y + 90)
            layer.lineTo(x - 4, y + 90)
            layer.closePath()
            layer.fill()
            layer.strokeStyle = 'rgba(80,140,180,0.5)'
            layer.stroke()
          }
        }
      },
    },
    {
      blur: 0,
      paint: () => {
        syringe(width * 0.45, height * 0.62, width * 0.7, -0.18, '#4fb3d9')
        syringe(width * 0.55, height * 0.8, width * 0.55, -0.1, '#9ad0e6')
      },
    },
  ])
  vignette(ctx, width, height, 0.2, '#2c4a60')
  grain(ctx, width, height, rnd, 3)
}

const marketPackaging: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#e9f3f7'],
    [1, '#bcd6e0'],
  ])
  glow(ctx, width * 0.5, height * 0.3, width * 0.6, '#ffffff', 0.8)
  const caps = ['#1f74ab', '#2e7d32', '#e53935', '#f9a825', '#ffffff', '#1f74ab']
  depthLayers(ctx, width, height, [
    {
      blur: 6,
      paint: (layer) => {
        for (let i = 0; i < 8; i++) glassVessel(layer, 'bottle', width * (0.08 + i * 0.12), height * 0.62, width * 0.08, height * 0.42, '#bfe3f2', 0.7)
      },
    },
    {
      blur: 0,
      paint: (layer) => {
        for (let i = 0; i < 6; i++) {
          const x = width * (0.12 + i * 0.155)
          glassVessel(layer, 'bottle', x, height * 0.92, width * 0.11, height * 0.6, '#9fd3ea', 0.75)
          layer.fillStyle = caps[i] ?? '#1f74ab'
          layer.beginPath()
          layer.roundRect(x - width * 0.032, height * 0.3, width * 0.064, height * 0.05, 4)
          layer.fill()
          // the label band
          layer.fillStyle = 'rgba(255,255,255,0.55)'
          layer.fillRect(x - width * 0.055, height * 0.6, width * 0.11, height * 0.12)
          layer.fillStyle = caps[i] ?? '#1f74ab'
          layer.fillRect(x - width * 0.055, height * 0.65, width * 0.11, height * 0.02)
        }
      },
    },
  ])
  vignette(ctx, width, height, 0.2, '#2c4a60')
  grain(ctx, width, height, rnd, 3)
}

const marketConstruction: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#3a3f45'],
    [1, '#1f2226'],
  ])
  // stacked plastic pipes seen end-on, in perspective
  const radius = height * 0.095
  const pipes: Array<[number, number, string, number]> = []
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 9; column++) {
      const x = width * 0.02 + column * radius * 2.02 + (row % 2) * radius
      const y = height * 1.02 - row * radius * 1.75
      const colour = rnd.chance(0.55) ? '#e86a1c' : rnd.chance(0.5) ? '#8a9096' : '#2f6b9a'
      pipes.push([x, y, colour, radius * rnd.range(0.92, 1)])
    }
  }
  const draw = (layer: Ctx, items: typeof pipes) => {
    for (const [x, y, colour, r] of items) {
      const wall = layer.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.2, x, y, r)
      wall.addColorStop(0, shade(colour, 0.35))
      wall.addColorStop(1, shade(colour, -0.3))
      layer.fillStyle = wall
      layer.beginPath()
      layer.arc(x, y, r, 0, Math.PI * 2)
      layer.fill()
      const hole = layer.createRadialGradient(x + r * 0.15, y + r * 0.2, r * 0.1, x, y, r * 0.82)
      hole.addColorStop(0, '#050505')
      hole.addColorStop(0.8, shade(colour, -0.7))
      hole.addColorStop(1, shade(colour, -0.35))
      layer.fillStyle = hole
      layer.beginPath()
      layer.arc(x, y, r * 0.82, 0, Math.PI * 2)
      layer.fill()
      layer.strokeStyle = rgba('#ffffff', 0.3)
      layer.lineWidth = 2
      layer.beginPath()
      layer.arc(x, y, r * 0.98, Math.PI * 1.1, Math.PI * 1.6)
      layer.stroke()
    }
  }
  depthLayers(ctx, width, height, [
    {
      blur: 0,
      paint: (layer) =>
        draw(
          layer,
          pipes.filter(([x]) => x < width * 0.7),
        ),
    },
    {
      blur: 5,
      paint: (layer) =>
        draw(
          layer,
          pipes.filter(([x]) => x >= width * 0.7),
        ),
    },
  ])
  glow(ctx, width * 0.2, height * 0.1, width * 0.5, '#ffd7a8', 0.2, 'screen')
  vignette(ctx, width, height, 0.45, '#0a0b0c')
  grain(ctx, width, height, rnd, 4)
}

const marketConsumerGoods: Painter = (ctx, width, height, rnd) => {
  verticalGradient(ctx, width, height, [
    [0, '#fbf3ea'],
    [1, '#efdccb'],
  ])
  glow(ctx, width * 0.3, height * 0.1, width * 0.7, '#ffffff', 0.7)
  // stacked cups and bowls in cheerful colours on a shelf
  const colours = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b', '#8e7dbe']
  const cup = (x: number, bottom: number, w: number, h: number, colour: string) => {
    softEllipse(ctx, x + w * 0.08, bottom + 3, w * 0.6, w * 0.08, '#6b4a2f', 0.25)
    const body = ctx.createLinearGradient(x - w / 2, 0, x + w / 2, 0)
    body.addColorStop(0, shade(colour, 0.3))
    body.addColorStop(0.4, colour)
    body.addColorStop(1, shade(colour, -0.35))
    ctx.fillStyle = body
    ctx.beginPath()
    ctx.moveTo(x - w / 2, bottom - h)
    ctx.lineTo(x - w * 0.38, bottom)
    ctx.lineTo(x + w * 0.38, bottom)
    ctx.lineTo(x + w / 2, bottom - h)
    ctx.closePath()
    ctx.fill()
    ctx.fillStyle = shade(colour, -0.45)
    ctx.beginPath()
    ctx.ellipse(x, bottom - h, w / 2, w * 0.1, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.strokeStyle = shade(colour, 0.45)
    ctx.lineWidth = 3
    ctx.stroke()
  }
  ctx.fillStyle = '#d9c2aa'
  ctx.fillRect(0, height * 0.86, width, height * 0.14)
  for (let stack = 0; stack < 5; stack++) {
    const x = width * (0.14 + stack * 0.18)
    const w = width * 0.12
    const count = rnd.int(3, 6)
    for (let i = 0; i < count; i++) cup(x, height * 0.86 - i * height * 0.06, w, height * 0.2, colours[(stack + i) % colours.length] ?? '#ef476f')
  }
  vignette(ctx, width, height, 0.2, '#6b4a2f')
  grain(ctx, width, height, rnd, 3)
}

export const scenePainters: Record<string, Painter> = {
  storySustainability,
  storyRecycling,
  storyTradeFairs,
  storyProducts,
  storyLogistics,
  storyCompany,
  storyInnovation,
  marketAutomotive,
  marketElectronics,
  marketMedical,
  marketPackaging,
  marketConstruction,
  marketConsumerGoods,
}
