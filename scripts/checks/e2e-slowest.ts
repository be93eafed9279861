/**
 * Where the e2e run's time goes: reads the JSON report Playwright writes beside `list`
 * (`test-results/e2e-report.json`, playwright.config.ts) and prints the specs by their summed test
 * time and the slowest tests. `node scripts/checks/e2e-slowest.ts [report] [--top N]`.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

interface Result {
  duration: number
  status: string
  retry: number
}
interface Spec {
  title: string
  file: string
  tests: Array<{ results: Result[] }>
}
interface Suite {
  title: string
  file: string
  specs?: Spec[]
  suites?: Suite[]
}
export interface Report {
  suites: Suite[]
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number }
}

interface TestTime {
  file: string
  title: string
  ms: number
  status: string
}

/** Every test of the report with the time of all its runs (retries included: they are time spent). */
export function testTimes(report: Report): TestTime[] {
  const times: TestTime[] = []
  const walk = (suite: Suite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        times.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          status: test.results.map((result) => result.status).join(','),
        })
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites) walk(suite, [])
  return times
}

/** The specs by the summed time of their tests, slowest first. */
export function specTimes(times: TestTime[]): Array<{ file: string; ms: number; tests: number }> {
  const byFile = new Map<string, { ms: number; tests: number }>()
  for (const time of times) {
    const entry = byFile.get(time.file) ?? { ms: 0, tests: 0 }
    byFile.set(time.file, { ms: entry.ms + time.ms, tests: entry.tests + 1 })
  }
  return [...byFile].map(([file, entry]) => ({ file, ...entry })).sort((a, b) => b.ms - a.ms)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const topAt = args.indexOf('--top')
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 25
  const file = args.find((arg, i) => !arg.startsWith('--') && i !== topAt + 1) ?? 'test-results/e2e-report.json'
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  const times = testTimes(report)
  const { stats } = report
  console.log(
    `wall clock ${seconds(stats.duration)}; summed test time ${seconds(times.reduce((sum, time) => sum + time.ms, 0))}; ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped\n`,
  )
  console.log('specs by summed test time:')
  for (const spec of specTimes(times)) console.log(`${seconds(spec.ms)}  ${String(spec.tests).padStart(3)} tests  ${spec.file}`)
  console.log(`\nthe ${top} slowest tests:`)
  for (const time of [...times].sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`${seconds(time.ms)}  ${time.file}  ${time.title}  (${time.status})`)
}
