import { type Address, encodeFunctionData, parseEventLogs } from 'viem'
import type { TokenSymbol, V3PoolEntry } from '../types.ts'
import { positionManagerAbi, v3FactoryAbi } from './abis.ts'
import { account, approveAll, contract, deadline, decimalsOf, type SeedContext, sortPair } from './context.ts'
import { FEE_TIERS, TOKEN_SPECS, TOKEN_SYMBOLS, unitsForUsd, V3_PAIRS } from './market.ts'
import { encodeSqrtPriceX96, fullRangeTicks, rangeTicks, rawPrice } from './v3math.ts'

const STABLES: readonly TokenSymbol[] = ['DAI', 'USDC', 'USDT']

/** Raw price (token1 base units per token0 base unit) of a pair at `quotePerBase` quote per base. */
export function pairRawPrice(
  ctx: SeedContext,
  base: TokenSymbol,
  quote: TokenSymbol,
  quotePerBase: number,
): number {
  const [token0, token1] = sortPair(ctx, base, quote)
  const price0 = token0 === base ? quotePerBase : 1 / quotePerBase
  return rawPrice(price0, decimalsOf(token0), decimalsOf(token1))
}

export function marketRawPrice(ctx: SeedContext, a: TokenSymbol, b: TokenSymbol): number {
  return pairRawPrice(ctx, a, b, TOKEN_SPECS[a].usd / TOKEN_SPECS[b].usd)
}

export interface MintRequest {
  owner: Address
  a: TokenSymbol
  b: TokenSymbol
  fee: number
  tickLower: number
  tickUpper: number
  /** Value offered on each side; the pool takes what the range needs. */
  usdPerSide: number
}

export async function mintPosition(ctx: SeedContext, request: MintRequest): Promise<number> {
  const [token0, token1] = sortPair(ctx, request.a, request.b)
  const data = encodeFunctionData({
    abi: positionManagerAbi,
    functionName: 'mint',
    args: [
      {
        token0: ctx.tokens[token0],
        token1: ctx.tokens[token1],
        fee: request.fee,
        tickLower: request.tickLower,
        tickUpper: request.tickUpper,
        amount0Desired: unitsForUsd(token0, request.usdPerSide),
        amount1Desired: unitsForUsd(token1, request.usdPerSide),
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: request.owner,
        deadline: await deadline(ctx),
      },
    ],
  })
  const to = contract(ctx, 'NonfungiblePositionManager')
  const receipt = await ctx.chain.send(request.owner, { to, data }, `mint ${token0}/${token1} ${request.fee}`)
  const [event] = parseEventLogs({
    abi: positionManagerAbi,
    eventName: 'IncreaseLiquidity',
    logs: receipt.logs,
  })
  if (!event) throw new Error('mint emitted no IncreaseLiquidity')
  return Number(event.args.tokenId)
}

/** Ranges the market maker fills in each tier, with the value per side. */
function marketMakerRanges(ctx: SeedContext, a: TokenSymbol, b: TokenSymbol, fee: number) {
  const raw = marketRawPrice(ctx, a, b)
  const stable = STABLES.includes(a) && STABLES.includes(b)
  const around = (factor: number) => rangeTicks(raw / factor, raw * factor, fee)
  if (fee === 500) return [{ ...around(stable ? 1.005 : 1.1), usdPerSide: 500_000 }]
  if (fee === 3000) {
    return [
      { ...fullRangeTicks(fee), usdPerSide: 500_000 },
      { ...around(stable ? 1.02 : 1.25), usdPerSide: 500_000 },
    ]
  }
  return [{ ...fullRangeTicks(fee), usdPerSide: 200_000 }]
}

/** Every main pair in all three fee tiers at the seeded prices, with the market maker's liquidity. */
export async function seedV3Pools(ctx: SeedContext): Promise<V3PoolEntry[]> {
  const mm = account(ctx, 9)
  const manager = contract(ctx, 'NonfungiblePositionManager')
  await approveAll(ctx, mm, manager, TOKEN_SYMBOLS)
  const pools: V3PoolEntry[] = []
  for (const [a, b] of V3_PAIRS) {
    const [token0, token1] = sortPair(ctx, a, b)
    for (const fee of FEE_TIERS) {
      const sqrtPriceX96 = encodeSqrtPriceX96(marketRawPrice(ctx, a, b))
      const data = encodeFunctionData({
        abi: positionManagerAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [ctx.tokens[token0], ctx.tokens[token1], fee, sqrtPriceX96],
      })
      await ctx.chain.send(mm, { to: manager, data }, `create pool ${token0}/${token1} ${fee}`)
      for (const range of marketMakerRanges(ctx, a, b, fee)) {
        await mintPosition(ctx, { owner: mm, a, b, fee, ...range })
      }
      const address = await ctx.chain.client.readContract({
        address: contract(ctx, 'UniswapV3Factory'),
        abi: v3FactoryAbi,
        functionName: 'getPool',
        args: [ctx.tokens[token0], ctx.tokens[token1], fee],
      })
      pools.push({
        pair: `${token0}/${token1}`,
        token0: ctx.tokens[token0],
        token1: ctx.tokens[token1],
        fee,
        address,
      })
    }
  }
  ctx.log(`v3: ${pools.length} pools`)
  return pools
}
