import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteNodeOptions } from '../scripts/local-server.ts'

const file = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')

// the benchmarks start the site as production does: the options their figures were measured with (ADR 023)
describe("the site process's Node options", () => {
  it('are the ones npm start and npm run serve give it', () => {
    const scripts = (JSON.parse(file('package.json')) as { scripts: Record<string, string> }).scripts
    expect(scripts['start']).toContain(`node ${siteNodeOptions.join(' ')} scripts/serve.ts`)
    expect(scripts['serve']).toBe(`node ${siteNodeOptions.join(' ')} scripts/serve.ts`)
  })

  it('are the ones the container starts it with', () => {
    const command = /^CMD (\[.*\])$/m.exec(file('Dockerfile'))?.[1]
    expect(command && JSON.parse(command)).toEqual(['node', ...siteNodeOptions, 'scripts/serve.ts'])
  })
})
