import type { BenchResult } from './benchResult.ts'
import { connectedRecordingPage, readRequestsOverBlocks, startTestApp } from './testApp.ts'

// /#/pool of the devchain's market maker (account 9, positions #1–#24), wallet connected, once every card shows
// its badge: the JSON-RPC HTTP requests per new block over 10 blocks (quality.md: ≤ 2 with 20 positions).
// Requests that carry only eth_blockNumber are the block poll, counted apart and reported on stderr.

const OUT_DIR = '.bench/positions-dist'
const MARKET_MAKER = 9
const POSITIONS = 24
const BLOCKS = 10
const BLOCK_GAP_MS = 3_000

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

export async function benchPositionsRequests(): Promise<BenchResult[]> {
  const app = await startTestApp(OUT_DIR)
  try {
    const { page, requests } = await connectedRecordingPage(app, MARKET_MAKER, '/pool')
    const badges = page.locator('[data-testid^="position-"] [data-testid="range-badge"]')
    const deadline = Date.now() + 60_000
    while ((await badges.count()) < POSITIONS) {
      if (Date.now() > deadline) throw new Error(`Fewer than ${POSITIONS} cards with a badge on /pool`)
      await sleep(200)
    }
    await sleep(BLOCK_GAP_MS)
    const { reads, polls, methods } = await readRequestsOverBlocks(app, requests, BLOCKS, BLOCK_GAP_MS)
    console.error(
      `positions-requests: ${POSITIONS} positions, ${BLOCKS} blocks: ${reads} read request(s), ` +
        `${polls} block poll(s) not counted; methods: ${methods.join(', ')}`,
    )
    return [{ name: 'positions-requests-per-block', value: reads / BLOCKS, unit: 'requests', budget: 2 }]
  } finally {
    for (const step of app.cleanup.reverse()) await step().catch(() => undefined)
  }
}
