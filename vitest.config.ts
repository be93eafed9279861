import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 15_000,
    // a worker per core: Vitest's default leaves one core idle, which on CI's two is half the machine (ADR 054, amendment of stop 49)
    maxWorkers: '100%',
    // starting the embedded backend takes a few seconds on a busy machine
    hookTimeout: 30_000,
    // the site's JSON log stays out of the test report
    env: { LOG_LEVEL: 'silent' },
  },
})
