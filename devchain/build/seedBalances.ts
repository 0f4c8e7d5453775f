import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import type { TokenSymbol } from '../types.ts'
import { mintableAbi, uniAbi, wethAbi } from './abis.ts'
import { account, contract, type SeedContext } from './context.ts'
import { units } from './market.ts'

type Minted = Exclude<TokenSymbol, 'WETH' | 'UNI'>

const TEST_ACCOUNT_TOKENS: Record<Minted, string> = {
  DAI: '1000000',
  USDC: '1000000',
  USDT: '1000000',
  WBTC: '100',
  FOT: '100000',
  MKR: '1000',
}
const MARKET_MAKER_TOKENS: Record<Minted, string> = {
  DAI: '10000000',
  USDC: '10000000',
  USDT: '10000000',
  WBTC: '100',
  FOT: '1000000',
  MKR: '1000',
}

/** UNI from account 0's initial billion. */
export const UNI_ALLOCATIONS = {
  account1: units('UNI', 1_000_000),
  account2: units('UNI', 15_000_000),
  marketMaker: units('UNI', 1_000_000),
  timelock: units('UNI', 100_000_000),
}

async function mintAll(ctx: SeedContext, to: Address, amounts: Record<Minted, string>): Promise<void> {
  const owner = account(ctx, 0)
  for (const [symbol, amount] of Object.entries(amounts) as [Minted, string][]) {
    const data = encodeFunctionData({
      abi: mintableAbi,
      functionName: 'mint',
      args: [to, units(symbol, amount)],
    })
    await ctx.chain.send(owner, { to: ctx.tokens[symbol], data }, `mint ${symbol}`)
  }
}

async function wrap(ctx: SeedContext, from: Address, ether: string): Promise<void> {
  const data = encodeFunctionData({ abi: wethAbi, functionName: 'deposit' })
  await ctx.chain.send(from, { to: ctx.tokens.WETH, data, value: parseEther(ether) }, 'WETH deposit')
}

async function sendUni(ctx: SeedContext, to: Address, amount: bigint): Promise<void> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  await ctx.chain.send(account(ctx, 0), { to: ctx.tokens.UNI, data }, 'UNI transfer')
}

async function delegate(ctx: SeedContext, from: Address, to: Address): Promise<void> {
  const data = encodeFunctionData({ abi: uniAbi, functionName: 'delegate', args: [to] })
  await ctx.chain.send(from, { to: ctx.tokens.UNI, data }, 'UNI delegate')
}

/** Token balances for test accounts 0–2 and the market maker (account 9), UNI allocations and votes. */
export async function seedBalances(ctx: SeedContext): Promise<Record<string, Address>> {
  const [a0, a1, a2, mm] = [account(ctx, 0), account(ctx, 1), account(ctx, 2), account(ctx, 9)]
  for (const to of [a0, a1, a2]) await mintAll(ctx, to, TEST_ACCOUNT_TOKENS)
  await mintAll(ctx, mm, MARKET_MAKER_TOKENS)
  await wrap(ctx, a0, '200')
  await wrap(ctx, a1, '100')
  await wrap(ctx, a2, '100')
  await wrap(ctx, mm, '5000')

  await sendUni(ctx, a1, UNI_ALLOCATIONS.account1)
  await sendUni(ctx, a2, UNI_ALLOCATIONS.account2)
  await sendUni(ctx, mm, UNI_ALLOCATIONS.marketMaker)
  await sendUni(ctx, contract(ctx, 'Timelock'), UNI_ALLOCATIONS.timelock)

  await delegate(ctx, a0, a0)
  await delegate(ctx, a1, a0)
  await delegate(ctx, a2, a2)
  return { [a0]: a0, [a1]: a0, [a2]: a2 }
}
