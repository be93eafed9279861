/** Server functions of the HTF finder and product data; the language is an input. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input } from '#app/server/input.ts'
import { languages } from '#config/languages.ts'
import type { HtfCatalogue, HtfFluid } from './htf-fluid.ts'
import { htfCatalogue, htfFluids } from './htf.server.ts'
import { logAppFailure } from '#app/server/logger.server.ts'

type HtfCatalogueResult = { status: 'ok'; catalogue: HtfCatalogue } | { status: 'empty' } | { status: 'error' }

/**
 * Every fluid's summary and the catalogue's bounds: a few kilobytes, so the browser filters and
 * sorts itself and the slider's results follow without a request (docs/decisions/009-htf-catalogue-and-finder.md).
 */
export const getHtfCatalogue = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages) })))
  .handler(async ({ data }): Promise<HtfCatalogueResult> => {
    try {
      const catalogue = await htfCatalogue(data.lang)
      return catalogue ? { status: 'ok', catalogue } : { status: 'empty' }
    } catch (error) {
      logAppFailure('htf', 'catalogue', error)
      return { status: 'error' }
    }
  })

type HtfProductResult = { status: 'ok'; fluid: HtfFluid } | { status: 'not-found' } | { status: 'error' }

export const getHtfProduct = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: z.enum(languages), id: z.string().min(1).max(64) })))
  .handler(async ({ data }): Promise<HtfProductResult> => {
    try {
      const fluid = (await htfFluids(data.lang)).find((candidate) => candidate.id === data.id)
      return fluid ? { status: 'ok', fluid } : { status: 'not-found' }
    } catch (error) {
      logAppFailure('htf', 'product', error)
      return { status: 'error' }
    }
  })
