import { describe, expect, it } from 'vitest'
import { type ModuleScore, isBelowMinimum, moduleScores, mutationGate, scoreTable } from '../scripts/checks/mutation-report.ts'

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored'

/** A module of StrykerJS's JSON report with one mutant per status given, on lines 1, 2, 3 ... */
function moduleWith(...statuses: Status[]) {
  return {
    language: 'typescript',
    source: statuses.map(() => 'x').join('\n'),
    mutants: statuses.map((status, i) => ({
      id: String(i),
      mutatorName: 'ConditionalExpression',
      replacement: 'true',
      status,
      location: { start: { line: i + 1, column: 7 }, end: { line: i + 1, column: 12 } },
    })),
  }
}

const times = (n: number, status: Status): Status[] => Array.from({ length: n }, () => status)

describe('mutation report per module', () => {
  it('counts each module: killed and timed out count as detected, ignored and errors not at all', () => {
    const [row] = moduleScores({
      'app/site/rule.ts': moduleWith('Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError', 'RuntimeError'),
    })
    expect(row).toStrictEqual({
      module: 'app/site/rule.ts',
      mutants: 5,
      killed: 2,
      survived: 1,
      noCoverage: 1,
      timeout: 1,
      score: 60,
      undetected: ['4:7 ConditionalExpression -> "true" (Survived)', '5:7 ConditionalExpression -> "true" (NoCoverage)'],
    })
  })

  it('lists modules by path and what each lets through by line', () => {
    const late = moduleWith('Survived', 'Killed')
    late.mutants.reverse()
    const rows = moduleScores({ 'app/z.ts': moduleWith('Killed'), 'app/a.ts': late })
    expect(rows.map((row) => row.module)).toStrictEqual(['app/a.ts', 'app/z.ts'])
    expect(moduleScores({ 'app/a.ts': moduleWith('NoCoverage', 'Survived') })[0]?.undetected).toStrictEqual([
      '1:7 ConditionalExpression -> "true" (NoCoverage)',
      '2:7 ConditionalExpression -> "true" (Survived)',
    ])
  })

  it('prints a markdown table with one decimal, n/a for a module without valid mutants', () => {
    const rows = moduleScores({ 'app/a.ts': moduleWith('Killed', 'Killed', 'Survived'), 'app/b.ts': moduleWith('Ignored') })
    expect(scoreTable(rows)).toBe(
      [
        '| Module | Mutants | Killed | Survived | No coverage | Timeout | Score |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| app/a.ts | 3 | 2 | 1 | 0 | 0 | 66.7 % |',
        '| app/b.ts | 0 | 0 | 0 | 0 | 0 | n/a |',
      ].join('\n'),
    )
  })
})

describe('mutation gate', () => {
  const at = (score: number): ModuleScore => ({ module: 'm', mutants: 1, killed: 1, survived: 0, noCoverage: 0, timeout: 0, score, undetected: [] })

  it('holds a module at 90 % or more, and one without valid mutants', () => {
    expect(isBelowMinimum(at(90))).toBe(false)
    expect(isBelowMinimum(at(89.99))).toBe(true)
    expect(isBelowMinimum(at(Number.NaN))).toBe(false)
    expect(isBelowMinimum(at(94), 95)).toBe(true)
  })

  it('passes when every module reaches the minimum', () => {
    const { output, failed } = mutationGate({ 'app/a.ts': moduleWith(...times(9, 'Killed'), 'Survived'), 'app/b.ts': moduleWith('Ignored') })
    expect(failed).toBe(false)
    expect(output).toContain('| app/a.ts | 10 | 9 | 1 | 0 | 0 | 90.0 % |')
    expect(output.endsWith('Every module kills at least 90 % of its mutants.')).toBe(true)
  })

  it('fails when one module is below, naming it and each mutant its tests let through', () => {
    const { output, failed } = mutationGate({
      'app/a.ts': moduleWith(...times(10, 'Killed')),
      'app/b.ts': moduleWith(...times(8, 'Killed'), 'Survived', 'NoCoverage'),
    })
    expect(failed).toBe(true)
    expect(output.split('\n\n')[1]).toBe(
      [
        '1 of 2 modules kill fewer than 90 % of their mutants:',
        'app/b.ts (80.0 %)',
        '  app/b.ts:9:7 ConditionalExpression -> "true" (Survived)',
        '  app/b.ts:10:7 ConditionalExpression -> "true" (NoCoverage)',
      ].join('\n'),
    )
  })
})
