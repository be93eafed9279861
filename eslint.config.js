import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * The layers of docs/architecture.md: a folder under `app/` may import only from the folders it
 * lists (and from itself, `#app/paraglide` and the configuration, `#config/*`). Across folders,
 * imports go through the `#app/*` alias; relative imports reach only the same folder or below.
 */
const features = readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const layers = [
  { folder: 'routes', mayImport: ['shell', 'features', 'cms', 'ui', 'site', 'server'] },
  { folder: 'shell', mayImport: ['features', 'cms', 'ui', 'site', 'server'] },
  ...features.map((feature) => ({ folder: `features/${feature}`, mayImport: [`features/${feature}`, 'cms', 'ui', 'site', 'server'] })),
  { folder: 'cms', mayImport: ['ui', 'site', 'server'] },
  { folder: 'ui', mayImport: [] },
  { folder: 'site', mayImport: ['server'] },
  { folder: 'server', mayImport: [] },
]
const allFolders = ['routes', 'shell', 'features', 'cms', 'ui', 'site', 'server']

/** The import sources a layer may not use, as one regular expression. */
function forbiddenSources({ folder, mayImport }) {
  const allowed = new Set([folder, ...mayImport])
  const forbidden = allFolders.filter((name) => !allowed.has(name) && !(name === 'features' && folder.startsWith('features/')))
  const alternatives = forbidden.map((name) => `${name}/`)
  // a feature may import itself, never another feature
  if (folder.startsWith('features/')) alternatives.push(`features/(?!${folder.slice('features/'.length)}/)`)
  return alternatives.length === 0 ? undefined : `^#app/(${alternatives.join('|')})`
}

const parentImport = { regex: '^\\.\\./', message: 'Import from another folder through #app/... (relative imports stay in the same folder or below).' }

/** Server functions parse their input with `input(schema)` (app/server/input.ts), which makes bad data a 400. */
const serverFunctionInput = {
  selector: "CallExpression[callee.property.name='validator'][arguments.0.callee.name!='input']",
  message: 'Validate server-function input with .validator(input(schema)) from #app/server/input.ts.',
}

/**
 * An app reads the view its URL says one way, `useViewLocation` (app/site/view-location.ts, ADR 046):
 * its route's typed search on its own page, the catch-all's (`from: '/$'`) on a page an editor placed it on.
 */
const viewLocationRead = {
  selector: "CallExpression[callee.name=/^use(Search|Params|Match)$/] Property[key.name='from'][value.value='/$']",
  message: "Read a view's params with useViewLocation (#app/site/view-location.ts): one way on its own route and on the catch-all.",
}

function importRules(regex, message, { sameFolderOrBelow = true, syntax = [] } = {}) {
  const patterns = [...(sameFolderOrBelow ? [parentImport] : []), ...(regex ? [{ regex, message }] : [])]
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      // `import()` is not covered by no-restricted-imports
      ...patterns.map((pattern) => ({ selector: `ImportExpression[source.value=/${pattern.regex.replaceAll('/', '\\/')}/]`, message: pattern.message })),
      ...(sameFolderOrBelow ? [serverFunctionInput] : []),
      ...syntax,
    ],
  }
}

const layerConfigs = layers.map((layer) => ({
  files: [`app/${layer.folder}/**/*.{ts,tsx}`],
  rules: importRules(
    forbiddenSources(layer),
    `app/${layer.folder} may import only ${layer.mayImport.length ? layer.mayImport.map((name) => `app/${name}`).join(', ') : 'nothing of app/ but itself'} (docs/architecture.md): move what two layers share down.`,
    { syntax: layer.folder.startsWith('features/') ? [viewLocationRead] : [] },
  ),
}))

export default tseslint.config(
  // .stryker-tmp/: the sandbox of a mutation run under way (npm run mutation)
  {
    ignores: ['dist/', '.perf/', 'app/paraglide/', 'app/routeTree.gen.ts', 'test-results/', 'playwright-report/', 'node_modules/', '.stryker-tmp/', 'reports/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // the entry files at app/'s root: they start the router and the server, never import a route file
  { files: ['app/*.{ts,tsx}'], rules: importRules('^(#app/routes/|\\./routes/)', 'Only the route tree imports route files.') },
  ...layerConfigs,
  {
    // the configuration (brands, languages, constants, the environment's schema) is what every layer reads: it reads none of them
    files: ['config/**/*.ts'],
    rules: importRules('^#app/', 'config/ imports nothing of app/ (docs/architecture.md): every layer reads the configuration.'),
  },
  {
    // the embedded backend stands in for the upstreams: it speaks their contracts, not the site's code
    files: ['backend/**/*.ts'],
    rules: importRules('^#app/', 'The embedded backend does not import the site (app/): it implements the upstream contracts on its own.', {
      sameFolderOrBelow: false,
    }),
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
