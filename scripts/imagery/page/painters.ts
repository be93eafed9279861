/** Every painter by the name scripts/imagery/images.ts gives it. */
import type { Ctx, Random } from './kit.ts'
import { brandPainters } from './brands.ts'
import { peoplePainters } from './people.ts'
import { productPainters } from './products.ts'
import { scenePainters } from './scenes.ts'

export type Params = Record<string, string | number>
export type Painter = (ctx: Ctx, width: number, height: number, rnd: Random, params: Params) => void

export const painters: Record<string, Painter> = {
  ...brandPainters,
  ...peoplePainters,
  ...scenePainters,
  ...productPainters,
}
