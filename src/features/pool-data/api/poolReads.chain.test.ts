// The trade engine against the seeded chain: the pools and pairs it finds, the routes it enumerates and the
// quotes it takes are those the contracts really offer.
import { TradeType } from '@uniswap/sdk-core'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { aggregateCalls } from '../../../chain/multicall.ts'
import { decodeRead, type ReadCall } from '../../../chain/reads.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import * as engine from '../model/poolEngine.ts'
import { pairReservesRead, poolLiquidityRead, poolSlot0Read, quoteRead } from './poolReads.ts'

const { deployment, publicClient } = localChainKit()
const { contracts, tokens } = deployment
const CHAIN_ID = 31337
const wrapped = { ...tokens.WETH, name: 'Wrapped Ether' }
const local = { chainId: CHAIN_ID, tokens }
const config = engine.routingConfigOf(CHAIN_ID, wrapped, local)
const quoter = { address: contracts.QuoterV2, version: 2 as const }

async function readAll<T>(reads: readonly ReadCall<T>[]): Promise<(T | null | undefined)[]> {
  const answer = await aggregateCalls(
    publicClient,
    contracts.UniswapInterfaceMulticall,
    reads.map((r) => r.call),
  )
  return reads.map((read, i) => decodeRead(read, answer.returnData[i], () => undefined))
}

const token = (symbol: keyof typeof tokens) => engine.toSdkToken({ chainId: CHAIN_ID, ...tokens[symbol] })
const eth = () => engine.toSdkCurrency({ kind: 'native', chainId: CHAIN_ID }, wrapped)

async function v3Trade(
  currencyIn: engine.SdkCurrency,
  currencyOut: engine.SdkCurrency,
  raw: bigint,
  type: TradeType,
  maxHops = 2,
) {
  const candidates = engine.v3PoolCandidates(
    currencyIn.wrapped,
    currencyOut.wrapped,
    config,
    contracts.UniswapV3Factory,
  )
  const slot0s = await readAll(candidates.map((c) => poolSlot0Read(c.address)))
  const liquidities = await readAll(candidates.map((c) => poolLiquidityRead(c.address)))
  const states = candidates.map((_, i) => {
    const slot0 = slot0s[i]
    const liquidity = liquidities[i]
    return slot0 && liquidity !== null && liquidity !== undefined ? { ...slot0, liquidity } : null
  })
  const { pools } = engine.buildV3Pools(candidates, states)
  const routes = engine.v3Routes(currencyIn, currencyOut, pools, maxHops)
  const exactIn = type === TradeType.EXACT_INPUT
  const quotes = await readAll(
    routes.map((r) => quoteRead(CHAIN_ID, quoter, engine.quotePath(r, type), raw, exactIn)),
  )
  const amount = engine.amountOf(exactIn ? currencyIn : currencyOut, raw)
  return { pools, routes, quotes, trade: engine.bestV3Trade(routes, quotes, amount, type) }
}

describe('v3 routing on the local chain', () => {
  it('finds the three WETH/DAI pools and picks the route with the largest output for 1 ETH', async () => {
    const { pools, routes, quotes, trade } = await v3Trade(
      eth(),
      token('DAI'),
      parseEther('1'),
      TradeType.EXACT_INPUT,
    )
    const direct = pools.filter((p) => p.involvesToken(token('DAI')) && p.involvesToken(token('WETH')))
    expect(direct.map((p) => p.fee).sort((a, b) => a - b)).toEqual([500, 3000, 10000])
    expect(routes.length).toBeGreaterThan(3)
    expect(trade).not.toBeNull()
    const out = BigInt(trade?.outputAmount.quotient.toString() ?? '0')
    const best = quotes.reduce<bigint>((m, q) => (q && q > m ? q : m), 0n)
    expect(out).toBe(best)
    // ETH at about 2,000 DAI in the seeded pools.
    expect(out).toBeGreaterThan(parseEther('1900'))
    expect(out).toBeLessThan(parseEther('2100'))
    expect(trade?.inputAmount.currency.isNative).toBe(true)
  })

  it('quotes an exact output with the smallest input', async () => {
    const { quotes, trade } = await v3Trade(
      eth(),
      token('USDC'),
      parseUnits('1000', 6),
      TradeType.EXACT_OUTPUT,
    )
    const smallest = quotes.reduce<bigint | null>((m, q) => (q && (m === null || q < m) ? q : m), null)
    expect(BigInt(trade?.inputAmount.quotient.toString() ?? '0')).toBe(smallest)
    expect(trade?.outputAmount.quotient.toString()).toBe(parseUnits('1000', 6).toString())
  })

  it('routes DAI to WBTC over two hops, and finds nothing in single-hop mode', async () => {
    const two = await v3Trade(token('DAI'), token('WBTC'), parseEther('10000'), TradeType.EXACT_INPUT)
    expect(two.trade?.route.pools.length).toBe(2)
    const one = await v3Trade(token('DAI'), token('WBTC'), parseEther('10000'), TradeType.EXACT_INPUT, 1)
    expect(one.trade).toBeNull()
  })
})

describe('v2 routing on the local chain', () => {
  async function v2Trade(
    currencyIn: engine.SdkCurrency,
    currencyOut: engine.SdkCurrency,
    raw: bigint,
    type: TradeType,
    maxHops = 3,
  ) {
    const candidates = engine.v2PairCandidates(
      currencyIn.wrapped,
      currencyOut.wrapped,
      config,
      contracts.UniswapV2Factory,
    )
    const reserves = await readAll(candidates.map((c) => pairReservesRead(c.address)))
    const { pairs } = engine.buildV2Pairs(
      candidates,
      reserves.map((r) => r ?? null),
    )
    const exactIn = type === TradeType.EXACT_INPUT
    const amount = engine.amountOf(exactIn ? currencyIn : currencyOut, raw)
    return {
      pairs,
      trade: engine.bestV2Trade(pairs, amount, exactIn ? currencyOut : currencyIn, type, maxHops),
    }
  }

  it('finds the seeded pairs at the factory and quotes what the router would give', async () => {
    const { pairs, trade } = await v2Trade(eth(), token('DAI'), parseEther('1'), TradeType.EXACT_INPUT)
    expect(pairs.length).toBeGreaterThanOrEqual(4)
    expect(trade?.route.pairs.length).toBe(1)
    const [, out] = await publicClient.readContract({
      address: contracts.UniswapV2Router02,
      abi: [
        {
          type: 'function',
          name: 'getAmountsOut',
          stateMutability: 'view',
          inputs: [{ type: 'uint256' }, { type: 'address[]' }],
          outputs: [{ type: 'uint256[]' }],
        },
      ] as const,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [tokens.WETH.address, tokens.DAI.address]],
    })
    expect(trade?.outputAmount.quotient.toString()).toBe(out?.toString())
  })

  it('takes DAI to WBTC through WETH', async () => {
    const { trade } = await v2Trade(token('DAI'), token('WBTC'), parseEther('1000'), TradeType.EXACT_INPUT)
    expect(trade?.route.path.map((t) => t.symbol)).toEqual(['DAI', 'WETH', 'WBTC'])
    const single = await v2Trade(token('DAI'), token('WBTC'), parseEther('1000'), TradeType.EXACT_INPUT, 1)
    expect(single.trade).toBeNull()
  })
})
