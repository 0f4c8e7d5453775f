// `npm run faults`: runs the fault matrix (playwright.faults.config.ts), prints it as a markdown table and, with
// --write-doc, writes it into docs/reliability.md between the fault-matrix markers. `npm test` runs it without
// --write-doc. Other arguments go to Playwright (e.g. `-g 'HTTP 500'`). Exits with Playwright's status.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { MatrixRow } from './fixtures.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const JSON_REPORT = join(ROOT, 'test-results', 'reports', 'faults.json')
const DOC = join(ROOT, 'docs', 'reliability.md')
const START = '<!-- fault-matrix:start -->'
const END = '<!-- fault-matrix:end -->'
const ANNOTATION = 'fault-matrix'
const KNOWN_BUG = 'known-bug'
const SCREEN_ORDER = [
  'swap (quote)',
  'swap (pending tx)',
  'token selector',
  'wallet modal',
  'settings',
  'confirm swap',
]

type Annotation = { type: string; description?: string }
type JsonTest = {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped'
  annotations?: Annotation[]
  results: { annotations?: Annotation[]; duration: number }[]
}
type JsonSuite = { title: string; specs?: { title: string; tests: JsonTest[] }[]; suites?: JsonSuite[] }
type JsonReport = { suites: JsonSuite[]; stats: { duration: number } }

type Outcome = { row: MatrixRow; verdict: string; knownBug: string | null }

const args = process.argv.slice(2)
const writeDoc = args.includes('--write-doc')
const playwrightArgs = args.filter((arg) => arg !== '--write-doc')

mkdirSync(dirname(JSON_REPORT), { recursive: true })
rmSync(JSON_REPORT, { force: true })
const started = Date.now()
const run = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'playwright.faults.config.ts', '--reporter=list,json', ...playwrightArgs],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: JSON_REPORT } },
)
const wallSeconds = (Date.now() - started) / 1000

function outcomes(report: JsonReport): Outcome[] {
  const found: Outcome[] = []
  const walk = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const last = t.results.at(-1)
        const annotations = [...(last?.annotations ?? []), ...(t.annotations ?? [])]
        const rowNote = annotations.find((a) => a.type === ANNOTATION)
        const bugNote = annotations.find((a) => a.type === KNOWN_BUG)
        const row: MatrixRow = rowNote?.description
          ? (JSON.parse(rowNote.description) as MatrixRow)
          : { fault: spec.title, screen: '?', sees: '?', usable: '?', recovered: '?', records: '?' }
        const knownBug = bugNote?.description ?? null
        const verdict =
          t.status === 'skipped'
            ? 'skipped'
            : t.status === 'expected'
              ? knownBug
                ? 'known bug'
                : 'pass'
              : t.status === 'flaky'
                ? 'FLAKY'
                : 'FAIL'
        found.push({ row, verdict, knownBug })
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  const rank = (screen: string) => {
    const index = SCREEN_ORDER.indexOf(screen)
    return index < 0 ? SCREEN_ORDER.length : index
  }
  return found.sort((a, b) => rank(a.row.screen) - rank(b.row.screen))
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function table(rows: Outcome[]): string {
  const lines = [
    '| fault | screen | what the user sees during the fault | usable | recovered by itself once the fault stopped | transaction record | result |',
    '|---|---|---|---|---|---|---|',
  ]
  for (const { row, verdict } of rows) {
    lines.push(
      `| ${[row.fault, row.screen, row.sees, row.usable, row.recovered, row.records, verdict].map(cell).join(' | ')} |`,
    )
  }
  return lines.join('\n')
}

if (!existsSync(JSON_REPORT)) {
  console.error(`faults: no report at ${JSON_REPORT}`)
  process.exit(run.status ?? 1)
}
const report = JSON.parse(readFileSync(JSON_REPORT, 'utf8')) as JsonReport
const rows = outcomes(report)
const bugs = [...new Set(rows.flatMap((r) => (r.knownBug ? [r.knownBug] : [])))]
const counts = (verdict: string) => rows.filter((r) => r.verdict === verdict).length
const summary = `${rows.length} scenarios: ${counts('pass')} pass, ${counts('known bug')} show a known bug, ${rows.length - counts('pass') - counts('known bug')} other; Playwright ${(report.stats.duration / 1000).toFixed(0)} s, ${wallSeconds.toFixed(0)} s with the build`
const markdown = [
  table(rows),
  '',
  `${summary}.`,
  ...(bugs.length > 0
    ? [
        '',
        'Known bugs: their scenarios pass while the bug shows exactly at the recovery check, and fail once it is fixed (remove the mark then):',
        ...bugs.map((b) => `- ${b}`),
      ]
    : []),
].join('\n')

console.log(`\n=== fault matrix\n\n${markdown}\n`)

if (writeDoc) {
  const block = `${START}\n<!-- generated by \`npm run faults\` on ${new Date().toISOString().slice(0, 10)}; do not edit by hand -->\n\n${markdown}\n\n${END}`
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Reliability\n'
  const from = doc.indexOf(START)
  const to = doc.indexOf(END)
  const next =
    from >= 0 && to > from
      ? doc.slice(0, from) + block + doc.slice(to + END.length)
      : `${doc.trimEnd()}\n\n${block}\n`
  writeFileSync(DOC, next)
  console.log(`faults: wrote the table into ${DOC}`)
}

process.exit(run.status ?? 1)
