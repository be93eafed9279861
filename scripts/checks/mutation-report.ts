/**
 * The gate of `npm run mutation`: reads StrykerJS's JSON report, prints one row per module and
 * fails when a module's tests kill fewer than `minimumScore` % of its mutants, listing what they
 * let through (docs/decisions/037-mutation-gate-per-module.md). The scores are Stryker's own
 * (mutation-testing-metrics): killed and timed-out mutants over all valid ones, so a mutant no
 * test runs counts against its module; mutants Stryker ignores (`// Stryker disable`, static
 * ones) and those that do not compile do not count.
 *
 * `node scripts/checks/mutation-report.ts [report.json]`, by default reports/mutation/mutation.json.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { calculateMetrics } from 'mutation-testing-metrics'

export const minimumScore = 90

type FileResult = Parameters<typeof calculateMetrics>[0][string]

export interface ModuleScore {
  module: string
  /** Valid mutants: killed, survived, not covered, timed out. */
  mutants: number
  killed: number
  survived: number
  noCoverage: number
  timeout: number
  /** Per cent detected (killed or timed out); NaN for a module without valid mutants. */
  score: number
  /** `line:column mutator -> replacement (status)` of each mutant the tests let through. */
  undetected: string[]
}

export function moduleScores(files: Record<string, FileResult>): ModuleScore[] {
  return Object.entries(files)
    .map(([module, file]) => {
      const { metrics } = calculateMetrics({ [module]: file })
      const undetected = file.mutants
        .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
        .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column)
        .map(
          ({ location: { start }, mutatorName, replacement, status }) =>
            `${start.line}:${start.column} ${mutatorName} -> ${JSON.stringify(replacement ?? '')} (${status})`,
        )
      return {
        module,
        mutants: metrics.totalValid,
        killed: metrics.killed,
        survived: metrics.survived,
        noCoverage: metrics.noCoverage,
        timeout: metrics.timeout,
        score: metrics.mutationScore,
        undetected,
      }
    })
    .sort((a, b) => a.module.localeCompare(b.module))
}

/** Below the minimum; a module without valid mutants has nothing to kill. */
export function isBelowMinimum(row: ModuleScore, minimum = minimumScore): boolean {
  return row.score < minimum
}

function formatScore(score: number): string {
  return Number.isNaN(score) ? 'n/a' : `${score.toFixed(1)} %`
}

/** A markdown table: module, mutants, killed, survived, no coverage, timeout, score. */
export function scoreTable(rows: ModuleScore[]): string {
  const lines = [
    '| Module | Mutants | Killed | Survived | No coverage | Timeout | Score |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) => `| ${row.module} | ${row.mutants} | ${row.killed} | ${row.survived} | ${row.noCoverage} | ${row.timeout} | ${formatScore(row.score)} |`,
    ),
  ]
  return lines.join('\n')
}

/** What the gate prints, and whether it fails. */
export function mutationGate(files: Record<string, FileResult>, minimum = minimumScore): { output: string; failed: boolean } {
  const rows = moduleScores(files)
  const below = rows.filter((row) => isBelowMinimum(row, minimum))
  const verdict =
    below.length === 0
      ? `Every module kills at least ${minimum} % of its mutants.`
      : [
          `${below.length} of ${rows.length} modules kill fewer than ${minimum} % of their mutants:`,
          ...below.flatMap((row) => [`${row.module} (${formatScore(row.score)})`, ...row.undetected.map((mutant) => `  ${row.module}:${mutant}`)]),
        ].join('\n')
  return { output: `${scoreTable(rows)}\n\n${verdict}`, failed: below.length > 0 }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] ?? 'reports/mutation/mutation.json'
  const report: { files: Record<string, FileResult> } = JSON.parse(readFileSync(path, 'utf8'))
  const { output, failed } = mutationGate(report.files)
  console.log(output)
  if (failed) process.exitCode = 1
}
