import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { fontFallbacks } from './scripts/build/font-fallbacks.ts'

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null
}

const routeModule = /[\\/]app[\\/]routes[\\/]/
/** Libraries, and the message modules that `paraglide/messages.js` lists (each follows the code that uses it). */
const dependency = /[\\/]node_modules[\\/]|[\\/]paraglide[\\/]messages[\\/]/
/** The libraries every page runs (React, the router, Query, Start's client); others load with what uses them. */
const frameworkDependency =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core|react-form|form-core|pacer-lite|devtools-event-client)[\w-]+|seroval|seroval-plugins|cookie-es|use-sync-external-store|tiny-invariant|tiny-warning)[\\/]/

/**
 * True for the modules every page runs: the framework's libraries, and the site's modules that
 * the client entry or a route module reaches by static imports. They go into one chunk: split
 * into the pieces rolldown would share with lazy chunks, they compress worse and cost requests.
 * Everything imported only by `import()` (apps, rare templates, the editor library, the consent
 * manager) stays in chunks of its own, so a page pays for an app only when it holds one. Other
 * libraries and messages are left out on purpose: a static import that tree-shaking removes (every
 * message in `messages.js`) would otherwise pull what only lazy code uses into every page.
 */
function loadedOnEveryPage(id: string, graph: ModuleGraph, verdicts: Map<string, boolean>): boolean {
  if (dependency.test(id)) return frameworkDependency.test(id)
  const known = verdicts.get(id)
  if (known !== undefined) return known
  verdicts.set(id, false) // an import cycle adds nothing
  const info = graph.getModuleInfo(id)
  const verdict = info !== null && (info.isEntry || routeModule.test(id) || info.importers.some((importer) => loadedOnEveryPage(importer, graph, verdicts)))
  verdicts.set(id, verdict)
  return verdict
}

export default defineConfig(() => {
  let verdicts = new Map<string, boolean>()
  return {
    server: { port: 3000 },
    // a metric-matched fallback face for every web font family (ADR 039)
    css: { postcss: { plugins: [fontFallbacks()] } },
    build: {
      // the sizes the chunk table lists are no check of ours (the Lighthouse gate and e2e/templates.spec.ts measure what pages load); gzipping each chunk for it costs seconds
      reportCompressedSize: false,
      rolldownOptions: {
        // which plugin took how long of a build: TanStack Start's import protection and server functions always do, a report on every build says nothing new
        checks: { bundlerTimings: false },
      },
    },
    environments: {
      client: {
        build: {
          sourcemap: process.env['SOURCEMAP'] === '1',
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'main',
                    name: (id: string, graph: ModuleGraph) => {
                      if (id.endsWith('.css')) return null
                      return loadedOnEveryPage(id, graph, verdicts) ? 'main' : null
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    plugins: [
      {
        name: 'every-page-chunk-reset',
        // one verdict per build: the module graph is new every time
        buildStart: () => {
          verdicts = new Map()
        },
      },
      {
        name: 'precompress-client-files',
        // the edge serves a file's `.br`/`.gz` copy as it is (app/server/edge/static-files.server.ts)
        writeBundle(options, bundle) {
          if (this.environment.name !== 'client' || !options.dir) return
          for (const fileName of Object.keys(bundle)) {
            if (!/\.(js|mjs|css|svg|json|txt)$/.test(fileName)) continue
            const path = join(options.dir, fileName)
            const bytes = readFileSync(path)
            if (bytes.byteLength < 1024) continue
            writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
            writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
          }
        },
      },
      paraglideVitePlugin({
        project: './project.inlang',
        outdir: './app/paraglide',
        // the language always comes from our URL grammar and is passed to messages explicitly
        strategy: ['baseLocale'],
      }),
      tanstackStart({
        srcDirectory: 'app',
        importProtection: { behavior: 'error' },
        // no route part split off: every route module goes into the every-page chunk (`loadedOnEveryPage`), where a split part costs a wrapper and a module namespace and saves nothing (ADR 046)
        router: { codeSplittingOptions: { defaultBehavior: [] } },
      }),
      viteReact(),
    ],
  }
})
