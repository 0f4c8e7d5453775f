import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import { governorBravoAbi, uniAbi } from '../devchain/build/abis.ts'
import { loadDeployment } from '../devchain/index.ts'
import type { BenchResult } from './benchResult.ts'
import {
  connectedRecordingPage,
  type RecordedRequest,
  readRequestsOverBlocks,
  startTestApp,
} from './testApp.ts'

// /#/vote of account 0, wallet connected, once the devchain's proposals of its three governors and 5 more (10 in
// all, as issue #22 asks) are listed: the
// JSON-RPC HTTP requests per new block over 10 blocks (issue #22: ≤ 2 once loaded), then a second visit (away
// to /swap and back, as a user would) and the eth_getLogs ranges it asks for that the first visit had read
// already (issue #22: none). Block polls are counted apart, as in the other request benches.

const OUT_DIR = '.bench/vote-dist'
const ACCOUNT = 0
const BLOCKS = 10
const BLOCK_GAP_MS = 3_000
const SETTLE_MS = 3_000

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/** Proposals the bench adds to the devchain's 5, on Governor Bravo, each by its own proposer. */
const EXTRA_PROPOSALS = 5

/**
 * Adds `count` proposals on Governor Bravo (one live proposal per proposer): account 0 lends its votes to each
 * of accounts 3, 4, … in turn, which proposes, then takes them back.
 */
async function addProposals(rpcUrl: string, count: number): Promise<void> {
  const deployment = loadDeployment()
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  const wallet = createWalletClient({ transport })
  const lender = deployment.accounts[0]?.address as Address
  const uni = deployment.tokens.UNI.address
  const governor = deployment.contracts.GovernorBravo
  const send = async (hash: Promise<`0x${string}`>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash })
    if (receipt.status !== 'success') throw new Error('a bench set-up transaction reverted')
  }
  const lendVotesTo = (delegatee: Address) =>
    send(
      wallet.writeContract({
        account: lender,
        chain: null,
        address: uni,
        abi: uniAbi,
        functionName: 'delegate',
        args: [delegatee],
      }),
    )
  for (let i = 0; i < count; i++) {
    const proposer = deployment.accounts[3 + i]?.address as Address
    await lendVotesTo(proposer)
    await send(
      wallet.writeContract({
        account: proposer,
        chain: null,
        address: governor,
        abi: governorBravoAbi,
        functionName: 'propose',
        args: [
          [uni],
          [0n],
          ['balanceOf(address)'],
          [`0x${'0'.repeat(64)}`],
          `# Bench proposal ${i + 1}\n\nListed to measure /vote.`,
        ],
      }),
    )
  }
  await lendVotesTo(lender)
}

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
    await addProposals(app.chain.rpcUrl, EXTRA_PROPOSALS)
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
