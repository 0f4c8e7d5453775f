import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { type Address, createTestClient, http } from 'viem'
import { preview } from 'vite'
import { ensureState, findFreePort, type RunningDevchain, startDevchain } from '../devchain/index.ts'
import { expectConnected } from '../tests/e2e/support/app.ts'
import {
  BAKED_LOCAL_RPC_URL,
  BAKED_ROUTING_API_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '../tests/e2e/support/constants.ts'
import { answeredPreflight } from '../tests/e2e/support/cors.ts'
import { TestWallet } from '../tests/e2e/support/testWallet.ts'

const ROOT = resolve(import.meta.dirname, '..')
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a page request stays on this machine (the benches abort every other one, like the e2e tests). */
export function isLocal(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname)
  } catch {
    return false
  }
}

export type TestApp = {
  chain: RunningDevchain
  /** The app's address, served by `vite preview` of the test build. */
  baseUrl: string
  browser: Browser
  /** Closes the browser, the server and the chain, in that order; runs the caller's own steps first. */
  cleanup: (() => Promise<void>)[]
}

/**
 * A benchmark's own app: the test-mode build (the local chain in it, its RPC URL baked to a placeholder the bench
 * routes to its anvil, a quote API that refuses connections), a fresh devchain from the saved state, the build
 * served by `vite preview`, and Debian's Chromium. Run the returned cleanup steps in reverse when done.
 *
 * `mode: 'development'` builds the development mode's app instead, minified like a production build: the local
 * chain without the e2e test hooks (which load wagmi's wallet and public clients at once), for measuring what a
 * visitor's browser loads.
 */
export async function startTestApp(
  outDir: string,
  { mode = 'test' }: { mode?: 'test' | 'development' } = {},
): Promise<TestApp> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get update && apt-get install -y chromium\`.`,
    )
  await ensureState()
  const build = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // Vite's default for a build in any mode, kept whatever the caller's environment says: React's and the
        // packages' production code.
        NODE_ENV: 'production',
        VITE_LOCAL_RPC_URL: BAKED_LOCAL_RPC_URL,
        VITE_ROUTING_API_URL: BAKED_ROUTING_API_URL,
      },
      encoding: 'utf8',
    },
  )
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr.slice(-500)}`)

  const cleanup: (() => Promise<void>)[] = []
  try {
    const chain = await startDevchain({ port: await findFreePort(), host: '127.0.0.1' })
    cleanup.push(chain.stop)
    const port = await findFreePort()
    const server = await preview({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    })
    cleanup.push(() => new Promise<void>((done) => server.httpServer.close(() => done())))
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    cleanup.push(() => browser.close())
    return { chain, baseUrl: `http://127.0.0.1:${port}/`, browser, cleanup }
  } catch (error) {
    for (const step of cleanup.reverse()) await step().catch(() => undefined)
    throw error
  }
}

/** One JSON-RPC HTTP request of the page: when it left, the methods it carried and their params. */
export type RecordedRequest = { at: number; methods: string[]; params: unknown[] }

function callsOf(body: string | null): { methods: string[]; params: unknown[] } {
  try {
    const payload: unknown = JSON.parse(body ?? '')
    const items = (Array.isArray(payload) ? payload : [payload]) as ({
      method?: unknown
      params?: unknown
    } | null)[]
    return {
      methods: items.map((item) => String(item?.method ?? '?')),
      params: items.map((item) => item?.params),
    }
  } catch {
    return { methods: ['(unparsable body)'], params: [] }
  }
}

/**
 * Routes `page`'s requests as the benches need: the test build's baked RPC URL to the app's anvil (each request
 * given to `record`), the quote API refused, and every request leaving the machine aborted.
 */
export async function routeToChain(
  page: Page,
  app: Pick<TestApp, 'chain'>,
  record: (request: RecordedRequest) => void = () => undefined,
): Promise<void> {
  await page.route(
    (url) => !isLocal(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  await page.route(`${BAKED_ROUTING_API_URL}**`, (route) => route.abort('connectionrefused'))
  await page.route(`${BAKED_LOCAL_RPC_URL}**`, async (route) => {
    if (await answeredPreflight(route)) return
    const request = route.request()
    record({ at: Date.now(), ...callsOf(request.postData()) })
    const response = await route.fetch({ url: app.chain.rpcUrl })
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    })
  })
}

/**
 * A page of the test app with the test wallet connected as `account`, opened at `path`, every JSON-RPC request
 * to the chain recorded (nothing leaves the machine; the quote API refuses). `beforeLoad` runs in the page
 * before the app does (to seed storage).
 */
export async function connectedRecordingPage(
  app: TestApp,
  account: number,
  path: string,
  beforeLoad?: { script: string },
): Promise<{ page: Page; requests: RecordedRequest[] }> {
  const { chain, browser, baseUrl } = app
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage()
  const requests: RecordedRequest[] = []
  await routeToChain(page, app, (request) => requests.push(request))
  // tsx keeps function names with a `__name` helper that functions serialized into the page need too.
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  if (beforeLoad) await page.addInitScript({ content: beforeLoad.script })
  const accounts = chain.deployment.accounts.map((a) => a.address as Address)
  const wallet = new TestWallet(page, chain.rpcUrl, accounts)
  await wallet.install()
  await wallet.switchAccount(account)
  wallet.authorizeSite()
  await page.goto(`${baseUrl}#${path}`)
  await expectConnected(page, wallet)
  return { page, requests }
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * Mines `blocks` blocks `gapMs` apart and counts the page's read requests since the first: requests that carry
 * only eth_blockNumber are the block poll, which goes on every second whatever the page shows, and are counted
 * apart.
 */
export async function readRequestsOverBlocks(
  app: TestApp,
  requests: readonly RecordedRequest[],
  blocks: number,
  gapMs: number,
): Promise<{ reads: number; polls: number; methods: string[] }> {
  const node = createTestClient({ mode: 'anvil', transport: http(app.chain.rpcUrl) })
  const start = Date.now()
  for (let i = 0; i < blocks; i++) {
    await node.mine({ blocks: 1 })
    await sleep(gapMs)
  }
  const measured = requests.filter((r) => r.at >= start)
  const polls = measured.filter((r) => r.methods.every((m) => m === 'eth_blockNumber')).length
  return {
    reads: measured.length - polls,
    polls,
    methods: [...new Set(measured.flatMap((r) => r.methods))],
  }
}
