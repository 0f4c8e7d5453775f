// The range chart's main-thread work per brush move and per zoom step with 2,000 ticks (quality.md: ≤ 8 ms),
// in Chromium, without a chain: bench/chart renders the chart in a parent that feeds the range back, built with
// the app's React and Lingui plugins and served by `vite preview`. Every pointer move or zoom step waits for the
// next frame, so each one is drawn; CDP's TaskDuration (all main-thread tasks) over the steps, less the same steps
// made over the page outside the chart, is the chart's cost.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { findFreePort } from '../devchain/index.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/constants.ts'
import { linguiMacroPlugin } from '../vite.config.ts'
import type { BenchResult } from './benchResult.ts'
import { isLocal } from './testApp.ts'

const ROOT = resolve(import.meta.dirname, 'chart')
const ROUNDS = 5
const MOVES_PER_DRAG = 60
const WHEEL_STEPS = 20
const BUTTON_STEPS = 6
const BUDGET_MS = 8

/** The main thread's task time (wall time, the budget's measure) and CPU time: seconds, or ms a step (perStep). */
type MainThreadTime = { task: number; cpu: number }

async function mainThreadSeconds(cdp: CDPSession): Promise<MainThreadTime> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const task = metrics.find((metric) => metric.name === 'TaskDuration')
  if (!task) throw new Error('No TaskDuration metric')
  // CPU time does not grow when other processes hold the cores; printed beside the budget's numbers.
  const cpu = metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN
  return { task: task.value, cpu }
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))))

async function center(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not drawn`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The main-thread seconds `work` takes (the harness's own look-ups around it stay out of the count). */
async function measured(cdp: CDPSession, work: () => Promise<void>): Promise<MainThreadTime> {
  const start = await mainThreadSeconds(cdp)
  await work()
  const end = await mainThreadSeconds(cdp)
  return { task: end.task - start.task, cpu: end.cpu - start.cpu }
}

const add = (a: MainThreadTime, b: MainThreadTime): MainThreadTime => ({
  task: a.task + b.task,
  cpu: a.cpu + b.cpu,
})
const NONE: MainThreadTime = { task: 0, cpu: 0 }
/** Milliseconds a step. */
const perStep = (spent: MainThreadTime, steps: number): MainThreadTime => ({
  task: (spent.task * 1000) / steps,
  cpu: (spent.cpu * 1000) / steps,
})

/** Presses at `from`, moves `dx` pixels in MOVES_PER_DRAG frames, lets go. */
async function drag(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  for (let i = 1; i <= MOVES_PER_DRAG; i++) {
    await page.mouse.move(from.x + (dx * i) / MOVES_PER_DRAG, from.y)
    await nextFrame(page)
  }
  await page.mouse.up()
  await nextFrame(page)
}

async function brushRound(page: Page, cdp: CDPSession): Promise<MainThreadTime> {
  const changes = page.getByTestId('brush-changes')
  const before = Number(await changes.textContent())
  let spent = NONE
  for (const [selector, dx] of [
    ['.handle--e', 60],
    ['.handle--e', -60],
    ['.selection', -40],
    ['.selection', 40],
  ] as const) {
    const from = await center(page, selector)
    spent = add(spent, await measured(cdp, () => drag(page, from, dx)))
  }
  // Each drag must have gone out once as a new range (the screen's round trip is part of the cost).
  if (Number(await changes.textContent()) !== before + 4) throw new Error('The brush did not send its ranges')
  return perStep(spent, 4 * MOVES_PER_DRAG)
}

/** The same moves over the page outside the chart: what the browser and this harness cost by themselves. */
async function idleRound(page: Page, cdp: CDPSession): Promise<MainThreadTime> {
  const spent = await measured(cdp, async () => {
    for (let i = 1; i <= MOVES_PER_DRAG; i++) {
      await page.mouse.move(100 + i, 560)
      await nextFrame(page)
    }
  })
  return perStep(spent, MOVES_PER_DRAG)
}

/** How the liquidity area is placed: it changes with every zoom step. */
const areaPlacement = (page: Page) => page.getByTestId('range-chart-area').getAttribute('transform')

async function zoomRound(page: Page, cdp: CDPSession): Promise<MainThreadTime> {
  const chart = await center(page, '[data-testid="liquidity-chart"]')
  await page.mouse.move(chart.x, chart.y)
  let spent = NONE
  for (const deltaY of [-120, 120]) {
    const before = await areaPlacement(page)
    const wheel = await measured(cdp, async () => {
      for (let i = 0; i < WHEEL_STEPS / 2; i++) {
        await page.mouse.wheel(0, deltaY)
        await nextFrame(page)
      }
    })
    spent = add(spent, wheel)
    if ((await areaPlacement(page)) === before) throw new Error('The wheel did not zoom')
  }
  // The buttons from the keyboard (a click through the locator would add its own checks to the count). By test
  // id: the production build carries message ids, and this page loads no catalogue.
  for (const button of ['range-chart-zoom-in', 'range-chart-zoom-out']) {
    await page.getByTestId(button).focus()
    const before = await areaPlacement(page)
    const presses = await measured(cdp, async () => {
      for (let i = 0; i < BUTTON_STEPS / 2; i++) {
        await page.keyboard.press('Enter')
        await nextFrame(page)
      }
    })
    spent = add(spent, presses)
    if ((await areaPlacement(page)) === before) throw new Error(`${button} did not zoom`)
  }
  return perStep(spent, WHEEL_STEPS + BUTTON_STEPS)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const round2 = (value: number) => Math.round(value * 100) / 100

export async function benchRangeChart(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\`.`)
  const outDir = await mkdtemp(join(tmpdir(), 'range-chart-bench-'))
  const cleanup: (() => Promise<unknown>)[] = [() => rm(outDir, { recursive: true, force: true })]
  try {
    await build({
      root: ROOT,
      configFile: false,
      base: './',
      logLevel: 'warn',
      plugins: [linguiMacroPlugin(), react()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    })
    const port = await findFreePort()
    const server = await preview({
      root: ROOT,
      configFile: false,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    })
    cleanup.push(() => new Promise<void>((done) => server.httpServer.close(() => done())))
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    cleanup.push(() => browser.close())
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
    await page.route(
      (url) => !isLocal(url.href),
      (route) => route.abort('blockedbyclient'),
    )
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.locator('.handle--e').waitFor()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')

    // One of each first, so that the measured rounds run warm code.
    await brushRound(page, cdp)
    await zoomRound(page, cdp)
    const brush: MainThreadTime[] = []
    const zoom: MainThreadTime[] = []
    const idle: MainThreadTime[] = []
    for (let i = 0; i < ROUNDS; i++) {
      brush.push(await brushRound(page, cdp))
      zoom.push(await zoomRound(page, cdp))
      idle.push(await idleRound(page, cdp))
    }
    const list = (costs: MainThreadTime[], key: keyof MainThreadTime) =>
      costs.map((cost) => round2(cost[key])).join(', ')
    console.error(
      `range-chart: ms of main-thread tasks per brush move ${list(brush, 'task')}; per zoom step ${list(zoom, 'task')}; ` +
        `per move outside the chart (browser and harness alone, included above) ${list(idle, 'task')}. ` +
        `Main-thread CPU ms (unaffected by other load on the machine): brush ${list(brush, 'cpu')}; ` +
        `zoom ${list(zoom, 'cpu')}; outside ${list(idle, 'cpu')}`,
    )
    // The budget is the chart's own work: each step's main-thread time less what the same step costs over the page
    // outside the chart in the same round (Chromium's input handling, the frame, this harness's round trips), which
    // is most of the raw figure and no part of the chart.
    const own = (costs: MainThreadTime[]) =>
      round2(Math.max(0, median(costs.map((cost, i) => cost.task - (idle[i]?.task ?? Number.NaN)))))
    const medianTask = (costs: MainThreadTime[]) => round2(median(costs.map((cost) => cost.task)))
    return [
      {
        name: 'range-chart-brush-ms',
        value: own(brush),
        unit: 'ms',
        budget: BUDGET_MS,
        rawMs: medianTask(brush),
        outsideMs: medianTask(idle),
      },
      {
        name: 'range-chart-zoom-ms',
        value: own(zoom),
        unit: 'ms',
        budget: BUDGET_MS,
        rawMs: medianTask(zoom),
        outsideMs: medianTask(idle),
      },
    ]
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined)
  }
}
