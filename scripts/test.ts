// `npm test`: every check CI runs, with one summary at the end. Each step runs even when an earlier one failed, so
// one run shows everything that is wrong; the exit code is non-zero if any failed.
//
// The steps run in two lanes side by side (docs/testing-speed.md): the browser lane (the e2e test build, end to
// end, the production build on the mainnet replica, the fault matrix, the newcomer) leaves part of the two cores idle while it waits on pages, chains and
// timers, and the checks lane (typecheck, lint, boundaries, unit, chain, mostly one core) runs in those gaps. The
// browser lane's output streams as it comes; each checks step's output is kept and printed whole when it ends,
// so the two never interleave line by line. `npm test -- unit e2e` runs only the named steps.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { TEST_BROWSER_PATH } from '../tests/e2e/support/constants.ts'

type Counts = { passed: number; failed: number; skipped: number; flaky: number; flakyTitles: string[] }
type Lane = 'checks' | 'browser'
type Step = {
  name: string
  lane: Lane
  cmd: string[]
  env?: Record<string, string>
  counts?: () => Counts | null
}

/** The whole suite's budget on this project's machine kind (quality.md); the summary says when a run passed it. */
const BUDGET_SECONDS = 15 * 60

/**
 * The machine's speed beside the suite's time, so that a slow machine is told from a slow suite: the milliseconds
 * of a fixed integer loop on one core (about 1,100 ms on the machine docs/testing-speed.md measured on).
 */
function cpuLoopMs(): number {
  const started = performance.now()
  let x = 0
  for (let i = 0; i < 300_000_000; i++) x = (x + i * 7) % 1_000_003
  // Uses the result, so that the loop cannot be optimized away.
  if (x < 0) console.log(x)
  return Math.round(performance.now() - started)
}

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100

/** Seconds of CPU the whole machine spent busy (all cores, /proc/stat), or null where there is no /proc. */
function machineBusySeconds(): number | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? []
    // user nice system idle iowait irq softirq steal …: everything but idle and iowait is busy.
    const busy = cpu.reduce((sum, ticks, i) => (i === 3 || i === 4 ? sum : sum + ticks), 0)
    return busy / TICKS_PER_SECOND
  } catch {
    return null
  }
}

type ProcessTicks = Map<string, { name: string; ticks: number }>

/**
 * The CPU ticks so far of every process on the machine, by pid and start time (a pid can be reused), with its
 * name; empty where there is no /proc.
 */
function processTicks(): ProcessTicks {
  const found: ProcessTicks = new Map()
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return found
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime and stime are fields 14 and 15 of the line, starttime 22 (11, 12 and 19 after the name).
      found.set(`${pid}@${fields[19]}`, { name, ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // The process ended while the list was read.
    }
  }
  return found
}

/**
 * What the processes that were already running when the suite started (other programs, the kernel's own threads
 * such as memory reclaim) used of the CPU while it ran, by name, busiest first. The suite's own processes all start
 * after it, so none of them is counted.
 */
function othersCpu(before: ProcessTicks, after: ProcessTicks): { name: string; seconds: number }[] {
  const byName = new Map<string, number>()
  for (const [key, { name, ticks }] of after) {
    const earlier = before.get(key)
    if (!earlier || ticks <= earlier.ticks || key.startsWith(`${process.pid}@`)) continue
    byName.set(name, (byName.get(name) ?? 0) + (ticks - earlier.ticks) / TICKS_PER_SECOND)
  }
  return [...byName]
    .map(([name, seconds]) => ({ name, seconds: Math.round(seconds) }))
    .sort((x, y) => y.seconds - x.seconds)
}

const reportDir = join('test-results', 'reports')
const logDir = join('test-results', 'logs')
mkdirSync(reportDir, { recursive: true })
mkdirSync(logDir, { recursive: true })

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
const replicaJson = join(reportDir, 'replica.json')

// The e2e and fault steps share the test build of the `build` step (E2E_SKIP_BUILD=1).
const sharedBuild = { E2E_SKIP_BUILD: '1' }

const steps: Step[] = [
  { name: 'typecheck', lane: 'checks', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', lane: 'checks', cmd: ['npx', 'tsx', 'scripts/biome.ts', 'check', '.'] },
  { name: 'boundaries', lane: 'checks', cmd: ['npx', 'tsx', 'scripts/check-boundaries.ts'] },
  {
    name: 'unit',
    lane: 'checks',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitJson}`,
    ],
    counts: vitestCounts(unitJson),
  },
  {
    name: 'chain',
    lane: 'checks',
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
  { name: 'build', lane: 'browser', cmd: ['npx', 'tsx', 'tests/e2e/support/buildTestApp.ts'] },
  {
    name: 'e2e',
    lane: 'browser',
    cmd: ['npx', 'playwright', 'test', '--reporter=dot,json'],
    env: { ...sharedBuild, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    counts: playwrightCounts(e2eJson),
  },
  {
    // The production build (`npm run build`, twice: VITE_RPC_URL_1 only, and no setting at all) on the mainnet
    // replica: the e2e tests tagged @replica and tests/replica, with the standard injected wallet.
    name: 'replica',
    lane: 'browser',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.replica.config.ts', '--reporter=dot,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: replicaJson },
    counts: playwrightCounts(replicaJson),
  },
  {
    name: 'faults',
    lane: 'browser',
    cmd: ['npx', 'tsx', 'tests/faults/run.ts'],
    env: sharedBuild,
    counts: playwrightCounts(faultsJson),
  },
  {
    // The README's `npm start` (dev server + embedded chain), driven as a newcomer uses it.
    name: 'newcomer',
    lane: 'browser',
    cmd: ['npx', 'playwright', 'test', '-c', 'playwright.newcomer.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: newcomerJson },
    counts: playwrightCounts(newcomerJson),
  },
]

type Result = { name: string; lane: Lane; ok: boolean; seconds: number; counts: Counts | null }

/** Runs one step; the browser lane's output goes straight to the terminal, a checks step's is kept for its end. */
function runStep(step: Step): Promise<Result> {
  const started = Date.now()
  const live = step.lane === 'browser'
  const [bin, ...args] = step.cmd
  const logFile = join(logDir, `${step.name}.log`)
  if (live) console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`)
  return new Promise((done) => {
    const child = spawn(bin ?? 'false', args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    })
    const log = live ? null : createWriteStream(logFile)
    child.stdout?.pipe(log ?? process.stdout, { end: false })
    child.stderr?.pipe(log ?? process.stderr, { end: false })
    child.on('close', (code) => {
      const finish = () => {
        const seconds = (Date.now() - started) / 1000
        if (!live) {
          console.log(`\n=== ${step.name} (${seconds.toFixed(1)} s): ${step.cmd.join(' ')}`)
          console.log(readFileSync(logFile, 'utf8').trimEnd())
          console.log(`=== end of ${step.name}`)
        }
        done({ name: step.name, lane: step.lane, ok: code === 0, seconds, counts: step.counts?.() ?? null })
      }
      if (log) log.end(finish)
      else finish()
    })
  })
}

async function runLane(lane: Lane, selected: Step[]): Promise<Result[]> {
  const results: Result[] = []
  for (const step of selected.filter((s) => s.lane === lane)) results.push(await runStep(step))
  return results
}

const only = process.argv.slice(2)
const selected = steps.filter((step) => only.length === 0 || only.includes(step.name))
// Asked for e2e or faults without the build step: their global setup builds as before.
if (!selected.some((step) => step.name === 'build'))
  for (const step of selected) if (step.env?.E2E_SKIP_BUILD) delete step.env.E2E_SKIP_BUILD
const cpuMs = cpuLoopMs()
console.log(`machine: the fixed CPU loop took ${cpuMs} ms (about 1,100 on the reference machine)`)
console.log(`browser tests: ${TEST_BROWSER_PATH}`)
const suiteStarted = Date.now()
const busyAtStart = machineBusySeconds()
const processesAtStart = processTicks()
const byLane = await Promise.all([runLane('checks', selected), runLane('browser', selected)])
const wallSeconds = (Date.now() - suiteStarted) / 1000
const busyAtEnd = machineBusySeconds()
// What else the machine did meanwhile: a run slowed by other work is a busy machine, not a slow suite
// (docs/testing-speed.md).
const others = othersCpu(processesAtStart, processTicks())
const machineBusy = busyAtStart !== null && busyAtEnd !== null ? Math.round(busyAtEnd - busyAtStart) : null
const results = steps.flatMap((step) => byLane.flat().filter((r) => r.name === step.name))

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
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.lane.padEnd(7)}${detail}`,
  )
}
for (const [lane, laneResults] of [
  ['checks', byLane[0]],
  ['browser', byLane[1]],
] as const) {
  const seconds = laneResults.reduce((sum, r) => sum + r.seconds, 0)
  if (laneResults.length > 0) console.log(`     lane ${lane.padEnd(8)}${seconds.toFixed(1).padStart(6)} s`)
}
const failedSteps = results.filter((r) => !r.ok).length
// A failed step without test counts (typecheck, lint, boundaries) still counts as a failure.
const failed = total.failed + results.filter((r) => !r.ok && (r.counts?.failed ?? 0) === 0).length
console.log(
  `tests: ${total.passed} passed, ${total.flaky} flaky, ${failed} failed, ${total.skipped} skipped in ${(wallSeconds / 60).toFixed(1)} min (wall clock, both lanes)`,
)
if (only.length === 0 && wallSeconds > BUDGET_SECONDS)
  console.log(
    `over budget: the whole suite took ${(wallSeconds / 60).toFixed(1)} min, more than ${BUDGET_SECONDS / 60} (quality.md); see docs/testing-speed.md`,
  )
for (const title of flaky) console.log(`flaky (passed only on retry): ${title}`)
console.log(`machine: the fixed CPU loop took ${cpuMs} ms (about 1,100 on the reference machine)`)
if (machineBusy !== null) {
  const othersTotal = others.reduce((sum, other) => sum + other.seconds, 0)
  const busiest = others
    .filter((other) => other.seconds > 0)
    .slice(0, 3)
    .map((other) => `${other.name} ${other.seconds} s`)
  console.log(
    `machine: ${machineBusy} s of CPU busy over ${wallSeconds.toFixed(0)} s on ${availableParallelism()} cores; processes already running before the suite ${othersTotal} s${busiest.length > 0 ? ` (${busiest.join(', ')})` : ''}`,
  )
}
// For the bench `suite-time` and anyone comparing runs.
writeFileSync(
  join(reportDir, 'suite.json'),
  JSON.stringify(
    {
      wallSeconds,
      budgetSeconds: BUDGET_SECONDS,
      cpuLoopMs: cpuMs,
      browser: TEST_BROWSER_PATH,
      cpuSeconds: { machineBusy, others },
      complete: only.length === 0,
      steps: results.map(({ name, lane, ok, seconds }) => ({ name, lane, ok, seconds })),
      tests: { ...total, failed },
    },
    null,
    2,
  ),
)
process.exit(failedSteps > 0 ? 1 : 0)
