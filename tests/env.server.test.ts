import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// each test loads the configuration module afresh: it parses the configuration once per process
beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllEnvs())

const load = () => import('#app/server/env.server.ts')

describe("the site's configuration (app/server/env.server.ts)", () => {
  it("the launcher's settings count over the process environment", async () => {
    vi.stubEnv('CMS_URL', 'http://cms.from-env.example')
    vi.stubEnv('DATA_DIR', '/from-env')
    const { configureServer, serverEnv } = await load()
    configureServer({ CMS_URL: 'http://embedded.example:3001', LOG_TRANSPORT: '/readable-log.ts' })
    expect(serverEnv()).toMatchObject({ CMS_URL: 'http://embedded.example:3001', LOG_TRANSPORT: '/readable-log.ts', DATA_DIR: '/from-env' })
  })

  it('is read once: a later change of the environment changes nothing, and settings given after the first read are refused', async () => {
    vi.stubEnv('DATA_DIR', '/first')
    const { configureServer, serverEnv } = await load()
    expect(serverEnv().DATA_DIR).toBe('/first')
    vi.stubEnv('DATA_DIR', '/second')
    expect(serverEnv().DATA_DIR).toBe('/first')
    expect(() => configureServer({ DATA_DIR: '/late' })).toThrow('The configuration was read before the launcher configured the site.')
  })

  it.each([
    ['production', undefined, undefined, false, false],
    ['development', undefined, undefined, true, true],
    ['test', undefined, undefined, true, true],
    ['production', '1', '1', true, true],
    ['development', '0', '0', false, false],
  ])('NODE_ENV %s, AUTHORING %s, STYLE_GUIDE %s: editor mode %s, style guide %s', async (nodeEnv, authoring, styleGuide, editor, guide) => {
    vi.stubEnv('NODE_ENV', nodeEnv)
    const { authoringEnabled, configureServer, styleGuideServed } = await load()
    configureServer({ ...(authoring ? { AUTHORING: authoring } : {}), ...(styleGuide ? { STYLE_GUIDE: styleGuide } : {}) })
    expect([authoringEnabled(), styleGuideServed()]).toEqual([editor, guide])
  })
})
