import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { ChainFlavor, ChainPaths } from '../paths.ts'
import type { ContractName, Deployment, TokenSymbol } from '../types.ts'
import type { BuildChain } from './chain.ts'
import { TOKEN_SPECS } from './market.ts'

/** What every seeding step works with. Steps run in a fixed order, so addresses stay deterministic. */
export interface SeedContext {
  chain: BuildChain
  flavor: ChainFlavor
  chainId: Deployment['chainId']
  /** Where this flavor's generated files go (token list, claim files). */
  paths: ChainPaths
  /** The 10 dev accounts; 0 deploys, 0–2 are the test accounts, 9 is the market maker. */
  accounts: readonly Address[]
  contracts: Partial<Record<ContractName, Address>>
  tokens: Record<TokenSymbol, Address>
  log: (line: string) => void
}

export function account(ctx: SeedContext, index: number): Address {
  const address = ctx.accounts[index]
  if (!address) throw new Error(`No dev account ${index}`)
  return address
}

export function contract(ctx: SeedContext, name: ContractName): Address {
  const address = ctx.contracts[name]
  if (!address) throw new Error(`${name} is not deployed yet`)
  return address
}

export function symbolOf(ctx: SeedContext, address: Address): TokenSymbol {
  const entry = Object.entries(ctx.tokens).find(([, a]) => a.toLowerCase() === address.toLowerCase())
  if (!entry) throw new Error(`Unknown token ${address}`)
  return entry[0] as TokenSymbol
}

/** Token addresses of a pair in the pools' order (token0 has the lower address). */
export function sortPair(ctx: SeedContext, a: TokenSymbol, b: TokenSymbol): [TokenSymbol, TokenSymbol] {
  return ctx.tokens[a].toLowerCase() < ctx.tokens[b].toLowerCase() ? [a, b] : [b, a]
}

export function pairLabel(ctx: SeedContext, a: TokenSymbol, b: TokenSymbol): string {
  return sortPair(ctx, a, b).join('/')
}

export function decimalsOf(symbol: TokenSymbol): number {
  return TOKEN_SPECS[symbol].decimals
}

/** A deadline comfortably after the chain's current time. */
export async function deadline(ctx: SeedContext): Promise<bigint> {
  return (await ctx.chain.timestamp()) + 86_400n
}

export async function approveAll(
  ctx: SeedContext,
  owner: Address,
  spender: Address,
  symbols: readonly TokenSymbol[],
): Promise<void> {
  for (const symbol of symbols) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] })
    await ctx.chain.send(owner, { to: ctx.tokens[symbol], data }, `approve ${symbol}`)
  }
}

export async function balanceOf(ctx: SeedContext, symbol: TokenSymbol, owner: Address): Promise<bigint> {
  return ctx.chain.client.readContract({
    address: ctx.tokens[symbol],
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
