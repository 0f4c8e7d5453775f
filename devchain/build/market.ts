import { parseUnits } from 'viem'
import type { TokenSymbol } from '../types.ts'

export interface TokenSpec {
  symbol: TokenSymbol
  name: string
  decimals: number
  usd: number
  /** In the generated default token list; MKR stays out so that import-token flows have a subject. */
  inTokenList: boolean
}

export const TOKEN_SPECS: Readonly<Record<TokenSymbol, TokenSpec>> = {
  WETH: { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usd: 2000, inTokenList: true },
  DAI: { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, usd: 1, inTokenList: true },
  USDC: { symbol: 'USDC', name: 'USD Coin', decimals: 6, usd: 1, inTokenList: true },
  USDT: { symbol: 'USDT', name: 'Tether USD', decimals: 6, usd: 1, inTokenList: true },
  WBTC: { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, usd: 60_000, inTokenList: true },
  UNI: { symbol: 'UNI', name: 'Uniswap', decimals: 18, usd: 10, inTokenList: true },
  FOT: { symbol: 'FOT', name: 'Fee On Transfer Token', decimals: 18, usd: 1, inTokenList: true },
  MKR: { symbol: 'MKR', name: 'Maker', decimals: 18, usd: 1500, inTokenList: false },
}

export const TOKEN_SYMBOLS = Object.keys(TOKEN_SPECS) as TokenSymbol[]

/** Base units of `symbol` worth `usd` dollars at the seeded prices. */
export function unitsForUsd(symbol: TokenSymbol, usd: number): bigint {
  const spec = TOKEN_SPECS[symbol]
  return parseUnits((usd / spec.usd).toFixed(Math.min(spec.decimals, 8)), spec.decimals)
}

export function units(symbol: TokenSymbol, amount: string | number): bigint {
  return parseUnits(String(amount), TOKEN_SPECS[symbol].decimals)
}

/** v3 pools, each created in all three fee tiers. */
export const V3_PAIRS: readonly (readonly [TokenSymbol, TokenSymbol])[] = [
  ['WETH', 'DAI'],
  ['WETH', 'USDC'],
  ['DAI', 'USDC'],
  ['USDC', 'USDT'],
  ['WETH', 'WBTC'],
  ['UNI', 'WETH'],
]
export const FEE_TIERS = [500, 3000, 10000] as const

/** v2 pairs with the liquidity (in USD) the market-maker account provides. */
export const V2_PAIRS: readonly { pair: readonly [TokenSymbol, TokenSymbol]; usd: number }[] = [
  { pair: ['WETH', 'DAI'], usd: 1_000_000 },
  { pair: ['WETH', 'USDC'], usd: 1_000_000 },
  { pair: ['WETH', 'USDT'], usd: 1_000_000 },
  { pair: ['DAI', 'USDC'], usd: 1_000_000 },
  { pair: ['WETH', 'WBTC'], usd: 1_000_000 },
  { pair: ['WETH', 'UNI'], usd: 500_000 },
  { pair: ['WETH', 'FOT'], usd: 200_000 },
  { pair: ['WETH', 'MKR'], usd: 200_000 },
]

/** Pairs whose v2 LP tokens get a UNI staking pool (as on mainnet). */
export const STAKING_PAIRS: readonly (readonly [TokenSymbol, TokenSymbol])[] = [
  ['WETH', 'DAI'],
  ['WETH', 'USDC'],
  ['WETH', 'USDT'],
  ['WETH', 'WBTC'],
]
/** The order mainnet's StakingRewardsFactory created its pools (its nonces 1–4), so the replica's land at theirs. */
export const STAKING_CREATION_ORDER: readonly (readonly [TokenSymbol, TokenSymbol])[] = [
  ['WETH', 'USDT'],
  ['WETH', 'USDC'],
  ['WETH', 'DAI'],
  ['WETH', 'WBTC'],
]
export const STAKING_REWARD_UNI = 1_000_000
