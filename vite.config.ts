import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { fontFallbacks } from './scripts/build/font-fallbacks.ts'

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean } | null
}

/**
 * The every-page chunk holds the client entry and what it uses through static imports, which
 * rolldown takes along with it (`includeDependenciesRecursively`): the framework, the router with
 * every route module (no part of a route is code-split, ADR 046), the shell and the parts of the
 * libraries and messages that code calls. It is one chunk: split into the pieces rolldown would
 * share with lazy chunks, the code compresses worse and costs requests. Everything only `import()`
 * reaches (apps, rare templates, the editor library, the consent manager), and a library's modules
 * that only such code calls (Query's `useQueries`, the store that TanStack Form and Table build
 * on), stays in chunks of its own, so a page pays for an app only when it holds one.
 */
const everyPageChunk = (id: string, graph: ModuleGraph): string | null => (graph.getModuleInfo(id)?.isEntry === true ? 'main' : null)

/**
 * Every message is called with the page's language (`{ locale: lang }`, the language of the URL,
 * ADR 001), so a message's fallback to Paraglide's `getLocale()` never answers in the browser;
 * with the one strategy we configure (`baseLocale`) it would answer the base language. In the
 * browser the messages take that answer from a module of two lines instead of the runtime, whose
 * locale detection (URL patterns, custom strategies, a reload on a change) would otherwise ride in
 * every page's first script (ADR 046, step six). The server keeps the runtime.
 */
const messagesLocale = (): Plugin => {
  const id = '\0messages-locale'
  const { baseLocale } = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as { baseLocale: string }
  return {
    name: 'messages-locale',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source, importer) => (source === '../runtime.js' && importer?.includes('/app/paraglide/messages/') ? id : undefined),
    load: (loading) =>
      loading === id ? `export const experimentalStaticLocale = undefined\nexport const getLocale = () => ${JSON.stringify(baseLocale)}` : undefined,
  }
}

/**
 * The generated route tree hands the root its children as an object keyed by each route's type
 * name (`Char123PrefixChar125Char123LangChar125SearchRoute: …`), and the router only reads the
 * object's values (`_addFileChildren` takes an array as well). In the browser build the object
 * becomes the array of its values, so its 37 keys (28 of them the typed routes' long names) leave
 * every page's first script (ADR 046, step seven). A generator that writes the tree otherwise
 * fails the build here rather than silently keeping the keys.
 */
const routeTreeChildren = (): Plugin => ({
  name: 'route-tree-children',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform: {
    filter: { id: /routeTree\.gen\.ts$/ },
    handler(code) {
      const children = /const rootRouteChildren(?:: RootRouteChildren)? = \{([\s\w:,]*)\}/
      const entries = children
        .exec(code)?.[1]
        ?.split(',')
        .filter((entry) => entry.trim() !== '')
      const routes = entries?.map((entry) => /^\s*\w+:\s*(\w+)\s*$/.exec(entry)?.[1])
      if (!routes?.length || routes.some((route) => route === undefined)) {
        this.error('routeTree.gen.ts: no `rootRouteChildren` object of `Key: Route` entries to turn into an array')
      }
      return { code: code.replace(children, `const rootRouteChildren = [${routes.join(', ')}]`), map: null }
    },
  },
})

export default defineConfig({
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
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [{ debugName: 'main', name: everyPageChunk }],
            },
          },
        },
      },
    },
  },
  plugins: [
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
    messagesLocale(),
    routeTreeChildren(),
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
})
