// The e2e fixtures plus a fault proxy between the app and the worker's chain (`rpcProxy`), a block producer
// (`liveChain`) and the matrix row each scenario fills in (`row`), recorded as a test annotation that
// tests/faults/run.ts turns into the table of docs/reliability.md.
import { test as e2eTest, expect } from '../e2e/fixtures.ts'
import { mine, setAutomine } from '../e2e/support/anvil.ts'
import { BAKED_LOCAL_RPC_URL } from '../e2e/support/constants.ts'
import { type FaultProxy, startFaultProxy } from './faultProxy.ts'

export const MATRIX_ANNOTATION = 'fault-matrix'

/** One row of the matrix: what a user met under one fault on one screen. */
export type MatrixRow = {
  fault: string
  screen: string
  /** What the user sees while the fault lasts. */
  sees: string
  /** Whether the rest of the app kept working during the fault (selector, settings, wallet modal…). */
  usable: string
  /** Whether the screen came back by itself once the fault stopped, without a reload. */
  recovered: string
  /** Whether a transaction recorded before the fault was still there after it (and after a reload). */
  records: string
}

/** The local chain mines only on transactions; a live chain makes blocks on its own. */
export type LiveChain = {
  /** Mines a block every `intervalMs` until `stop` (or the end of the test). */
  start(intervalMs?: number): void
  stop(): Promise<void>
}

type FaultFixtures = {
  /** Sits between the page and the worker's anvil for the whole test; starts forwarding faithfully. */
  rpcProxy: FaultProxy
  liveChain: LiveChain
  /** The test's matrix row; whatever it holds when the test ends is recorded (also when it fails). */
  row: MatrixRow
}

export const test = e2eTest.extend<FaultFixtures>({
  rpcProxy: async ({ page, chain }, use) => {
    const proxy = await startFaultProxy(chain.rpcUrl)
    // Registered after the e2e fixtures' route to the anvil, so it wins: the browser itself talks to the
    // proxy (a real connection that can be slow, refused, dropped or left hanging).
    await page.route(`${BAKED_LOCAL_RPC_URL}**`, (route) => route.continue({ url: proxy.url }))
    await use(proxy)
    await proxy.close()
  },

  liveChain: async ({ chain }, use) => {
    let timer: ReturnType<typeof setInterval> | undefined
    let mining: Promise<void> = Promise.resolve()
    const stop = async () => {
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
      await mining
    }
    await use({
      start(intervalMs = 1_000) {
        if (timer !== undefined) return
        timer = setInterval(() => {
          mining = mining.then(() => mine(chain.rpcUrl)).catch(() => {})
        }, intervalMs)
      },
      stop,
    })
    await stop()
    // Scenarios turn automine off to keep a transaction pending; the chain reset does not turn it back on.
    await setAutomine(chain.rpcUrl, true)
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  row: async ({}, use, testInfo) => {
    const row: MatrixRow = {
      fault: testInfo.title,
      screen: '?',
      sees: 'not reached',
      usable: 'not reached',
      recovered: 'not reached',
      records: '—',
    }
    await use(row)
    testInfo.annotations.push({ type: MATRIX_ANNOTATION, description: JSON.stringify(row) })
  },
})

export { expect }
