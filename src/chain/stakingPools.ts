// The liquidity mining pools of a chain (spec 2 §2, facts §6): mainnet's four are fixed; the local chain's come
// from the devchain's deployment. Each stakes its v2 pair's LP token for UNI.
import type { Address } from 'viem'
import { create2PairAddress } from '../lib/create2PairAddress.ts'
import { ChainId, UNISWAP_V2_PAIR_INIT_CODE_HASH } from './chainInfo.ts'
import { chainInfoOf, localChainConfig } from './chains.ts'
import { LOCAL_CHAIN_ID } from './localChain.ts'

export type StakingPoolToken = { address: Address; decimals: number; symbol: string; name: string }

export type StakingPool = {
  chainId: number
  stakingRewards: Address
  /** The pair's two tokens, in the order the pool lists them. */
  tokens: readonly [StakingPoolToken, StakingPoolToken]
  /** The v2 pair whose LP token is staked. */
  stakingToken: Address
}

const WETH: StakingPoolToken = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
const DAI: StakingPoolToken = {
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}
const USDC: StakingPoolToken = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD//C',
}
const USDT: StakingPoolToken = {
  address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  decimals: 6,
  symbol: 'USDT',
  name: 'Tether USD',
}
const WBTC: StakingPoolToken = {
  address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
  decimals: 8,
  symbol: 'WBTC',
  name: 'Wrapped BTC',
}

const MAINNET_POOLS: readonly (readonly [StakingPoolToken, StakingPoolToken, Address])[] = [
  [WETH, DAI, '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711'],
  [WETH, USDC, '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b'],
  [WETH, USDT, '0x6C3e4cb2E96B01F4b866965A91ed4437839A121a'],
  [WETH, WBTC, '0xCA35e32e7926b96A9988f61d510E038108d8068e'],
]

function poolsOf(
  chainId: number,
  entries: readonly (readonly [StakingPoolToken, StakingPoolToken, Address])[],
): StakingPool[] {
  const factory = chainInfoOf(chainId)?.contracts.v2Factory
  if (!factory) return []
  return entries.map(([a, b, stakingRewards]) => ({
    chainId,
    stakingRewards,
    tokens: [a, b],
    stakingToken: create2PairAddress({
      factory,
      pairInitCodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
      tokenA: a.address,
      tokenB: b.address,
    }),
  }))
}

function localPools(): StakingPool[] {
  if (!localChainConfig) return []
  const byAddress = new Map(
    Object.values(localChainConfig.tokens).map((token) => [token.address.toLowerCase(), token]),
  )
  const entries = (localChainConfig.stakingPools ?? []).flatMap(({ stakingRewards, tokens }) => {
    const a = byAddress.get(tokens[0].toLowerCase())
    const b = byAddress.get(tokens[1].toLowerCase())
    return a && b ? [[a, b, stakingRewards] as const] : []
  })
  return poolsOf(LOCAL_CHAIN_ID, entries)
}

const POOLS: Readonly<Record<number, readonly StakingPool[]>> = {
  [ChainId.MAINNET]: poolsOf(ChainId.MAINNET, MAINNET_POOLS),
  [LOCAL_CHAIN_ID]: localPools(),
}

/** The chain's staking pools; none on a chain without liquidity mining. */
export function stakingPoolsOf(chainId: number | undefined): readonly StakingPool[] {
  return chainId === undefined ? [] : (POOLS[chainId] ?? [])
}
