import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, http, type PublicClient } from 'viem'
import {
  BAKED_LOCAL_RPC_URL,
  BAKED_OPTIMISM_RPC_URL,
  BAKED_ROUTING_API_URL,
  BAKED_SUBGRAPH_URL,
  BASE_URL_ENV,
} from './support/constants.ts'
import { answeredPreflight } from './support/cors.ts'
import { type E2eChain, resetWorkerChain, startWorkerChain } from './support/devchain.ts'
import { TestWallet } from './support/testWallet.ts'

type WorkerFixtures = {
  /** This worker's own anvil, started from the saved seeded state. */
  chain: E2eChain
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

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const CSP_BINDING = '__e2eCspViolation'

function isLocal(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    if (protocol === 'data:' || protocol === 'blob:') return true
    return LOCAL_HOSTS.has(hostname)
  } catch {
    return false
  }
}

async function guardPage(page: Page, chain: E2eChain, problems: string[]): Promise<void> {
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

  // Nothing leaves the machine: the app's offline behaviour is what the tests see.
  await page.route(
    (url) => !isLocal(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  // The quote API is down unless a test answers it: the app routes in the browser.
  await page.route(`${BAKED_ROUTING_API_URL}**`, (route) => route.abort('connectionrefused'))
  // Likewise the local chain's subgraph: the add page reads the chain unless a test answers it.
  await page.route(`${BAKED_SUBGRAPH_URL}**`, (route) => route.abort('connectionrefused'))
  // And Optimism's node, which only the test of the Optimism add flow runs.
  await page.route(`${BAKED_OPTIMISM_RPC_URL}**`, (route) => route.abort('connectionrefused'))
  // The build's local-chain URL goes to this worker's chain (registered last, so it is matched first).
  await routeNode(page, BAKED_LOCAL_RPC_URL, chain.rpcUrl)
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

export const test = base.extend<TestFixtures, WorkerFixtures>({
  chain: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const chain = await startWorkerChain()
      await use(chain)
      await chain.stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ baseURL }, use) => {
    const url = process.env[BASE_URL_ENV] ?? baseURL
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: the e2e global setup did not run`)
    await use(url)
  },

  // Automatic for every test: the chain back at its saved state, the page guarded and routed.
  pageProblems: [
    async ({ page, chain }, use) => {
      await resetWorkerChain(chain.rpcUrl)
      const problems: string[] = []
      await guardPage(page, chain, problems)
      await use(problems)
      expect(problems, 'uncaught page errors and CSP violations').toEqual([])
    },
    { auto: true },
  ],

  wallet: async ({ page, chain }, use) => {
    const wallet = new TestWallet(page, chain.rpcUrl, chain.accounts)
    await wallet.install()
    await use(wallet)
  },

  openTab: async ({ context, chain, pageProblems }, use) => {
    await use(async () => {
      const tab = await context.newPage()
      await guardPage(tab, chain, pageProblems)
      const wallet = new TestWallet(tab, chain.rpcUrl, chain.accounts)
      await wallet.install()
      return { page: tab, wallet }
    })
  },

  chainClient: async ({ chain }, use) => {
    await use(createPublicClient({ transport: http(chain.rpcUrl) }))
  },
})

export { expect }
