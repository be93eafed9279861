/**
 * People in one flat, lightly shaded illustration style: head-and-shoulders portraits of the
 * contact persons and job quotes, the team of the people stories and the mentoring scene of the
 * job pages. Each person is set by skin, hair colour and style, clothing and colour.
 */
import { type Ctx, glow, rgba, shade, softEllipse, verticalGradient } from './kit.ts'
import type { Painter, Params } from './painters.ts'

interface Person {
  skin: string
  hair: string
  style: 'long' | 'short' | 'bun' | 'receding' | 'curly' | 'side' | 'bob' | 'crop' | 'ponytail' | 'hijab'
  top: 'blazer' | 'shirt' | 'blouse' | 'sweater'
  colour: string
  woman: boolean
  beard: boolean
  glasses: boolean
  scarf?: string
}

function personOf(params: Params): Person {
  const text = (key: string, fallback: string) => (typeof params[key] === 'string' ? String(params[key]) : fallback)
  return {
    skin: text('skin', '#e8b893'),
    hair: text('hair', '#3b2a20'),
    style: text('style', 'short') as Person['style'],
    top: text('top', 'shirt') as Person['top'],
    colour: text('colour', '#00557f'),
    woman: params['woman'] === 1,
    beard: params['beard'] === 1,
    glasses: params['glasses'] === 1,
    ...(typeof params['scarf'] === 'string' ? { scarf: params['scarf'] } : {}),
  }
}

/**
 * A person's head and shoulders: `s` is the head's height; (x, y) the centre of the face. The
 * shoulders reach down to `y + s * 1.9`.
 */
function bust(ctx: Ctx, x: number, y: number, s: number, p: Person): void {
  const skinShade = shade(p.skin, -0.18)
  const hairShade = shade(p.hair, -0.25)
  const w = s * 0.78
  // hair behind the head
  ctx.fillStyle = p.hair
  if (p.style === 'long') {
    ctx.beginPath()
    ctx.moveTo(x - w * 0.62, y - s * 0.1)
    ctx.quadraticCurveTo(x - w * 0.75, y + s * 0.75, x - w * 0.55, y + s * 0.95)
    ctx.lineTo(x + w * 0.55, y + s * 0.95)
    ctx.quadraticCurveTo(x + w * 0.75, y + s * 0.75, x + w * 0.62, y - s * 0.1)
    ctx.closePath()
    ctx.fill()
  } else if (p.style === 'bun') {
    ctx.beginPath()
    ctx.arc(x, y - s * 0.62, s * 0.22, 0, Math.PI * 2)
    ctx.fill()
  } else if (p.style === 'ponytail') {
    ctx.beginPath()
    ctx.ellipse(x + w * 0.55, y + s * 0.2, s * 0.14, s * 0.42, -0.25, 0, Math.PI * 2)
    ctx.fill()
  } else if (p.style === 'curly') {
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2
      ctx.beginPath()
      ctx.arc(x + Math.cos(a) * w * 0.58, y - s * 0.08 + Math.sin(a) * s * 0.52 * (a > 0.3 && a < 2.8 ? 0.5 : 1), s * 0.2, 0, Math.PI * 2)
      ctx.fill()
    }
  } else if (p.style === 'bob') {
    ctx.beginPath()
    ctx.moveTo(x - w * 0.64, y - s * 0.1)
    ctx.quadraticCurveTo(x - w * 0.7, y + s * 0.42, x - w * 0.5, y + s * 0.46)
    ctx.lineTo(x + w * 0.5, y + s * 0.46)
    ctx.quadraticCurveTo(x + w * 0.7, y + s * 0.42, x + w * 0.64, y - s * 0.1)
    ctx.closePath()
    ctx.fill()
  }
  // shoulders and clothing
  const shoulderY = y + s * 0.72
  const body = new Path2D()
  body.moveTo(x - s * 1.1, y + s * 2)
  body.bezierCurveTo(x - s * 1.08, shoulderY + s * 0.2, x - s * 0.8, shoulderY, x - s * 0.3, shoulderY - s * 0.04)
  body.lineTo(x + s * 0.3, shoulderY - s * 0.04)
  body.bezierCurveTo(x + s * 0.8, shoulderY, x + s * 1.08, shoulderY + s * 0.2, x + s * 1.1, y + s * 2)
  body.closePath()
  const cloth = ctx.createLinearGradient(x - s, shoulderY, x + s, y + s * 2)
  cloth.addColorStop(0, shade(p.colour, 0.12))
  cloth.addColorStop(1, shade(p.colour, -0.2))
  // the neck, with the chin's shadow
  ctx.fillStyle = p.skin
  ctx.beginPath()
  ctx.roundRect(x - w * 0.2, y + s * 0.3, w * 0.4, s * 0.6, w * 0.1)
  ctx.fill()
  ctx.fillStyle = rgba(skinShade, 0.9)
  ctx.beginPath()
  ctx.ellipse(x, y + s * 0.45, w * 0.22, s * 0.1, 0, 0, Math.PI)
  ctx.fill()
  if (p.style === 'hijab') {
    // the scarf covers hair, neck and shoulders around the face
    ctx.fillStyle = p.scarf ?? p.colour
    ctx.beginPath()
    ctx.moveTo(x - s * 0.95, y + s * 2)
    ctx.quadraticCurveTo(x - s * 0.9, y + s * 0.6, x - w * 0.66, y + s * 0.1)
    ctx.bezierCurveTo(x - w * 0.8, y - s * 0.9, x + w * 0.8, y - s * 0.9, x + w * 0.66, y + s * 0.1)
    ctx.quadraticCurveTo(x + s * 0.9, y + s * 0.6, x + s * 0.95, y + s * 2)
    ctx.closePath()
    ctx.fill()
  }
  ctx.fillStyle = cloth
  ctx.fill(body)
  if (p.style === 'hijab') {
    // the scarf drapes over the chest, so the collar below stays hidden
    ctx.fillStyle = shade(p.scarf ?? p.colour, -0.05)
    ctx.beginPath()
    ctx.moveTo(x - w * 0.64, y + s * 0.1)
    ctx.quadraticCurveTo(x - s * 0.75, shoulderY + s * 0.5, x, shoulderY + s * 0.75)
    ctx.quadraticCurveTo(x + s * 0.75, shoulderY + s * 0.5, x + w * 0.64, y + s * 0.1)
    ctx.closePath()
    ctx.fill()
  }
  // the collar: blazer lapels over a shirt, a shirt collar, a blouse's V, a sweater's round neck
  if (p.style === 'hijab') {
    // no collar shows
  } else if (p.top === 'blazer') {
    ctx.fillStyle = '#f7f7f5'
    ctx.beginPath()
    ctx.moveTo(x - s * 0.28, shoulderY - s * 0.03)
    ctx.lineTo(x, shoulderY + s * 0.62)
    ctx.lineTo(x + s * 0.28, shoulderY - s * 0.03)
    ctx.closePath()
    ctx.fill()
    ctx.fillStyle = shade(p.colour, -0.3)
    for (const side of [-1, 1]) {
      ctx.beginPath()
      ctx.moveTo(x + side * s * 0.28, shoulderY - s * 0.04)
      ctx.lineTo(x + side * s * 0.04, shoulderY + s * 0.66)
      ctx.lineTo(x + side * s * 0.22, shoulderY + s * 1.2)
      ctx.lineTo(x + side * s * 0.46, shoulderY + s * 0.2)
      ctx.closePath()
      ctx.fill()
    }
  } else if (p.top === 'shirt') {
    ctx.fillStyle = shade(p.colour, 0.75)
    for (const side of [-1, 1]) {
      ctx.beginPath()
      ctx.moveTo(x + side * s * 0.02, shoulderY + s * 0.2)
      ctx.lineTo(x + side * s * 0.3, shoulderY - s * 0.06)
      ctx.lineTo(x + side * s * 0.34, shoulderY + s * 0.16)
      ctx.closePath()
      ctx.fill()
    }
    ctx.strokeStyle = rgba(shade(p.colour, -0.35), 0.6)
    ctx.lineWidth = s * 0.02
    ctx.beginPath()
    ctx.moveTo(x, shoulderY + s * 0.2)
    ctx.lineTo(x, y + s * 2)
    ctx.stroke()
  } else if (p.top === 'blouse') {
    ctx.fillStyle = p.skin
    ctx.beginPath()
    ctx.moveTo(x - s * 0.24, shoulderY - s * 0.04)
    ctx.lineTo(x, shoulderY + s * 0.36)
    ctx.lineTo(x + s * 0.24, shoulderY - s * 0.04)
    ctx.closePath()
    ctx.fill()
  } else {
    ctx.strokeStyle = shade(p.colour, -0.25)
    ctx.lineWidth = s * 0.07
    ctx.beginPath()
    ctx.ellipse(x, shoulderY, s * 0.3, s * 0.1, 0, 0.1, Math.PI - 0.1)
    ctx.stroke()
  }
  // ears and head
  ctx.fillStyle = p.skin
  for (const side of p.style === 'hijab' ? [] : [-1, 1]) {
    ctx.beginPath()
    ctx.ellipse(x + side * w * 0.5, y + s * 0.02, w * 0.09, s * 0.1, 0, 0, Math.PI * 2)
    ctx.fill()
  }
  const face = ctx.createRadialGradient(x - w * 0.15, y - s * 0.15, s * 0.05, x, y, s * 0.6)
  face.addColorStop(0, shade(p.skin, 0.08))
  face.addColorStop(1, shade(p.skin, -0.06))
  ctx.fillStyle = face
  ctx.beginPath()
  ctx.moveTo(x - w * 0.5, y - s * 0.1)
  ctx.bezierCurveTo(x - w * 0.52, y + s * 0.3, x - w * 0.25, y + s * 0.5, x, y + s * 0.5)
  ctx.bezierCurveTo(x + w * 0.25, y + s * 0.5, x + w * 0.52, y + s * 0.3, x + w * 0.5, y - s * 0.1)
  ctx.bezierCurveTo(x + w * 0.5, y - s * 0.6, x - w * 0.5, y - s * 0.6, x - w * 0.5, y - s * 0.1)
  ctx.fill()
  // beard
  if (p.beard) {
    ctx.fillStyle = rgba(p.hair, 0.92)
    ctx.beginPath()
    ctx.moveTo(x - w * 0.5, y + s * 0.02)
    ctx.bezierCurveTo(x - w * 0.5, y + s * 0.35, x - w * 0.25, y + s * 0.55, x, y + s * 0.55)
    ctx.bezierCurveTo(x + w * 0.25, y + s * 0.55, x + w * 0.5, y + s * 0.35, x + w * 0.5, y + s * 0.02)
    ctx.bezierCurveTo(x + w * 0.35, y + s * 0.22, x + w * 0.18, y + s * 0.2, x, y + s * 0.2)
    ctx.bezierCurveTo(x - w * 0.18, y + s * 0.2, x - w * 0.35, y + s * 0.22, x - w * 0.5, y + s * 0.02)
    ctx.fill()
  }
  // hair on top, or the scarf's band around the face
  ctx.fillStyle = p.hair
  if (p.style === 'hijab') {
    ctx.fillStyle = p.scarf ?? p.colour
    ctx.beginPath()
    ctx.moveTo(x - w * 0.56, y + s * 0.2)
    ctx.bezierCurveTo(x - w * 0.62, y - s * 0.68, x + w * 0.62, y - s * 0.68, x + w * 0.56, y + s * 0.2)
    ctx.lineTo(x + w * 0.47, y + s * 0.12)
    ctx.bezierCurveTo(x + w * 0.5, y - s * 0.36, x - w * 0.5, y - s * 0.36, x - w * 0.47, y + s * 0.12)
    ctx.closePath()
    ctx.fill()
  } else {
    ctx.beginPath()
    if (p.style === 'receding') {
      ctx.moveTo(x - w * 0.52, y - s * 0.02)
      ctx.bezierCurveTo(x - w * 0.56, y - s * 0.45, x - w * 0.3, y - s * 0.5, x - w * 0.3, y - s * 0.36)
      ctx.quadraticCurveTo(x - w * 0.46, y - s * 0.25, x - w * 0.44, y - s * 0.02)
      ctx.closePath()
      ctx.moveTo(x + w * 0.52, y - s * 0.02)
      ctx.bezierCurveTo(x + w * 0.56, y - s * 0.45, x + w * 0.3, y - s * 0.5, x + w * 0.3, y - s * 0.36)
      ctx.quadraticCurveTo(x + w * 0.46, y - s * 0.25, x + w * 0.44, y - s * 0.02)
      ctx.closePath()
    } else if (p.style === 'crop') {
      ctx.moveTo(x - w * 0.51, y - s * 0.12)
      ctx.bezierCurveTo(x - w * 0.56, y - s * 0.62, x + w * 0.56, y - s * 0.62, x + w * 0.51, y - s * 0.12)
      ctx.quadraticCurveTo(x, y - s * 0.4, x - w * 0.51, y - s * 0.12)
    } else if (p.style === 'side' || p.style === 'short') {
      ctx.moveTo(x - w * 0.53, y - s * 0.02)
      ctx.bezierCurveTo(x - w * 0.62, y - s * 0.7, x + w * 0.62, y - s * 0.7, x + w * 0.53, y - s * 0.02)
      ctx.quadraticCurveTo(x + w * 0.45, y - s * 0.3, x + w * 0.1, y - s * 0.33)
      ctx.quadraticCurveTo(p.style === 'side' ? x - w * 0.3 : x - w * 0.2, y - s * 0.22, x - w * 0.48, y - s * 0.28)
      ctx.quadraticCurveTo(x - w * 0.5, y - s * 0.15, x - w * 0.53, y - s * 0.02)
    } else {
      // long, bun, bob, ponytail, curly: a parting across the forehead
      ctx.moveTo(x - w * 0.56, y + s * 0.1)
      ctx.bezierCurveTo(x - w * 0.66, y - s * 0.72, x + w * 0.66, y - s * 0.72, x + w * 0.56, y + s * 0.1)
      ctx.quadraticCurveTo(x + w * 0.5, y - s * 0.28, x + w * 0.05, y - s * 0.36)
      ctx.quadraticCurveTo(x - w * 0.45, y - s * 0.3, x - w * 0.56, y + s * 0.1)
    }
    ctx.fill()
    ctx.strokeStyle = rgba(shade(p.hair, 0.35), 0.45)
    ctx.lineWidth = s * 0.015
    ctx.beginPath()
    ctx.arc(x - w * 0.1, y - s * 0.1, s * 0.38, Math.PI * 1.2, Math.PI * 1.45)
    ctx.stroke()
  }
  // face: brows, eyes, nose, cheeks, smile
  ctx.strokeStyle = hairShade
  ctx.lineCap = 'round'
  ctx.lineWidth = s * 0.03
  for (const side of [-1, 1]) {
    ctx.beginPath()
    ctx.moveTo(x + side * w * 0.1, y - s * 0.12)
    ctx.quadraticCurveTo(x + side * w * 0.22, y - s * 0.17, x + side * w * 0.33, y - s * 0.12)
    ctx.stroke()
    ctx.fillStyle = '#2a1f1a'
    ctx.beginPath()
    ctx.ellipse(x + side * w * 0.21, y - s * 0.02, s * 0.032, s * 0.04, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.fillStyle = rgba('#ffffff', 0.8)
    ctx.beginPath()
    ctx.arc(x + side * w * 0.21 + s * 0.01, y - s * 0.035, s * 0.01, 0, Math.PI * 2)
    ctx.fill()
    ctx.fillStyle = rgba('#e57373', p.woman ? 0.22 : 0.12)
    ctx.beginPath()
    ctx.ellipse(x + side * w * 0.3, y + s * 0.14, s * 0.07, s * 0.045, 0, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.strokeStyle = skinShade
  ctx.lineWidth = s * 0.025
  ctx.beginPath()
  ctx.moveTo(x - w * 0.02, y + s * 0.02)
  ctx.quadraticCurveTo(x - w * 0.07, y + s * 0.15, x + w * 0.03, y + s * 0.16)
  ctx.stroke()
  ctx.strokeStyle = p.woman ? '#b5495b' : shade(p.skin, -0.45)
  ctx.lineWidth = s * 0.03
  ctx.beginPath()
  ctx.moveTo(x - w * 0.14, y + s * 0.25)
  ctx.quadraticCurveTo(x, y + s * 0.34, x + w * 0.14, y + s * 0.25)
  ctx.stroke()
  if (p.glasses) {
    ctx.strokeStyle = '#2b2b30'
    ctx.lineWidth = s * 0.022
    for (const side of [-1, 1]) {
      ctx.beginPath()
      ctx.roundRect(x + side * w * 0.21 - s * 0.1, y - s * 0.09, s * 0.2, s * 0.15, s * 0.05)
      ctx.stroke()
    }
    ctx.beginPath()
    ctx.moveTo(x - w * 0.21 + s * 0.1, y - s * 0.03)
    ctx.lineTo(x + w * 0.21 - s * 0.1, y - s * 0.03)
    ctx.stroke()
  }
}

/** A contact person's or a job quote's portrait: the bust on a soft round backdrop. */
const portrait: Painter = (ctx, width, height, _rnd, params) => {
  const person = personOf(params)
  const background = typeof params['background'] === 'string' ? params['background'] : '#e3e8ef'
  verticalGradient(ctx, width, height, [
    [0, shade(background, 0.35)],
    [1, shade(background, -0.04)],
  ])
  glow(ctx, width * 0.5, height * 0.4, width * 0.5, person.colour, 0.18)
  ctx.fillStyle = rgba('#ffffff', 0.5)
  ctx.beginPath()
  ctx.arc(width * 0.5, height * 0.42, width * 0.4, 0, Math.PI * 2)
  ctx.fill()
  bust(ctx, width * 0.5, height * 0.4, height * 0.34, person)
}

const team: Person[] = [
  { skin: '#c68a5e', hair: '#2b1d16', style: 'bun', top: 'blouse', colour: '#8a3b5c', woman: true, beard: false, glasses: false },
  { skin: '#eec4a0', hair: '#6b4a2f', style: 'side', top: 'blazer', colour: '#2e3b4e', woman: false, beard: false, glasses: true },
  { skin: '#8d5a3b', hair: '#1d1411', style: 'curly', top: 'sweater', colour: '#2a7f62', woman: true, beard: false, glasses: false },
  { skin: '#f1c9a5', hair: '#d9b26f', style: 'crop', top: 'shirt', colour: '#00557f', woman: false, beard: true, glasses: false },
  { skin: '#e9bd96', hair: '#a0522d', style: 'long', top: 'blazer', colour: '#5e4bb6', woman: true, beard: false, glasses: false },
]

/** The people story: a team side by side in a bright office. */
const storyPeople: Painter = (ctx, width, height) => {
  verticalGradient(ctx, width, height, [
    [0, '#eef3f7'],
    [1, '#d5e0ea'],
  ])
  // windows behind, softly
  ctx.fillStyle = 'rgba(255,255,255,0.7)'
  for (let i = 0; i < 5; i++) ctx.fillRect(width * (0.05 + i * 0.19), height * 0.08, width * 0.15, height * 0.5)
  ctx.fillStyle = 'rgba(120,150,180,0.18)'
  ctx.fillRect(0, height * 0.62, width, height * 0.38)
  const s = height * 0.2
  const places = [0.14, 0.32, 0.5, 0.68, 0.86]
  places.forEach((at, index) => {
    const person = team[index]
    if (!person) return
    const y = height * (index % 2 === 0 ? 0.5 : 0.44)
    softEllipse(ctx, width * at, height * 0.98, s * 1.3, s * 0.25, '#000000', 0.12)
    bust(ctx, width * at, y, s, person)
  })
}

/** The job pages' development image: a mentor at a whiteboard shows a colleague his plan. */
const jobDevelopment: Painter = (ctx, width, height, rnd, params) => {
  const mirrored = params['mirrored'] === 1
  if (mirrored) {
    ctx.translate(width, 0)
    ctx.scale(-1, 1)
  }
  verticalGradient(ctx, width, height, [
    [0, '#f3f1ec'],
    [1, '#e2ddd3'],
  ])
  // the whiteboard with a growth chart and sticky notes (no writing)
  const board = { x: width * 0.08, y: height * 0.1, w: width * 0.5, h: height * 0.52 }
  softEllipse(ctx, board.x + board.w / 2, board.y + board.h + 8, board.w * 0.55, 18, '#000000', 0.15)
  ctx.fillStyle = '#9aa3ab'
  ctx.fillRect(board.x - 8, board.y - 8, board.w + 16, board.h + 16)
  ctx.fillStyle = '#fbfcfd'
  ctx.fillRect(board.x, board.y, board.w, board.h)
  ctx.strokeStyle = '#3d5a80'
  ctx.lineWidth = 5
  ctx.lineCap = 'round'
  ctx.beginPath()
  ctx.moveTo(board.x + board.w * 0.08, board.y + board.h * 0.12)
  ctx.lineTo(board.x + board.w * 0.08, board.y + board.h * 0.85)
  ctx.lineTo(board.x + board.w * 0.9, board.y + board.h * 0.85)
  ctx.stroke()
  const bars = 5
  for (let i = 0; i < bars; i++) {
    const bh = board.h * (0.15 + i * 0.12 + rnd.range(0, 0.05))
    ctx.fillStyle = i === bars - 1 ? '#e07a5f' : '#81b29a'
    ctx.fillRect(board.x + board.w * (0.16 + i * 0.14), board.y + board.h * 0.85 - bh, board.w * 0.08, bh)
  }
  ctx.strokeStyle = '#e07a5f'
  ctx.lineWidth = 4
  ctx.beginPath()
  ctx.moveTo(board.x + board.w * 0.18, board.y + board.h * 0.62)
  ctx.bezierCurveTo(
    board.x + board.w * 0.4,
    board.y + board.h * 0.6,
    board.x + board.w * 0.6,
    board.y + board.h * 0.4,
    board.x + board.w * 0.82,
    board.y + board.h * 0.18,
  )
  ctx.stroke()
  for (const [nx, ny, colour] of [
    [0.72, 0.3, '#f2cc8f'],
    [0.84, 0.42, '#a8dadc'],
  ] as const) {
    ctx.fillStyle = colour
    ctx.fillRect(board.x + board.w * nx, board.y + board.h * ny, board.w * 0.1, board.w * 0.1)
  }
  const mentor: Person = { skin: '#c68a5e', hair: '#2b1d16', style: 'bun', top: 'blazer', colour: '#3d5a80', woman: true, beard: false, glasses: true }
  const colleague: Person = { skin: '#f0c6a0', hair: '#6b4a2f', style: 'side', top: 'sweater', colour: '#81b29a', woman: false, beard: true, glasses: false }
  const s = height * 0.2
  // the mentor's arm, pointing at the chart
  ctx.strokeStyle = shade(mentor.colour, -0.1)
  ctx.lineWidth = s * 0.32
  ctx.beginPath()
  ctx.moveTo(width * 0.66, height * 0.76)
  ctx.quadraticCurveTo(width * 0.6, height * 0.56, width * 0.55, height * 0.42)
  ctx.stroke()
  ctx.fillStyle = mentor.skin
  ctx.beginPath()
  ctx.arc(width * 0.545, height * 0.4, s * 0.16, 0, Math.PI * 2)
  ctx.fill()
  bust(ctx, width * 0.72, height * 0.5, s, mentor)
  bust(ctx, width * 0.9, height * 0.58, s * 0.95, colleague)
}

export const peoplePainters: Record<string, Painter> = { portrait, storyPeople, jobDevelopment }
