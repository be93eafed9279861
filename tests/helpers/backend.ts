import { fileURLToPath } from 'node:url'
import { languages, cmsSiteLanguages } from '#app.config.ts'
import { type RunningBackend, startBackend } from '../../backend/server.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const fixturesDir = `${repoRoot}../shared/fixtures/magnolia`

/** Starts the embedded backend with the repository's seed content on a free port. */
export function startSeedBackend(): Promise<RunningBackend> {
  return startBackend({
    port: 0,
    contentDir: `${repoRoot}content`,
    languages,
    languagesOf: cmsSiteLanguages,
  })
}
