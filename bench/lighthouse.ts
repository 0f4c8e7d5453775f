import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serveCompressed } from '../scripts/serveCompressed.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/constants.ts'
import type { BenchResult } from './benchResult.ts'

// Lighthouse's mobile preset (performance only: its slow-4G and 4× CPU throttling) on /#/swap of the production
// build served with gzip, as a visitor on a phone gets it (issue #24): the median of three runs' score, FCP,
// LCP, TBT and CLS against the budgets. The production build reads mainnet; nothing beyond this
// machine answers here, so those requests fail at once, which delays no paint.

const OUT_DIR = '.bench/lighthouse-dist'
const RUNS = 3

type Run = { score: number; fcp: number; lcp: number; tbt: number; cls: number }

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export async function benchLighthouse(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get update && apt-get install -y chromium\`.`,
    )
  const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir'], { stdio: 'pipe' })
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr.toString().slice(-500)}`)
  const { server, url } = await serveCompressed(resolve(OUT_DIR))
  const runs: Run[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      // A fresh browser each run: nothing cached from the one before.
      const chrome = await launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
      })
      try {
        const result = await lighthouse(`${url}#/swap`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error('Lighthouse returned no result')
        // Each run's whole report, for finding out where the time goes (long tasks, render-blocking files).
        mkdirSync('.bench', { recursive: true })
        writeFileSync(`.bench/lighthouse-${i + 1}.json`, JSON.stringify(lhr))
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: Math.round(numeric('first-contentful-paint')),
          lcp: Math.round(numeric('largest-contentful-paint')),
          tbt: Math.round(numeric('total-blocking-time')),
          cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        })
      } finally {
        await chrome.kill()
      }
    }
  } finally {
    await new Promise<void>((done) => server.close(() => done()))
  }
  console.error(
    `lighthouse (mobile, gzip, ${RUNS} runs): ${runs.map((run) => JSON.stringify(run)).join(' ')}`,
  )
  const of = (key: keyof Run) => median(runs.map((run) => run[key]))
  return [
    { name: 'lighthouse-mobile-score', value: of('score'), unit: 'points', budget: 95, better: 'higher' },
    // Lighthouse's own "good" first contentful paint.
    { name: 'lighthouse-mobile-fcp', value: of('fcp'), unit: 'ms', budget: 1800 },
    { name: 'lighthouse-mobile-lcp', value: of('lcp'), unit: 'ms', budget: 2500 },
    { name: 'lighthouse-mobile-tbt', value: of('tbt'), unit: 'ms', budget: 150 },
    { name: 'lighthouse-mobile-cls', value: of('cls'), unit: 'score', budget: 0 },
  ]
}
