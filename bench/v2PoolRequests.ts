import { getAddress, keccak256, toHex } from 'viem'
import type { BenchResult } from './benchResult.ts'
import { connectedRecordingPage, readRequestsOverBlocks, startTestApp } from './testApp.ts'

// /#/pool/v2 of account 0 with 50 saved pairs on top of the chain's tracked base pairs, wallet connected, once its
// LP cards are on screen: the JSON-RPC HTTP requests per new block over 10 blocks (issue #18: ≤ 2 with 50
// tracked pairs). Block polls (requests of eth_blockNumber only) are counted apart and reported on stderr.

const OUT_DIR = '.bench/v2-pool-dist'
const ACCOUNT = 0
const CHAIN_ID = 31337
const SAVED_PAIRS = 50
/** Account 0's LP cards on the devchain: WETH/DAI (held and staked, one card), WETH/USDC and DAI/USDC. */
const CARDS = 3
const BLOCKS = 10
const BLOCK_GAP_MS = 3_000

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/** A token address no contract lives at, derived from `label`. */
const tokenAt = (label: string) => getAddress(keccak256(toHex(label)).slice(0, 42))

/** The settings store as the app saves it, with `SAVED_PAIRS` pairs of tokens that have no pair on chain. */
function seededSettings(): string {
  const token = (address: string, symbol: string) => ({ chainId: CHAIN_ID, address, decimals: 18, symbol })
  const pairs = Object.fromEntries(
    Array.from({ length: SAVED_PAIRS }, (_, i) => {
      const a = token(tokenAt(`bench-a-${i}`), `A${i}`)
      const b = token(tokenAt(`bench-b-${i}`), `B${i}`)
      return [`${a.address};${b.address}`, { token0: a, token1: b }]
    }),
  )
  const state = {
    arbitrumAlphaAcknowledged: false,
    userDarkMode: null,
    matchesDarkMode: false,
    userExpertMode: false,
    userLocale: null,
    userSingleHopOnly: false,
    userHideClosedPositions: false,
    userApproveExact: false,
    userSlippageTolerance: 'auto',
    userSlippageToleranceHasBeenMigratedToAuto: true,
    userDeadline: 1800,
    tokens: {},
    pairs: { [CHAIN_ID]: pairs },
    timestamp: Date.now(),
    URLWarningVisible: true,
  }
  return `localStorage.setItem('dex:user', ${JSON.stringify(JSON.stringify({ version: 1, state }))})`
}

export async function benchV2PoolRequests(): Promise<BenchResult[]> {
  const app = await startTestApp(OUT_DIR)
  try {
    const { page, requests } = await connectedRecordingPage(app, ACCOUNT, '/pool/v2', {
      script: seededSettings(),
    })
    const cards = page.locator('[data-testid^="v2-position-0x"]')
    const deadline = Date.now() + 60_000
    while ((await cards.count()) < CARDS) {
      if (Date.now() > deadline) throw new Error(`Fewer than ${CARDS} LP cards on /pool/v2`)
      await sleep(200)
    }
    await sleep(BLOCK_GAP_MS)
    const { reads, polls, methods } = await readRequestsOverBlocks(app, requests, BLOCKS, BLOCK_GAP_MS)
    console.error(
      `v2-pool-requests: ${SAVED_PAIRS} saved pairs + the base pairs, ${BLOCKS} blocks: ${reads} read ` +
        `request(s), ${polls} block poll(s) not counted; methods: ${methods.join(', ')}`,
    )
    return [{ name: 'v2-pool-requests-per-block', value: reads / BLOCKS, unit: 'requests', budget: 2 }]
  } finally {
    for (const step of app.cleanup.reverse()) await step().catch(() => undefined)
  }
}
