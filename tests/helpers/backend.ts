import { fileURLToPath } from 'node:url'
import { languages, cmsSiteLanguages } from '#app.config.ts'
import { type RunningBackend, startBackend } from '../../backend/server.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/** Magnolia's own files (exports, light modules, a delivery response); origins in its `SOURCES.md`. */
export const fixturesDir = `${repoRoot}tests/fixtures/magnolia`

/** Starts the embedded backend with the repository's seed content on a free port. */
export function startSeedBackend(): Promise<RunningBackend> {
  return startBackend({
    port: 0,
    contentDir: `${repoRoot}content`,
    languages,
    languagesOf: cmsSiteLanguages,
  })
}
