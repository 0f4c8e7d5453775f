import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, http, type PublicClient } from 'viem'
import {
  BASE_URL_ENV,
  RUN_CHAIN_FLAVOR,
  workerChainAddress,
  workerChromiumArgs,
} from './support/constants.ts'
import { answeredPreflight } from './support/cors.ts'
import { type E2eChain, resetWorkerChain, startWorkerChain } from './support/devchain.ts'
import { standInOutsideHosts } from './support/outsideHosts.ts'
import { TestWallet } from './support/testWallet.ts'

type WorkerFixtures = {
  /** This worker's own anvil, started from the saved seeded state (the run's chain: RUN_CHAIN_FLAVOR). */
  chain: E2eChain
}

type Options = {
  /** The environment variable holding the served app's URL (tests/replica serves two production builds). */
  baseUrlEnv: string
}

type TestFixtures = {
  /** The injected EIP-6963 / window.ethereum wallet, installed on `page` before it loads. */
  wallet: TestWallet
  /** A viem client reading this worker's chain directly (not through the app). */
  chainClient: PublicClient
  /** Uncaught page errors and CSP violations so far; each test fails if any remain at its end. */
  pageProblems: string[]
  /** Opens another tab in the same browser context, guarded and routed like `page`, with its own wallet. */
  openTab: () => Promise<{ page: Page; wallet: TestWallet }>
}

const CSP_BINDING = '__e2eCspViolation'

/**
 * Watches `page` for uncaught errors and CSP violations. Nothing is routed: the worker's browser resolves the
 * build's chain host to the worker's anvil and no other host name at all (`workerChromiumArgs`), so nothing leaves
 * the machine and the app's offline behaviour is what the tests see; the test build's quote API, subgraph and
 * Optimism node sit on a loopback port where nothing listens (connection refused) unless a test routes them.
 */
async function guardPage(page: Page, problems: string[]): Promise<void> {
  page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.stack ?? error.message}`))
  await page.exposeBinding(CSP_BINDING, (_source, report: string) =>
    problems.push(`CSP violation: ${report}`),
  )
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
      const send = (window as unknown as Record<string, (r: string) => void>)[binding]
      send?.(report)
    })
  }, CSP_BINDING)
}

/** Sends the page's JSON-RPC requests to `bakedUrl` on to the node at `rpcUrl` (with CORS, as a node answers). */
export async function routeNode(page: Page, bakedUrl: string, rpcUrl: string): Promise<void> {
  await page.route(`${bakedUrl}**`, async (route) => {
    if (await answeredPreflight(route)) return
    try {
      const response = await route.fetch({ url: rpcUrl })
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': '*' },
      })
    } catch {
      // The test ended (its page closed) while the node was answering: nobody waits for this answer, and the
      // rejection must not surface as an error outside any test. Any other failure reaches the app as a
      // network error, which the test then sees.
      await route.abort('failed').catch(() => undefined)
    }
  })
}

export const test = base.extend<TestFixtures & Options, WorkerFixtures>({
  baseUrlEnv: [BASE_URL_ENV, { option: true }],

  // Each worker's browser resolves the build's chain host to that worker's anvil.
  launchOptions: [
    async ({ launchOptions }, use, workerInfo) => {
      await use({ ...launchOptions, args: workerChromiumArgs(workerInfo.parallelIndex) })
    },
    { scope: 'worker' },
  ],

  chain: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use, workerInfo) => {
      const chain = await startWorkerChain(workerChainAddress(workerInfo.parallelIndex), RUN_CHAIN_FLAVOR)
      await use(chain)
      await chain.stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ baseURL, baseUrlEnv }, use) => {
    const url = process.env[baseUrlEnv] ?? baseURL
    if (!url) throw new Error(`${baseUrlEnv} is not set: the e2e global setup did not run`)
    await use(url)
  },

  // Automatic for every test: the chain back at its saved state, the page guarded and routed.
  pageProblems: [
    async ({ page, context, chain }, use) => {
      await resetWorkerChain(chain)
      await standInOutsideHosts(context)
      const problems: string[] = []
      await guardPage(page, problems)
      await use(problems)
      expect(problems, 'uncaught page errors and CSP violations').toEqual([])
    },
    { auto: true },
  ],

  wallet: async ({ page, chain }, use) => {
    const wallet = new TestWallet(page, chain.rpcUrl, chain.accounts)
    wallet.startOn(chain.chainId)
    await wallet.install()
    await use(wallet)
  },

  openTab: async ({ context, chain, pageProblems }, use) => {
    await use(async () => {
      const tab = await context.newPage()
      await guardPage(tab, pageProblems)
      const wallet = new TestWallet(tab, chain.rpcUrl, chain.accounts)
      wallet.startOn(chain.chainId)
      await wallet.install()
      return { page: tab, wallet }
    })
  },

  chainClient: async ({ chain }, use) => {
    await use(createPublicClient({ transport: http(chain.rpcUrl) }))
  },
})

export { expect }
