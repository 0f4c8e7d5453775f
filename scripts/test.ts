// `npm test`: every check CI runs, in order, with one summary at the end. Each step runs even when an
// earlier one failed, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Counts = { passed: number; failed: number; skipped: number }
type Step = { name: string; cmd: string[]; env?: Record<string, string>; counts?: () => Counts | null }

const reportDir = join('test-results', 'reports')
mkdirSync(reportDir, { recursive: true })

function vitestCounts(file: string): () => Counts | null {
  return () => {
    if (!existsSync(file)) return null
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numPendingTests: number
      numTodoTests: number
    }
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
  }
}

function playwrightCounts(file: string): () => Counts | null {
  return () => {
    if (!existsSync(file)) return null
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    }
    return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped }
  }
}

const unitJson = join(reportDir, 'unit.json')
const chainJson = join(reportDir, 'chain.json')
const e2eJson = join(reportDir, 'e2e.json')
// Written by tests/faults/run.ts (the fault matrix, which also prints its table).
const faultsJson = join(reportDir, 'faults.json')

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: ['npx', 'tsx', 'scripts/biome.ts', 'check', '.'] },
  { name: 'boundaries', cmd: ['npx', 'tsx', 'scripts/check-boundaries.ts'] },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitJson}`,
    ],
    counts: vitestCounts(unitJson),
  },
  {
    name: 'chain',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'chain',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${chainJson}`,
    ],
    counts: vitestCounts(chainJson),
  },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    counts: playwrightCounts(e2eJson),
  },
  {
    name: 'faults',
    cmd: ['npx', 'tsx', 'tests/faults/run.ts'],
    counts: playwrightCounts(faultsJson),
  },
]

const only = process.argv.slice(2)
const results: { name: string; ok: boolean; seconds: number; counts: Counts | null }[] = []
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`)
  const started = Date.now()
  const [bin, ...args] = step.cmd
  if (!bin) continue
  const run = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, ...step.env } })
  const ok = run.status === 0
  results.push({
    name: step.name,
    ok,
    seconds: (Date.now() - started) / 1000,
    counts: step.counts?.() ?? null,
  })
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
console.log('\n=== summary')
for (const r of results) {
  const c = r.counts
  if (c) {
    total.passed += c.passed
    total.failed += c.failed
    total.skipped += c.skipped
  }
  const detail = c ? ` (${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped)` : ''
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s${detail}`)
}
const failedSteps = results.filter((r) => !r.ok).length
// A failed step without test counts (typecheck, lint, boundaries) still counts as a failure.
const failed = total.failed + results.filter((r) => !r.ok && (r.counts?.failed ?? 0) === 0).length
console.log(`tests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`)
process.exit(failedSteps > 0 ? 1 : 0)
