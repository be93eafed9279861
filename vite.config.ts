import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { paraglideVitePlugin } from '@inlang/paraglide-js'

/**
 * Code that every page runs goes into one chunk: split into the pieces rolldown would share with
 * lazy chunks, it compresses worse and costs requests. Lazy code (the editor library, apps such
 * as the site search, their libraries and zod/mini schemas) stays in chunks of its own.
 */
const everyPage =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core)[\w-]+|seroval|seroval-plugins|cookie-es|use-sync-external-store|tiny-invariant|tiny-warning)[\\/]|[\\/]app[\\/](site|cms|ui|routes|server)[\\/]|[\\/]paraglide[\\/]runtime\.js$|[\\/]app[\\/](router|start|routeTree\.gen)\.tsx?$|app\.config\.ts$/
const lazyOnly = /editor-page|[\\/]cms[\\/]editor\.ts|[\\/]cms[\\/]templates[\\/]reload\.tsx|not-found-help|[\\/]components[\\/](contact|location)-section\.tsx|[\\/]site[\\/]suggestion\.ts|[\\/]cms[\\/]editor-node\.ts/

export default defineConfig({
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [{ name: 'main', test: (id: string) => everyPage.test(id) && !lazyOnly.test(id) }],
            },
          },
        },
      },
    },
  },
  plugins: [
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './app/paraglide',
      // the language always comes from our URL grammar and is passed to messages explicitly
      strategy: ['baseLocale'],
    }),
    tanstackStart({
      srcDirectory: 'app',
      importProtection: { behavior: 'error' },
    }),
    viteReact(),
  ],
})
