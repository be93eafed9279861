import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteNodeOptions } from '../server/local-server.ts'

const file = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')

// the benchmarks start the site as production does: the options their figures were measured with (ADR 023)
describe("the site process's Node options", () => {
  it('are the ones npm start and npm run serve give it', () => {
    const scripts = (JSON.parse(file('package.json')) as { scripts: Record<string, string> }).scripts
    expect(scripts['start']).toContain(`node ${siteNodeOptions.join(' ')} server/serve.ts`)
    expect(scripts['serve']).toBe(`node ${siteNodeOptions.join(' ')} server/serve.ts`)
  })

  it('are the ones every script that measures or checks the build starts it with: all start it through startBuiltSite', () => {
    const scripts = ['scripts', 'server'].flatMap((folder) =>
      readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.ts'))
        .map((path) => `${folder}/${path}`),
    )
    expect(scripts.length).toBeGreaterThan(10)
    const starting = scripts.filter((path) => file(path).includes("'server/serve.ts'"))
    expect(starting).toEqual(['server/local-server.ts'])
  })

  it('are the ones the container starts it with', () => {
    const command = /^CMD (\[.*\])$/m.exec(file('Dockerfile'))?.[1]
    expect(command && JSON.parse(command)).toEqual(['node', ...siteNodeOptions, 'server/serve.ts'])
  })
})
