import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const file = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')

// the semver npm checks `engines` with (through the build tools it is in node_modules)
const semver: { satisfies(version: string, range: string): boolean } = createRequire(import.meta.url)('semver')

interface LockedPackage {
  version?: string
  optional?: boolean
  engines?: { node?: string }
}
const lock = JSON.parse(file('package-lock.json')) as { packages: Record<string, LockedPackage> }
const pkg = JSON.parse(file('package.json')) as { engines: { node: string }; dependencies: Record<string, string> }

/** Every Node release line's x.y.0 from 18 to 26: enough to tell two ranges apart. */
const candidates = Array.from({ length: 9 }, (_, major) => Array.from({ length: 41 }, (__, minor) => `${major + 18}.${minor}.0`)).flat()

/** The Node versions npm may run on without a warning: those every locked package supports. */
const supported = candidates.filter((version) =>
  Object.entries(lock.packages).every(
    ([path, entry]) => path === '' || entry.optional === true || entry.engines?.node === undefined || semver.satisfies(version, entry.engines.node),
  ),
)

/** Where a run of supported versions starts: `22.19.0` (below it the 22 line is not), `24.11.0`. */
const floors = supported.filter((version) => !supported.includes(candidates[candidates.indexOf(version) - 1] ?? ''))

// npm checks every package's `engines` against the Node that runs npm (not the one the scripts run on): what the
// project says it needs must be what its packages need, or a newcomer on an older Node gets a wall of EBADENGINE
describe('the Node versions the project names agree with what its packages need', () => {
  it("package.json's engines admit exactly the versions every locked package supports", () => {
    expect(supported.length).toBeGreaterThan(0)
    expect(candidates.filter((version) => semver.satisfies(version, pkg.engines.node))).toEqual(supported)
  })

  it('the README names the same floors, and the Node the scripts run on is one of them', () => {
    expect(floors).toEqual(['22.19.0', '24.11.0'])
    const readme = file('README.md')
    for (const floor of floors) expect(readme).toContain(floor.replace(/\.0$/, ''))
    const bundled = lock.packages['node_modules/node']?.version ?? ''
    expect(semver.satisfies(bundled, pkg.engines.node)).toBe(true)
    expect(semver.satisfies(bundled, pkg.dependencies['node'] ?? '')).toBe(true)
    expect(file('.nvmrc').trim()).toBe(bundled.split('.')[0])
  })
})
