// `npm test`: every check CI runs, in order, with one summary at the end. Each step runs even when an
// earlier one failed, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Counts = { passed: number; failed: number; skipped: number; flaky: number; flakyTitles: string[] }
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
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
      flaky: 0,
      flakyTitles: [],
    }
  }
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[]
  suites?: PlaywrightSuite[]
}

/** The titles of the tests that failed and then passed on their retry. */
function flakyTitles(suites: PlaywrightSuite[]): string[] {
  const titles: string[] = []
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.file && suite.title === suite.file ? path : [...path, suite.title]
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'flaky'))
        titles.push(`${spec.file}:${spec.line} › ${[...here, spec.title].filter(Boolean).join(' › ')}`)
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of suites) walk(suite, [])
  return titles
}

// Playwright retries a failed test once (playwright.config.ts). A test that passed only on its retry is
// counted as flaky, never as passed, and named in the summary: it is to be fixed, not left to the retry.
function playwrightCounts(file: string): () => Counts | null {
  return () => {
    if (!existsSync(file)) return null
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
      suites: PlaywrightSuite[]
    }
    return {
      passed: r.stats.expected,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
      flaky: r.stats.flaky,
      flakyTitles: flakyTitles(r.suites),
    }
  }
}

const unitJson = join(reportDir, 'unit.json')
const chainJson = join(reportDir, 'chain.json')
const e2eJson = join(reportDir, 'e2e.json')
// Written by tests/faults/run.ts (the fault matrix, which also prints its table).
const faultsJson = join(reportDir, 'faults.json')
const newcomerJson = join(reportDir, 'newcomer.json')

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
    // The README's `npm start` (dev server + embedded chain), driven as a newcomer uses it.
    name: 'newcomer',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.newcomer.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: newcomerJson },
    counts: playwrightCounts(newcomerJson),
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

const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
const flaky: string[] = []
console.log('\n=== summary')
for (const r of results) {
  const c = r.counts
  if (c) {
    total.passed += c.passed
    total.failed += c.failed
    total.skipped += c.skipped
    total.flaky += c.flaky
    flaky.push(...c.flakyTitles.map((title) => `${r.name} ${title}`))
  }
  const flakyDetail = c && c.flaky > 0 ? `, ${c.flaky} flaky` : ''
  const detail = c ? ` (${c.passed} passed${flakyDetail}, ${c.failed} failed, ${c.skipped} skipped)` : ''
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s${detail}`)
}
const failedSteps = results.filter((r) => !r.ok).length
// A failed step without test counts (typecheck, lint, boundaries) still counts as a failure.
const failed = total.failed + results.filter((r) => !r.ok && (r.counts?.failed ?? 0) === 0).length
const seconds = results.reduce((sum, r) => sum + r.seconds, 0)
console.log(
  `tests: ${total.passed} passed, ${total.flaky} flaky, ${failed} failed, ${total.skipped} skipped in ${(seconds / 60).toFixed(1)} min`,
)
for (const title of flaky) console.log(`flaky (passed only on retry): ${title}`)
process.exit(failedSteps > 0 ? 1 : 0)
