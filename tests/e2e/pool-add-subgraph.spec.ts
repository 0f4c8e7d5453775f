// The add page where the chain has a subgraph (spec 2 §7: feeTierDistribution and allV3Ticks; §8 'Graph stale'):
// the test build gives the local chain one (BAKED_SUBGRAPH_URL), which every other test refuses; here it answers
// — freshly, 25 blocks behind, or with a server error — and the page's fee tier and chart show which source won.
import type { Page } from '@playwright/test'
import { type Address, type PublicClient, parseAbi } from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_SUBGRAPH_URL } from './support/constants.ts'
import { answeredPreflight } from './support/cors.ts'
import { deployment } from './support/deployment.ts'
import { rpcCall } from './support/jsonRpc.ts'
import { tokenAddress } from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const TICK_LENS = deployment.contracts.TickLens as Address
const DAI = tokenAddress('DAI')
const WETH = tokenAddress('WETH')

/** The devchain's WETH/DAI pool of a tier. */
function poolOf(fee: number): Address {
  const pool = deployment.pools.v3.find(
    (p) =>
      p.fee === fee &&
      [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() ===
        [WETH.toLowerCase(), DAI.toLowerCase()].sort().join(),
  )
  if (!pool) throw new Error(`No WETH/DAI ${fee} pool on the devchain`)
  return pool.address
}

type GraphRequest = { query: string; variables: Record<string, unknown> }
type Answer = { status: number; body: unknown }

/** Answers the subgraph with `answer(request)`, and keeps each request it got. */
async function serveSubgraph(page: Page, answer: (request: GraphRequest) => Answer): Promise<GraphRequest[]> {
  const seen: GraphRequest[] = []
  await page.route(`${BAKED_SUBGRAPH_URL}**`, async (route) => {
    if (await answeredPreflight(route)) return
    const request = route.request()
    const body = JSON.parse(request.postData() ?? '{}') as GraphRequest
    seen.push(body)
    const { status, body: json } = answer(body)
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(json),
    })
  })
  return seen
}

/** A fee-tier distribution in which the 1 % pool holds nearly everything, indexed at `graphBlock`. */
function distribution(graphBlock: number) {
  const [token0] = [WETH, DAI].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
  const wethIsToken0 = token0 === WETH
  const pool = (feeTier: number, weth: number, dai: number) => ({
    feeTier: String(feeTier),
    totalValueLockedToken0: String(wethIsToken0 ? weth : dai),
    totalValueLockedToken1: String(wethIsToken0 ? dai : weth),
  })
  return {
    data: {
      _meta: { block: { number: graphBlock } },
      asToken0: [pool(10000, 900_000, 1_800_000_000), pool(3000, 1, 2000), pool(500, 1, 2000)],
      asToken1: [],
    },
  }
}

/**
 * `liquidity` as if it were all full range in `pool` (the 1 % tier's spacing is 200), indexed at `graphBlock`:
 * the app checks a tick list against the pool (the nets at or below the current tick add up to its liquidity).
 */
function ticks(pool: Address, graphBlock: number, liquidity: bigint) {
  const tick = (tickIdx: number, liquidityNet: bigint) => ({
    tickIdx: String(tickIdx),
    liquidityNet: liquidityNet.toString(),
    price0: '1',
    price1: '1',
    poolAddress: pool.toLowerCase(),
  })
  return {
    data: {
      _meta: { block: { number: graphBlock } },
      ticks: [tick(-887200, liquidity), tick(887200, -liquidity)],
    },
  }
}

const poolLiquidity = (client: PublicClient, pool: Address) =>
  client.readContract({
    address: pool,
    abi: parseAbi(['function liquidity() view returns (uint128)']),
    functionName: 'liquidity',
  })

async function latestBlock(rpcUrl: string): Promise<number> {
  return Number((await rpcCall(rpcUrl, 'eth_blockNumber', [])).result)
}

async function openAdd(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorizeSite()
  await page.goto(`/#${path}`)
  await expectConnected(page, wallet)
}

test.describe('v3 add liquidity with a subgraph', () => {
  test('a fresh subgraph chooses the tier (the 1 % pool holds the most) and draws the chart, with the TickLens down', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const block = await latestBlock(chain.rpcUrl)
    const pool = poolOf(10000)
    const liquidity = await poolLiquidity(chainClient, pool)
    const seen = await serveSubgraph(page, ({ query, variables }) => {
      if (query.includes('feeTierDistribution')) return { status: 200, body: distribution(block) }
      if (query.includes('allV3Ticks') && variables.poolAddress === pool.toLowerCase())
        return { status: 200, body: ticks(pool, block, liquidity) }
      return { status: 400, body: { errors: [{ message: 'unexpected query' }] } }
    })
    // PUSH1 0 PUSH1 0 REVERT: the chain cannot give the chart its ticks; only the subgraph can.
    expect((await rpcCall(chain.rpcUrl, 'anvil_setCode', [TICK_LENS, '0x60006000fd'])).error).toBeUndefined()

    await openAdd(page, wallet, `/add/ETH/${DAI}`)
    await expect(page).toHaveURL(new RegExp(`#/add/ETH/${DAI}/10000$`))
    await expect(page.getByTestId('fee-tier-picker')).toContainText('1% fee tier')
    await expect(page.getByTestId('range-chart').locator('svg path').first()).toBeVisible()
    await expect(page.getByTestId('range-chart-message')).toHaveCount(0)
    const tickQueries = seen.filter((r) => r.query.includes('allV3Ticks'))
    expect(tickQueries[0]?.variables).toEqual({ poolAddress: pool.toLowerCase(), skip: 0 })
    const shares = seen.find((r) => r.query.includes('feeTierDistribution'))
    expect(shares?.variables).toEqual({ token0: expect.any(String), token1: expect.any(String) })
  })

  test("a subgraph 25 blocks behind is ignored and reported as 'Graph stale': the chain's tier and ticks are used", async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const stale = (await latestBlock(chain.rpcUrl)) - 25
    const pool = poolOf(10000)
    const liquidity = await poolLiquidity(chainClient, pool)
    await serveSubgraph(page, ({ query }) =>
      query.includes('feeTierDistribution')
        ? { status: 200, body: distribution(stale) }
        : { status: 200, body: ticks(pool, stale, liquidity) },
    )
    const reports: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Graph stale')) reports.push(message.text())
    })
    await openAdd(page, wallet, `/add/ETH/${DAI}`)
    // The chain's own shares choose: the seeded WETH/DAI pools hold the most in the 0.3 % tier.
    await expect(page).toHaveURL(new RegExp(`#/add/ETH/${DAI}/3000$`))
    await expect(page.getByTestId('range-chart').locator('svg path').first()).toBeVisible()
    await expect.poll(() => reports.length).toBeGreaterThan(0)
  })

  test('a subgraph that answers 500: the page falls back to the chain and says nothing wrong', async ({
    page,
    wallet,
  }) => {
    const seen = await serveSubgraph(page, () => ({ status: 500, body: { error: 'internal' } }))
    await openAdd(page, wallet, `/add/ETH/${DAI}`)
    await expect(page).toHaveURL(new RegExp(`#/add/ETH/${DAI}/3000$`))
    await expect(page.getByTestId('range-chart').locator('svg path').first()).toBeVisible()
    await expect(page.getByTestId('range-chart-message')).toHaveCount(0)
    expect(seen.length).toBeGreaterThan(0)
  })
})
