import { type Address, createTestClient, http } from 'viem'
import { expectConnected } from '../tests/e2e/support/app.ts'
import { BAKED_LOCAL_RPC_URL, BAKED_ROUTING_API_URL } from '../tests/e2e/support/constants.ts'
import { TestWallet } from '../tests/e2e/support/testWallet.ts'
import type { BenchResult } from './benchResult.ts'
import { isLocal, startTestApp } from './testApp.ts'

// /#/pool of the devchain's market maker (account 9, positions #1–#24), wallet connected, once every card shows
// its badge: the JSON-RPC HTTP requests per new block over 10 blocks (quality.md: ≤ 2 with 20 positions).
// Requests that carry only eth_blockNumber are the block poll, which goes on every second whatever the page
// shows: they are counted apart and reported on stderr.

const OUT_DIR = '.bench/positions-dist'
const MARKET_MAKER = 9
const POSITIONS = 24
const BLOCKS = 10
const BLOCK_GAP_MS = 3_000

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

function methodsOf(body: string | null): string[] {
  try {
    const payload: unknown = JSON.parse(body ?? '')
    const items = Array.isArray(payload) ? payload : [payload]
    return items.map((item) => String((item as { method?: unknown } | null)?.method ?? '?'))
  } catch {
    return ['(unparsable body)']
  }
}

export async function benchPositionsRequests(): Promise<BenchResult[]> {
  const { chain, baseUrl, browser, cleanup } = await startTestApp(OUT_DIR)
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage()

    const requests: { at: number; methods: string[] }[] = []
    await page.route(
      (url) => !isLocal(url.href),
      (route) => route.abort('blockedbyclient'),
    )
    await page.route(`${BAKED_ROUTING_API_URL}**`, (route) => route.abort('connectionrefused'))
    await page.route(`${BAKED_LOCAL_RPC_URL}**`, async (route) => {
      const request = route.request()
      if (request.method() === 'OPTIONS') {
        await route.fulfill({
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': 'content-type',
          },
        })
        return
      }
      requests.push({ at: Date.now(), methods: methodsOf(request.postData()) })
      const response = await route.fetch({ url: chain.rpcUrl })
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': '*' },
      })
    })
    // tsx keeps function names with a `__name` helper that functions serialized into the page need too.
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
    const accounts = chain.deployment.accounts.map((account) => account.address as Address)
    const wallet = new TestWallet(page, chain.rpcUrl, accounts)
    await wallet.install()
    await wallet.switchAccount(MARKET_MAKER)
    wallet.authorizeSite()
    await page.goto(`${baseUrl}#/pool`)
    await expectConnected(page, wallet)
    const badges = page.locator('[data-testid^="position-"] [data-testid="range-badge"]')
    const deadline = Date.now() + 60_000
    while ((await badges.count()) < POSITIONS) {
      if (Date.now() > deadline) throw new Error(`Fewer than ${POSITIONS} cards with a badge on /pool`)
      await sleep(200)
    }
    await sleep(BLOCK_GAP_MS)

    const node = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    const start = Date.now()
    for (let i = 0; i < BLOCKS; i++) {
      await node.mine({ blocks: 1 })
      await sleep(BLOCK_GAP_MS)
    }
    const measured = requests.filter((r) => r.at >= start)
    const polls = measured.filter((r) => r.methods.every((m) => m === 'eth_blockNumber'))
    const reads = measured.length - polls.length
    console.error(
      `positions-requests: ${POSITIONS} positions, ${BLOCKS} blocks: ${reads} read request(s), ` +
        `${polls.length} block poll(s) not counted; methods: ${[
          ...new Set(measured.flatMap((r) => r.methods)),
        ].join(', ')}`,
    )
    return [{ name: 'positions-requests-per-block', value: reads / BLOCKS, unit: 'requests', budget: 2 }]
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined)
  }
}
