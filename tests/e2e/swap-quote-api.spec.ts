import { getAddress, parseAbi, parseEther } from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_ROUTING_API_URL } from './support/constants.ts'
import { deployment, numberOf, openSwap, quoted, toAmount, tokenAddress } from './support/swap.ts'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const token = (symbol: 'WETH' | 'DAI') => ({
  chainId: 31337,
  address: tokenAddress(symbol),
  decimals: 18,
  symbol,
})

test.describe('quote API', () => {
  test("shows the quote API's route when it answers, and routes in the browser when it fails", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const weth = tokenAddress('WETH')
    const dai = tokenAddress('DAI')
    const pool = await chainClient.readContract({
      address: deployment.contracts.UniswapV3Factory,
      abi: factoryAbi,
      functionName: 'getPool',
      args: [weth, dai, 3000],
    })
    const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
      chainClient.readContract({ address: pool, abi: poolAbi, functionName: 'slot0' }),
      chainClient.readContract({ address: pool, abi: poolAbi, functionName: 'liquidity' }),
    ])
    const asked: string[] = []
    let answer = true
    await page.route(`${BAKED_ROUTING_API_URL}**`, async (route) => {
      asked.push(route.request().url())
      if (!answer) return route.fulfill({ status: 500, body: 'down' })
      // A made-up quote (2,100 DAI for 1 ETH, above every pool's) over the real pool: the screen must show exactly it.
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          blockNumber: '1',
          quote: parseEther('2100').toString(),
          route: [
            [
              {
                type: 'v3-pool',
                address: getAddress(pool),
                tokenIn: token('WETH'),
                tokenOut: token('DAI'),
                fee: '3000',
                liquidity: liquidity.toString(),
                sqrtRatioX96: sqrtPriceX96.toString(),
                tickCurrent: String(tick),
                amountIn: parseEther('1').toString(),
                amountOut: parseEther('2100').toString(),
              },
            ],
          ],
        }),
      })
    })
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
    await expectConnected(page, wallet)
    await expect(toAmount(page)).toHaveValue('2100')
    const url = new URL(asked[0] ?? '')
    expect(url.searchParams.get('tokenInAddress')?.toLowerCase()).toBe(weth.toLowerCase())
    expect(url.searchParams.get('amount')).toBe(parseEther('1').toString())
    expect(url.searchParams.get('type')).toBe('exactIn')

    answer = false
    await page.getByTestId('amount-from').fill('2')
    await quoted(page)
    const clientQuote = await numberOf(page, 'amount-to')
    expect(clientQuote).toBeGreaterThan(3800)
  })
})
