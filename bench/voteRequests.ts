import { createPublicClient, http } from 'viem'
import type { BenchResult } from './benchResult.ts'
import {
  connectedRecordingPage,
  type RecordedRequest,
  readRequestsOverBlocks,
  startTestApp,
} from './testApp.ts'

// /#/vote of account 0, wallet connected, once the devchain's proposals of its three governors are listed: the
// JSON-RPC HTTP requests per new block over 10 blocks (issue #22: ≤ 2 once loaded), then a second visit (away
// to /swap and back, as a user would) and the eth_getLogs ranges it asks for that the first visit had read
// already (issue #22: none). Block polls are counted apart, as in the other request benches.

const OUT_DIR = '.bench/vote-dist'
const ACCOUNT = 0
const BLOCKS = 10
const BLOCK_GAP_MS = 3_000
const SETTLE_MS = 3_000

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/** The first block of every eth_getLogs filter the requests carried. */
function getLogsFromBlocks(requests: readonly RecordedRequest[]): number[] {
  return requests.flatMap((request) =>
    request.methods.flatMap((method, i) => {
      if (method !== 'eth_getLogs') return []
      const [filter] = (request.params[i] ?? []) as [{ fromBlock?: string } | undefined]
      return filter?.fromBlock ? [Number(filter.fromBlock)] : []
    }),
  )
}

export async function benchVoteRequests(): Promise<BenchResult[]> {
  const app = await startTestApp(OUT_DIR)
  try {
    const { page, requests } = await connectedRecordingPage(app, ACCOUNT, '/vote')
    const rows = page.getByTestId('proposal-list').getByRole('link')
    const deadline = Date.now() + 60_000
    while ((await rows.count()) === 0) {
      if (Date.now() > deadline) throw new Error('No proposals listed on /vote')
      await sleep(200)
    }
    const proposals = await rows.count()
    await sleep(SETTLE_MS)
    const { reads, polls, methods } = await readRequestsOverBlocks(app, requests, BLOCKS, BLOCK_GAP_MS)
    console.error(
      `vote-requests: ${proposals} proposals, ${BLOCKS} blocks: ${reads} read request(s), ${polls} block ` +
        `poll(s) not counted; methods: ${methods.join(', ')}`,
    )

    // Everything up to the chain's head now has been read by the first visit.
    const client = createPublicClient({ transport: http(app.chain.rpcUrl) })
    const readUpTo = Number(await client.getBlockNumber())
    const secondVisitFrom = requests.length
    await page.evaluate(() => {
      window.location.hash = '#/swap'
    })
    await page.getByTestId('amount-from').waitFor()
    await page.evaluate(() => {
      window.location.hash = '#/vote'
    })
    await rows.first().waitFor()
    await sleep(SETTLE_MS)
    const again = getLogsFromBlocks(requests.slice(secondVisitFrom))
    const reread = again.filter((from) => from <= readUpTo).length
    console.error(
      `vote-requests: second visit: ${again.length} eth_getLogs, ${reread} from a block the first visit read ` +
        `(up to ${readUpTo}); first blocks: ${again.join(', ') || 'none'}`,
    )
    return [
      { name: 'vote-requests-per-block', value: reads / BLOCKS, unit: 'requests', budget: 2 },
      { name: 'vote-second-visit-reread-logs', value: reread, unit: 'requests', budget: 0 },
    ]
  } finally {
    for (const step of app.cleanup.reverse()) await step().catch(() => undefined)
  }
}
