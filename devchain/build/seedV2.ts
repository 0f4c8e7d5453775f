import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import type { TokenSymbol, V2PairEntry } from '../types.ts'
import { v2FactoryAbi, v2RouterAbi } from './abis.ts'
import { loadArtifact } from './artifacts.ts'
import { account, approveAll, contract, deadline, type SeedContext, sortPair } from './context.ts'
import { TOKEN_SYMBOLS, unitsForUsd, V2_PAIRS } from './market.ts'

async function addLiquidity(
  ctx: SeedContext,
  router: Address,
  owner: Address,
  a: TokenSymbol,
  b: TokenSymbol,
  usdPerSide: number,
): Promise<void> {
  const data = encodeFunctionData({
    abi: v2RouterAbi,
    functionName: 'addLiquidity',
    args: [
      ctx.tokens[a],
      ctx.tokens[b],
      unitsForUsd(a, usdPerSide),
      unitsForUsd(b, usdPerSide),
      0n,
      0n,
      owner,
      await deadline(ctx),
    ],
  })
  await ctx.chain.send(owner, { to: router, data }, `v2 add ${a}/${b}`)
}

async function addLiquidityEth(
  ctx: SeedContext,
  router: Address,
  owner: Address,
  token: TokenSymbol,
  usdPerSide: number,
) {
  const data = encodeFunctionData({
    abi: v2RouterAbi,
    functionName: 'addLiquidityETH',
    args: [ctx.tokens[token], unitsForUsd(token, usdPerSide), 0n, 0n, owner, await deadline(ctx)],
  })
  const value = parseEther(String(usdPerSide / 2000))
  await ctx.chain.send(owner, { to: router, data, value }, `v2 add ETH/${token}`)
}

export async function pairAddress(
  ctx: SeedContext,
  a: TokenSymbol,
  b: TokenSymbol,
  factory: Address = contract(ctx, 'UniswapV2Factory'),
): Promise<Address> {
  return ctx.chain.client.readContract({
    address: factory,
    abi: v2FactoryAbi,
    functionName: 'getPair',
    args: [ctx.tokens[a], ctx.tokens[b]],
  })
}

export async function lpBalance(ctx: SeedContext, pair: Address, owner: Address): Promise<bigint> {
  return ctx.chain.client.readContract({
    address: pair,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/**
 * The market maker (account 9) creates and fills every v2 pair; account 0 then adds to WETH/DAI (to stake),
 * WETH/USDC (to migrate) and DAI/USDC, so it holds LP tokens of each.
 */
export async function seedV2Pairs(ctx: SeedContext): Promise<V2PairEntry[]> {
  const mm = account(ctx, 9)
  const a0 = account(ctx, 0)
  const router = contract(ctx, 'UniswapV2Router02')
  await approveAll(ctx, mm, router, TOKEN_SYMBOLS)
  const pairs: V2PairEntry[] = []
  for (const { pair, usd } of V2_PAIRS) {
    const [a, b] = pair
    await addLiquidity(ctx, router, mm, a, b, usd / 2)
    const [token0, token1] = sortPair(ctx, a, b)
    pairs.push({
      pair: `${token0}/${token1}`,
      token0: ctx.tokens[token0],
      token1: ctx.tokens[token1],
      address: await pairAddress(ctx, a, b),
    })
  }
  await approveAll(ctx, a0, router, ['DAI', 'USDC'])
  await addLiquidityEth(ctx, router, a0, 'DAI', 100_000)
  await addLiquidityEth(ctx, router, a0, 'USDC', 100_000)
  await addLiquidity(ctx, router, a0, 'DAI', 'USDC', 50_000)
  ctx.log(`v2: ${pairs.length} pairs`)
  return pairs
}

/**
 * The v2 fork the migrate page offers (the facts' SushiSwap), deployed after everything else so that no other
 * address moves: on the devchain the v2 factory and router code again; on the mainnet replica SushiSwap's own, so
 * its pairs land where SushiSwap's init code hash puts them. The market maker fills its WETH/DAI pair; account 0 adds to
 * it, so it holds fork LP tokens to migrate.
 */
export async function seedForkV2(
  ctx: SeedContext,
): Promise<{ factory: Address; router: Address; pair: V2PairEntry }> {
  const a0 = account(ctx, 0)
  const mm = account(ctx, 9)
  const sushi = ctx.flavor === 'mainnet'
  const factoryArtifact = loadArtifact(sushi ? 'SushiV2Factory' : 'UniswapV2Factory')
  const factory = await ctx.chain.deploy(a0, 'ForkV2Factory', factoryArtifact.abi, factoryArtifact.bytecode, [
    a0,
  ])
  const routerArtifact = loadArtifact(sushi ? 'SushiV2Router02' : 'UniswapV2Router02')
  const router = await ctx.chain.deploy(a0, 'ForkV2Router02', routerArtifact.abi, routerArtifact.bytecode, [
    factory,
    ctx.tokens.WETH,
  ])
  await approveAll(ctx, mm, router, ['DAI'])
  await addLiquidityEth(ctx, router, mm, 'DAI', 200_000)
  await approveAll(ctx, a0, router, ['DAI'])
  await addLiquidityEth(ctx, router, a0, 'DAI', 20_000)
  const [token0, token1] = sortPair(ctx, 'WETH', 'DAI')
  const address = await pairAddress(ctx, 'WETH', 'DAI', factory)
  if ((await lpBalance(ctx, address, a0)) === 0n) throw new Error('Account 0 holds no fork LP')
  ctx.log('v2 fork: WETH/DAI')
  return {
    factory,
    router,
    pair: { pair: `${token0}/${token1}`, token0: ctx.tokens[token0], token1: ctx.tokens[token1], address },
  }
}
