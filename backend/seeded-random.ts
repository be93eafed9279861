/** Deterministic random numbers for the seeded data: the same seed gives the same numbers. */
import { createHash } from 'node:crypto'

/** A small deterministic random generator (mulberry32): the same seed gives the same numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function seedOf(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0)
}

/** Draws from a generator seeded by a text (`albis/ALCOM/Polycarbonate`, `100200/17`): chances, numbers and picks. */
export class Draw {
  private readonly random: () => number
  constructor(seed: string) {
    this.random = seededRandom(seedOf(seed))
  }
  chance(probability: number): boolean {
    return this.random() < probability
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1))
  }
  /** A number in [`min`, `max`). */
  between(min: number, max: number): number {
    return min + this.random() * (max - min)
  }
  one<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)]
    if (item === undefined) throw new Error('nothing to draw from')
    return item
  }
  /** Between `min` and `max` distinct items, in the list's order. */
  some<T>(items: readonly T[], min: number, max: number): T[] {
    const count = Math.min(items.length, this.int(min, max))
    const chosen = new Set<T>()
    while (chosen.size < count) chosen.add(this.one(items))
    return items.filter((item) => chosen.has(item))
  }
}
