/**
 * The framework's floor: a bare TanStack Start app (root route with head and scripts, one index route,
 * Query SSR integration) built by the same toolchain from the same node_modules as the site, so the
 * site's figures can be read as ratios to it. Built in `.perf/bare`, served by srvx as Start's own
 * server entry serves it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bareDir = `${root}.perf/bare`

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Writes the bare app into `bareDir` and builds it with the site's Vite. */
export async function buildBareApp(): Promise<void> {
  const dir = bareDir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(`${dir}/src/routes`, { recursive: true })
  writeFileSync(
    `${dir}/vite.config.ts`,
    `import { defineConfig } from 'vite'\nimport { tanstackStart } from '@tanstack/react-start/plugin/vite'\nimport viteReact from '@vitejs/plugin-react'\nexport default defineConfig({ plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()] })\n`,
  )
  writeFileSync(
    `${dir}/src/router.tsx`,
    `import { QueryClient } from '@tanstack/react-query'\nimport { createRouter } from '@tanstack/react-router'\nimport { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'\nimport { routeTree } from './routeTree.gen'\nexport function getRouter() {\n  const queryClient = new QueryClient()\n  const router = createRouter({ routeTree, context: { queryClient } })\n  setupRouterSsrQueryIntegration({ router, queryClient })\n  return router\n}\n`,
  )
  writeFileSync(
    `${dir}/src/routes/__root.tsx`,
    `import type { QueryClient } from '@tanstack/react-query'\nimport { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'\nexport const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({\n  head: () => ({ meta: [{ charSet: 'utf-8' }, { title: 'Bare' }] }),\n  component: () => (\n    <html lang="en"><head><HeadContent /></head><body><Outlet /><Scripts /></body></html>\n  ),\n})\n`,
  )
  writeFileSync(
    `${dir}/src/routes/index.tsx`,
    `import { createFileRoute } from '@tanstack/react-router'\nexport const Route = createFileRoute('/')({ component: () => <main><h1>Bare</h1></main> })\n`,
  )
  writeFileSync(
    `${dir}/serve.ts`,
    `import { serve } from 'srvx'\nimport { staticMiddleware } from 'srvx/static'\nconst { default: app } = await import('./dist/server/server.js')\nconst assets = staticMiddleware({ dir: new URL('./dist/client', import.meta.url).pathname })\nserve({ port: Number(process.env.PORT), hostname: '127.0.0.1', silent: true, middleware: [assets], fetch: (r) => app.fetch(r) })\n`,
  )
  await run(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'error'], dir)
}

/** Serves the built bare app on `port` (production mode). */
export function startBareApp(port: number): ChildProcess {
  return spawn(process.execPath, ['serve.ts'], {
    cwd: bareDir,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
