import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { siteNodeOptions } from './server/local-server.ts'

const port = Number(process.env['E2E_PORT'] ?? 3210)
const backendPort = port + 1
/** A fresh data directory per run (the outbox, the embedded mailbox); workers inherit it from the runner. */
export const dataDir = (process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'site-e2e-')))

export const backendUrl = `http://127.0.0.1:${backendPort}`
/** A port for a test's own instance (or Redis), `offset` (2 to 99) above the e2e server's, so runs on other base ports never collide. */
export const extraPort = (offset: number): number => port + offset
/** The editor host: the embedded backend's stand-in page editor. */
export const editorOrigin = backendUrl
/** How long the e2e server keeps CMS data fresh. */
export const cacheTtlMs = 3000
/** The embedded backend's control token in the e2e run. */
export const backendControlToken = 'e2e-control-token'

/** e2e in Debian's Chromium against the production build (`npm run build` first). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // a test that fails once fails the run, in CI as everywhere (ADR 054, amendment of stop 49)
  retries: 0,
  timeout: 30_000,
  // `list` for people; the JSON report for `node scripts/checks/e2e-slowest.ts` (where the run's time goes)
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // visual baselines (e2e/visual.spec.ts): one file per view, the same on every machine of Debian's Chromium; review and update as README "Visual baselines" says
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // a pixel counts as changed past a colour distance of 0.05 (an image decoded a shade apart does not, a brand colour changed does)
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // recording a trace costs every test about an eighth of its time; CI keeps only its log, so it records none (ADR 054, amendment of stop 49)
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell of Chromium, the build Playwright runs headless tests in: the suite takes about 40 % less time than in the full browser (ADR 057)
      executablePath: process.env['HEADLESS_SHELL_PATH'] ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // the production build with production's options (ADR 023)
    command: `node ${siteNodeOptions.join(' ')} server/serve.ts`,
    url: `http://127.0.0.1:${port}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      BACKEND_PORT: String(backendPort),
      CMS_CACHE_TTL_MS: String(cacheTtlMs),
      CMS_URL: '',
      EDITOR_ORIGIN: '',
      BACKEND_CONTROL_TOKEN: backendControlToken,
      DATA_DIR: dataDir,
    },
  },
})
