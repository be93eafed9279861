import { fileURLToPath } from 'node:url'
import { languages } from '#config/languages.ts'
import { cmsSiteLanguages } from '#config/brands.ts'
import { type BackendOptions, type RunningBackend, startBackend } from '../../backend/server.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/** Magnolia's own files (exports, light modules, a delivery response); origins in its `SOURCES.md`. */
export const fixturesDir = `${repoRoot}tests/fixtures/magnolia`

/** Starts the embedded backend with the repository's seed content on a free port; `options` add to or replace the defaults. */
export function startSeedBackend(options: Partial<BackendOptions> = {}): Promise<RunningBackend> {
  return startBackendWithToken(undefined, options)
}

/** The same, with a chosen control token (undefined: a random one). */
export function startBackendWithToken(controlToken: string | undefined, options: Partial<BackendOptions> = {}): Promise<RunningBackend> {
  return startBackend({
    ...(controlToken ? { controlToken } : {}),
    port: 0,
    contentDir: `${repoRoot}content`,
    languages,
    languagesOf: cmsSiteLanguages,
    ...options,
  })
}
