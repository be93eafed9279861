import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { paraglideVitePlugin } from '@inlang/paraglide-js'

export default defineConfig({
  server: { port: 3000 },
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
