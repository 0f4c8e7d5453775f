// Real SDK trades on the seeded local chain, for the swap's chain tests: v3 trades quoted by QuoterV2 over
// pools built from slot0 and liquidity, v2 trades over pairs built from their reserves.
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk'
import { encodeRouteToPath, type FeeAmount, Pool, Route as V3Route, Trade as V3Trade } from '@uniswap/v3-sdk'
import { type Address, erc20Abi, type Hex, parseAbi } from 'viem'
import type { LocalChainKit } from '../../../../chain/test/localChainKit.ts'
import type { SwapTrade } from '../../../../lib/routing/swapTrade.ts'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'

type Symbol = 'WETH' | 'DAI' | 'USDC' | 'USDT' | 'WBTC' | 'FOT'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function chainTrades(kit: LocalChainKit) {
  const { deployment, publicClient, chain } = kit
  const token = (symbol: Symbol): Token => {
    const { address, decimals, name } = deployment.tokens[symbol]
    return new Token(chain.id, address, decimals, symbol, name)
  }
  const ETH = new ChainNativeCurrency(chain.id, deployment.tokens.WETH)
  const amount = <T extends Currency>(currency: T, raw: bigint) =>
    CurrencyAmount.fromRawAmount(currency, raw.toString())

  async function pool(a: Token, b: Token, fee: FeeAmount): Promise<Pool> {
    const entry = deployment.pools.v3.find(
      (p) =>
        p.fee === fee &&
        ((same(p.token0, a.address) && same(p.token1, b.address)) ||
          (same(p.token0, b.address) && same(p.token1, a.address))),
    )
    if (!entry) throw new Error(`No v3 pool ${a.symbol}/${b.symbol} ${fee}`)
    const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
      publicClient.readContract({ address: entry.address, abi: poolAbi, functionName: 'slot0' }),
      publicClient.readContract({ address: entry.address, abi: poolAbi, functionName: 'liquidity' }),
    ])
    return new Pool(a, b, fee, sqrtPriceX96.toString(), liquidity.toString(), tick)
  }

  async function quote(functionName: 'quoteExactInput' | 'quoteExactOutput', path: Hex, value: bigint) {
    const { result } = await publicClient.simulateContract({
      address: deployment.contracts.QuoterV2,
      abi: quoterAbi,
      functionName,
      args: [path, value],
    })
    return result[0]
  }

  /** A v3 trade over `pools` (in path order), quoted now. */
  async function v3(
    pools: Pool[],
    input: Currency,
    output: Currency,
    tradeType: TradeType,
    raw: bigint,
  ): Promise<SwapTrade> {
    const route = new V3Route(pools, input, output)
    const exactIn = tradeType === TradeType.EXACT_INPUT
    const path = encodeRouteToPath(route, !exactIn) as Hex
    const quoted = await quote(exactIn ? 'quoteExactInput' : 'quoteExactOutput', path, raw)
    const trade = V3Trade.createUncheckedTrade({
      route,
      inputAmount: amount(input, exactIn ? raw : quoted),
      outputAmount: amount(output, exactIn ? quoted : raw),
      tradeType,
    })
    return { version: 'v3', trade }
  }

  async function pair(a: Token, b: Token): Promise<Pair> {
    const entry = deployment.pools.v2.find(
      (p) =>
        (same(p.token0, a.address) && same(p.token1, b.address)) ||
        (same(p.token0, b.address) && same(p.token1, a.address)),
    )
    if (!entry) throw new Error(`No v2 pair ${a.symbol}/${b.symbol}`)
    const [reserve0, reserve1] = await publicClient.readContract({
      address: entry.address,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a]
    return new Pair(amount(token0, reserve0), amount(token1, reserve1))
  }

  /** A v2 exact-input trade over the pair of the two currencies, from the reserves now. */
  async function v2ExactIn(input: Currency, output: Currency, raw: bigint): Promise<SwapTrade> {
    const route = new V2Route([await pair(input.wrapped, output.wrapped)], input, output)
    return { version: 'v2', trade: V2Trade.exactIn(route, amount(input, raw)) }
  }

  const balanceOf = (tokenAddress: Address, owner: Address) =>
    publicClient.readContract({
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const allowance = (tokenAddress: Address, owner: Address, spender: Address) =>
    publicClient.readContract({
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender],
    })

  return { token, ETH, pool, v3, v2ExactIn, balanceOf, allowance }
}
