import type { Page } from '@playwright/test'
import { encodePacked, formatEther, getAddress, type PublicClient, parseAbi, parseEther } from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_ROUTING_API_URL } from './support/constants.ts'
import { deployment, numberOf, openSwap, quoted, toAmount, tokenAddress } from './support/swap.ts'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])
const token = (symbol: 'WETH' | 'DAI') => ({
  chainId: 31337,
  address: tokenAddress(symbol),
  decimals: 18,
  symbol,
})
const weth = tokenAddress('WETH')
const dai = tokenAddress('DAI')

/** The WETH/DAI pool of a fee tier as the API would describe it, and what QuoterV2 gives for `amountIn` through it. */
async function poolOf(chainClient: PublicClient, fee: 500 | 3000 | 10000, amountIn: bigint) {
  const address = await chainClient.readContract({
    address: deployment.contracts.UniswapV3Factory,
    abi: factoryAbi,
    functionName: 'getPool',
    args: [weth, dai, fee],
  })
  const [[sqrtPriceX96, tick], liquidity, { result }] = await Promise.all([
    chainClient.readContract({ address, abi: poolAbi, functionName: 'slot0' }),
    chainClient.readContract({ address, abi: poolAbi, functionName: 'liquidity' }),
    chainClient.simulateContract({
      address: deployment.contracts.QuoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInput',
      args: [encodePacked(['address', 'uint24', 'address'], [weth, fee, dai]), amountIn],
    }),
  ])
  return { address: getAddress(address), fee, sqrtPriceX96, tick, liquidity, quote: result[0] }
}

type ApiPool = Awaited<ReturnType<typeof poolOf>>

/** A one-route answer over `pool`, claiming `amountIn` → `amountOut`, with the pool state given. */
function answer(pool: ApiPool, amountIn: bigint, amountOut: bigint, state: Partial<ApiPool> = {}) {
  const { sqrtPriceX96, tick, liquidity } = { ...pool, ...state }
  return {
    blockNumber: '1',
    quote: amountOut.toString(),
    route: [
      [
        {
          type: 'v3-pool',
          address: pool.address,
          tokenIn: token('WETH'),
          tokenOut: token('DAI'),
          fee: String(pool.fee),
          liquidity: liquidity.toString(),
          sqrtRatioX96: sqrtPriceX96.toString(),
          tickCurrent: String(tick),
          amountIn: amountIn.toString(),
          amountOut: amountOut.toString(),
        },
      ],
    ],
  }
}

/** Serves each quote request with what `reply` gives (null: the API is down), and records the requests. */
async function serveQuotes(page: Page, reply: () => unknown) {
  const asked: string[] = []
  await page.route(`${BAKED_ROUTING_API_URL}**`, async (route) => {
    asked.push(route.request().url())
    const body = reply()
    if (body === null) return route.fulfill({ status: 500, body: 'down' })
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) })
  })
  return asked
}

function warnings(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text())
  })
  return seen
}

test.describe('quote API', () => {
  test("shows the API's route once the chain has re-quoted it; routes in the browser when the API fails", async ({
    page,
    wallet,
    chainClient,
  }) => {
    // The 1 % pool: a worse route than the browser's own, so the screen shows whose route it is.
    const pool = await poolOf(chainClient, 10000, parseEther('1'))
    const best = await poolOf(chainClient, 500, parseEther('1'))
    expect(pool.quote).toBeLessThan(best.quote)
    let up = true
    const asked = await serveQuotes(page, () => (up ? answer(pool, parseEther('1'), pool.quote) : null))
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
    await expectConnected(page, wallet)
    await expect.poll(() => numberOf(page, 'amount-to')).toBeCloseTo(Number(formatEther(pool.quote)), 1)
    const url = new URL(asked[0] ?? '')
    expect(url.searchParams.get('tokenInAddress')?.toLowerCase()).toBe(weth.toLowerCase())
    expect(url.searchParams.get('amount')).toBe(parseEther('1').toString())
    expect(url.searchParams.get('type')).toBe('exactIn')

    up = false
    await page.getByTestId('amount-from').fill('2')
    await quoted(page)
    const clientQuote = await numberOf(page, 'amount-to')
    expect(clientQuote).toBeGreaterThan(3800)
  })

  test('an answer that promises more than the chain gives is dropped: the browser routes instead', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const pool = await poolOf(chainClient, 3000, parseEther('1'))
    const best = await poolOf(chainClient, 500, parseEther('1'))
    const seen = warnings(page)
    // 2,100 DAI for 1 ETH, above what any pool gives.
    await serveQuotes(page, () => answer(pool, parseEther('1'), parseEther('2100')))
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await expect.poll(() => seen.some((w) => w.includes('Quote API answer dropped'))).toBe(true)
    await expect(toAmount(page)).not.toHaveValue('2100')
    expect(await numberOf(page, 'amount-to')).toBeCloseTo(Number(formatEther(best.quote)), 1)
  })

  test('an exact-input answer spending twice the typed amount is dropped before the chain is asked', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const pool = await poolOf(chainClient, 10000, parseEther('2'))
    const best = await poolOf(chainClient, 500, parseEther('1'))
    const seen = warnings(page)
    // The honest quote of 2 ETH through the pool, for a request of 1 ETH.
    await serveQuotes(page, () => answer(pool, parseEther('2'), pool.quote))
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await expect.poll(() => seen.some((w) => w.includes('does not fit the request'))).toBe(true)
    expect(await numberOf(page, 'amount-to')).toBeCloseTo(Number(formatEther(best.quote)), 1)
  })

  test("the price impact comes from the chain's pool, not from the pool state the answer gives", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const pool = await poolOf(chainClient, 10000, parseEther('1'))
    // The answer says the pool's price is twice what it is: trusted, it would show a price impact near 50 %.
    const doubled = (pool.sqrtPriceX96 * 1414n) / 1000n
    await serveQuotes(page, () =>
      answer(pool, parseEther('1'), pool.quote, { sqrtPriceX96: doubled, tick: pool.tick + 6931 }),
    )
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
    await expectConnected(page, wallet)
    await expect.poll(() => numberOf(page, 'amount-to')).toBeCloseTo(Number(formatEther(pool.quote)), 1)
    // 1 ETH through a deep pool moves it little: the impact shown is the chain's, a few percent at most.
    await page.getByRole('button', { name: 'Trade details' }).hover()
    const impact = page.getByRole('tooltip').getByTestId('trade-price-impact')
    await expect(impact).toBeVisible()
    expect(Number.parseFloat((await impact.textContent()) ?? '')).toBeLessThan(5)
    await expect(impact).toHaveAttribute('data-severity', /[0-2]/)
  })
})
