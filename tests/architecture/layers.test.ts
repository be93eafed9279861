import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../helpers/backend.ts'

/** The layer rules of docs/architecture.md, as `npm run lint` applies them to a file at `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot })
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => /no-restricted-(imports|syntax)/.test(message.ruleId ?? '')).map((message) => message.message)
}

describe('layers (docs/architecture.md), enforced by lint', () => {
  it.each([
    ['an upward import: cms importing the shell', 'app/cms/example.ts', "import { registry } from '#app/shell/registry.tsx'\nexport const x = registry"],
    ['an upward import: site importing cms', 'app/site/example.ts', "import { stringProp } from '#app/cms/content.ts'\nexport const x = stringProp"],
    ['ui importing site (ui knows no domain)', 'app/ui/example.ts', "import { addressHref } from '#app/site/page-address.ts'\nexport const x = addressHref"],
    [
      'one feature importing another',
      'app/features/jobs/example.ts',
      "import { parseSearchParams } from '#app/features/search/search-params.ts'\nexport const x = parseSearchParams",
    ],
    ['a lazy import of another feature', 'app/features/stories/example.ts', "export const load = () => import('#app/features/jobs/job-page.tsx')"],
    ['a lazy upward import', 'app/cms/example.ts', "export const load = () => import('#app/features/jobs/job-page.tsx')"],
    ['a route file from a non-route module', 'app/shell/example.ts', "import { Route } from '#app/routes/$.tsx'\nexport const x = Route"],
    ['a route file from the app entry', 'app/router-example.ts', "import { Route } from './routes/index.tsx'\nexport const x = Route"],
    ['a relative import out of the folder', 'app/cms/components/example.ts', "import { stringProp } from '../content.ts'\nexport const x = stringProp"],
    ['the site from the embedded backend', 'backend/example.ts', "import { constants } from '#app/server/env.server.ts'\nexport const x = constants"],
    [
      "an app reading the catch-all's search itself (ADR 046: useViewLocation)",
      'app/features/jobs/example.ts',
      "import { useSearch } from '@tanstack/react-router'\nexport const useBoard = () => useSearch({ from: '/$', shouldThrow: false })",
    ],
    [
      "an app reading the catch-all's params itself",
      'app/features/search/example.ts',
      "import { useParams } from '@tanstack/react-router'\nexport const useSplat = () => useParams({ from: '/$' })",
    ],
    ['the site from the configuration', 'config/example.ts', "import { serverEnv } from '#app/server/env.server.ts'\nexport const x = serverEnv"],
  ])('fails on %s', async (_, filePath, code) => {
    expect(await importErrors(filePath, code)).toHaveLength(1)
  })

  it.each([
    [
      'a feature importing itself and the layers below',
      'app/features/jobs/example.ts',
      "import type { Job } from '#app/features/jobs/job.ts'\nimport { stringProp } from '#app/cms/content.ts'\nimport { RetryNotice } from '#app/ui/retry-notice.tsx'\nimport { addressHref } from '#app/site/page-address.ts'\nimport { upstream } from '#app/server/upstreams.server.ts'\nexport const x = [stringProp, RetryNotice, addressHref, upstream] as unknown as Job",
    ],
    ['the shell importing features lazily', 'app/shell/example.ts', "export const load = () => import('#app/features/jobs/job-page.tsx')"],
    [
      'a module importing its own folder and below',
      'app/cms/example.ts',
      "import { Stage } from './components/stage.tsx'\nimport { stringProp } from './content.ts'\nexport const x = [Stage, stringProp]",
    ],
    ['routes importing the shell', 'app/routes/example.ts', "import { SitePage } from '#app/shell/site-page.tsx'\nexport const x = SitePage"],
    [
      "useViewLocation reading the catch-all's search",
      'app/site/example.ts',
      "import { useSearch } from '@tanstack/react-router'\nexport const usePlaced = () => useSearch({ from: '/$', shouldThrow: false })",
    ],
    [
      'an app reading its own typed route',
      'app/features/client-area/example.ts',
      "import { useSearch } from '@tanstack/react-router'\nexport const useSignIn = () => useSearch({ from: '/{-$prefix}/{-$lang}/orders/sign-in' })",
    ],
    [
      'the configuration from ui, the layer that imports nothing else',
      'app/ui/example.ts',
      "import type { Language } from '#config/languages.ts'\nimport { brandTable } from '#config/brands.ts'\nexport const x: [Language, typeof brandTable] = ['de', brandTable]",
    ],
    ['the configuration from the embedded backend', 'backend/example.ts', "import { languages } from '#config/languages.ts'\nexport const x = languages"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })
})
