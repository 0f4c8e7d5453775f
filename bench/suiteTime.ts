import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchResult } from './benchResult.ts'

// The whole suite (`npm test`: both lanes, every step) timed by the wall clock against quality.md's 15 minutes,
// with each step's time and the machine's speed (a fixed CPU loop) beside it. It runs the suite, so it is run
// only when named: `npm run bench -- suite-time`. Meant for an otherwise idle machine.

type SuiteReport = {
  wallSeconds: number
  budgetSeconds: number
  cpuLoopMs: number
  steps: { name: string; lane: string; ok: boolean; seconds: number }[]
  tests: { passed: number; failed: number; flaky: number; skipped: number }
}

export async function benchSuiteTime(): Promise<BenchResult[]> {
  const run = spawnSync('npx', ['tsx', 'scripts/test.ts'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const report = JSON.parse(
    readFileSync(join('test-results', 'reports', 'suite.json'), 'utf8'),
  ) as SuiteReport
  if (run.status !== 0 || report.tests.failed > 0)
    throw new Error(`the suite did not pass (${report.tests.failed} failed): its time says nothing`)
  return [
    {
      name: 'suite-time',
      value: Math.round(report.wallSeconds),
      unit: 's',
      budget: report.budgetSeconds,
      cpuLoopMs: report.cpuLoopMs,
      flaky: report.tests.flaky,
      steps: Object.fromEntries(report.steps.map((s) => [s.name, Math.round(s.seconds)])),
    },
  ]
}
