import { type Address, encodeFunctionData, maxUint128 } from 'viem'
import type { PositionEntry, PositionNote, TokenSymbol } from '../types.ts'
import { positionManagerAbi, swapRouterAbi, v3FactoryAbi } from './abis.ts'
import { account, approveAll, contract, deadline, type SeedContext, sortPair } from './context.ts'
import { units } from './market.ts'
import { mintPosition, pairRawPrice } from './seedV3.ts'
import { fullRangeTicks, rangeTicks } from './v3math.ts'

interface PositionPlan {
  note: PositionNote
  ownerIndex: number
  base: TokenSymbol
  quote: TokenSymbol
  fee: number
  /** Quote per base; null for the full range. */
  range: readonly [number, number] | null
  usdPerSide: number
}

const PLANS: readonly PositionPlan[] = [
  {
    note: 'inRange',
    ownerIndex: 0,
    base: 'WETH',
    quote: 'DAI',
    fee: 3000,
    range: [1500, 2600],
    usdPerSide: 10_000,
  },
  {
    note: 'outOfRange',
    ownerIndex: 0,
    base: 'WETH',
    quote: 'USDC',
    fee: 3000,
    range: [2400, 3000],
    usdPerSide: 10_000,
  },
  {
    note: 'closed',
    ownerIndex: 0,
    base: 'WETH',
    quote: 'USDC',
    fee: 500,
    range: [1800, 2200],
    usdPerSide: 10_000,
  },
  {
    note: 'fullRange',
    ownerIndex: 0,
    base: 'UNI',
    quote: 'WETH',
    fee: 10000,
    range: null,
    usdPerSide: 5_000,
  },
  {
    note: 'inRange',
    ownerIndex: 1,
    base: 'WETH',
    quote: 'DAI',
    fee: 3000,
    range: [1800, 2200],
    usdPerSide: 5_000,
  },
]

async function swap(
  ctx: SeedContext,
  from: Address,
  tokenIn: TokenSymbol,
  tokenOut: TokenSymbol,
  fee: number,
  amountIn: bigint,
) {
  const data = encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: ctx.tokens[tokenIn],
        tokenOut: ctx.tokens[tokenOut],
        fee,
        recipient: from,
        deadline: await deadline(ctx),
        amountIn,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  await ctx.chain.send(from, { to: contract(ctx, 'SwapRouter'), data }, `swap ${tokenIn}→${tokenOut}`)
}

async function close(ctx: SeedContext, owner: Address, tokenId: number): Promise<void> {
  const manager = contract(ctx, 'NonfungiblePositionManager')
  const position = await ctx.chain.client.readContract({
    address: manager,
    abi: positionManagerAbi,
    functionName: 'positions',
    args: [BigInt(tokenId)],
  })
  const liquidity = position[7]
  const decrease = encodeFunctionData({
    abi: positionManagerAbi,
    functionName: 'decreaseLiquidity',
    args: [
      { tokenId: BigInt(tokenId), liquidity, amount0Min: 0n, amount1Min: 0n, deadline: await deadline(ctx) },
    ],
  })
  await ctx.chain.send(owner, { to: manager, data: decrease }, 'decrease liquidity')
  const collect = encodeFunctionData({
    abi: positionManagerAbi,
    functionName: 'collect',
    args: [{ tokenId: BigInt(tokenId), recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
  })
  await ctx.chain.send(owner, { to: manager, data: collect }, 'collect')
}

/**
 * The named positions: account 0 owns one in range, one out of range, one closed (after earning fees
 * from swaps, its liquidity is removed and everything collected) and one full range; account 1 owns one
 * in range (a position account 0 can look at but not manage). Swaps by account 2 leave fees owed.
 */
export async function seedPositions(ctx: SeedContext): Promise<PositionEntry[]> {
  const manager = contract(ctx, 'NonfungiblePositionManager')
  await approveAll(ctx, account(ctx, 0), manager, ['WETH', 'DAI', 'USDC', 'UNI'])
  await approveAll(ctx, account(ctx, 1), manager, ['WETH', 'DAI'])
  const positions: PositionEntry[] = []
  for (const plan of PLANS) {
    const owner = account(ctx, plan.ownerIndex)
    const ticks = plan.range
      ? rangeTicks(
          pairRawPrice(ctx, plan.base, plan.quote, plan.range[0]),
          pairRawPrice(ctx, plan.base, plan.quote, plan.range[1]),
          plan.fee,
        )
      : fullRangeTicks(plan.fee)
    const tokenId = await mintPosition(ctx, {
      owner,
      a: plan.base,
      b: plan.quote,
      fee: plan.fee,
      ...ticks,
      usdPerSide: plan.usdPerSide,
    })
    const [token0, token1] = sortPair(ctx, plan.base, plan.quote)
    const pool = await ctx.chain.client.readContract({
      address: contract(ctx, 'UniswapV3Factory'),
      abi: v3FactoryAbi,
      functionName: 'getPool',
      args: [ctx.tokens[token0], ctx.tokens[token1], plan.fee],
    })
    positions.push({
      tokenId,
      note: plan.note,
      owner,
      pool,
      pair: `${token0}/${token1}`,
      fee: plan.fee,
      ...ticks,
    })
  }

  const trader = account(ctx, 2)
  await approveAll(ctx, trader, contract(ctx, 'SwapRouter'), ['WETH', 'DAI', 'USDC'])
  await swap(ctx, trader, 'WETH', 'DAI', 3000, units('WETH', 25))
  await swap(ctx, trader, 'DAI', 'WETH', 3000, units('DAI', 50_000))
  await swap(ctx, trader, 'WETH', 'USDC', 500, units('WETH', 25))
  await swap(ctx, trader, 'USDC', 'WETH', 500, units('USDC', 50_000))

  const closed = positions.find((p) => p.note === 'closed')
  if (closed) await close(ctx, closed.owner, closed.tokenId)
  ctx.log(`positions: ${positions.map((p) => `#${p.tokenId} ${p.note}`).join(', ')}`)
  return positions
}
