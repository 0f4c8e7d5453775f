import type { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import { tokenBalanceRead } from '../../../chain/reads.ts'
import { stakingPoolsOf } from '../../../chain/stakingPools.ts'
import { routingConfigOf } from '../../../lib/routing/routingBases.ts'
import { type CallState, useMulticallReads } from '../../chain-data/index.ts'
import { lpTotalSupplyRead, pairReservesRead, stakingAccountRead } from '../../pool-data/index.ts'
import { useUserSettings } from '../../settings/index.ts'
import { type TrackedPair, trackedPairsOf } from '../model/trackedPairs.ts'
import { v2PositionValue } from '../model/v2PositionValue.ts'

/** One card of the v2 pool page: a pair where the account holds LP tokens, in its wallet or staked. */
export type V2PositionCard = {
  /** In the pair's order (token0 sorts before token1). */
  token0: Token
  token1: Token
  liquidityToken: Address
  /** LP tokens in the wallet, base units. */
  held: bigint
  /** LP tokens in the pair's staking pool; above 0 marks the card as staked. */
  staked: bigint
  /** The staking pool holding `staked`; null when nothing is staked. */
  stakingRewards: Address | null
  totalSupply: bigint
  /** What held + staked LP tokens stand for, and their share of the pool. */
  pooled0: CurrencyAmount<Token>
  pooled1: CurrencyAmount<Token>
  shareText: string
}

/** 'invalid' without an account or without v2 on the chain; 'none' when the account holds no LP at all. */
export type V2Positions =
  | { state: 'invalid' }
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'ready'; cards: readonly V2PositionCard[] }

/** Whose pairs: v2's, or those of the chain's v2 fork (chain info's v2Fork), which migrate also lists. */
export type V2PairSource = { kind: 'v2' } | { kind: 'fork' }
const V2_SOURCE: V2PairSource = { kind: 'v2' }

type StakedLp = { stakingRewards: Address; staked: bigint }
type StakedLpState = { loading: boolean; byLiquidityToken: ReadonlyMap<string, StakedLp> }

const INVALID: V2Positions = { state: 'invalid' }
const LOADING: V2Positions = { state: 'loading' }
const NONE: V2Positions = { state: 'none' }
const NO_STAKE: StakedLpState = { loading: false, byLiquidityToken: new Map() }

/** Still waiting: no answer yet, or the node gave none (which says nothing about the contract). */
const pending = (state: CallState<unknown> | undefined) => !state || state.loading || state.failed

/**
 * The account's v2 positions on the tracked pairs (the chain's base combinations, pinned and saved pairs),
 * read each block through the multicall: the LP balance of every tracked pair and the account's stake in
 * every staking pool, then the reserves and LP supply of the pairs it holds or stakes. A stake counts on its
 * pair's card only when the pair is tracked (every staking pool of mainnet and the devchain is a pair of bases).
 */
export function useV2Positions(
  chainId: number | undefined,
  account: Address | undefined,
  source: V2PairSource = V2_SOURCE,
): V2Positions {
  const info = chainInfoOf(chainId)
  const fork = source.kind === 'fork' ? info?.v2Fork : null
  const factory =
    source.kind === 'fork' ? (fork ? info?.contracts.forkV2Factory : undefined) : info?.contracts.v2Factory
  const pairInitCodeHash = fork?.pairInitCodeHash
  const saved = useUserSettings((s) => (chainId === undefined ? undefined : s.pairs[chainId]))
  const pairs = useMemo((): TrackedPair[] => {
    if (!info || !factory) return []
    const config = routingConfigOf(info.chainId, info.wrappedNative, localChainConfig ?? undefined)
    const savedPairs = Object.values(saved ?? {})
    return trackedPairsOf({ chainId: info.chainId, factory, pairInitCodeHash, ...config, savedPairs })
  }, [info, factory, pairInitCodeHash, saved])

  const balanceReads = useMemo(
    () =>
      pairs.map((p) =>
        account && chainId !== undefined ? tokenBalanceRead(chainId, p.liquidityToken, account) : undefined,
      ),
    [pairs, account, chainId],
  )
  const balances = useMulticallReads(chainId, balanceReads)
  // Staking pools hold v2's LP tokens only.
  const stake = useStakedLp(chainId, source.kind === 'v2', account)

  const owned = useMemo(
    () =>
      pairs.flatMap((pair, i) => {
        // A pair that does not exist answers no balance: nothing held there.
        const held = balances[i]?.result ?? 0n
        const staked = stake.byLiquidityToken.get(pair.liquidityToken.toLowerCase())
        return held > 0n || staked ? [{ pair, held, staked }] : []
      }),
    [pairs, balances, stake.byLiquidityToken],
  )
  const reserves = useMulticallReads(
    chainId,
    useMemo(() => owned.map((o) => pairReservesRead(o.pair.liquidityToken)), [owned]),
  )
  const supplies = useMulticallReads(
    chainId,
    useMemo(() => owned.map((o) => lpTotalSupplyRead(o.pair.liquidityToken)), [owned]),
  )

  return useMemo((): V2Positions => {
    if (!account || !factory) return INVALID
    if (balances.some(pending) || stake.loading) return LOADING
    if (reserves.some(pending) || supplies.some(pending)) return LOADING
    const cards = owned.flatMap(({ pair, held, staked }, i): V2PositionCard[] => {
      const pairReserves = reserves[i]?.result
      const totalSupply = supplies[i]?.result
      if (!pairReserves || totalSupply === undefined) return []
      const liquidity = held + (staked?.staked ?? 0n)
      const value = v2PositionValue({ ...pair, reserves: pairReserves, totalSupply, liquidity })
      if (!value) return []
      const staking = { staked: staked?.staked ?? 0n, stakingRewards: staked?.stakingRewards ?? null }
      return [{ ...pair, held, ...staking, totalSupply, ...value }]
    })
    return cards.length === 0 ? NONE : { state: 'ready', cards }
  }, [account, factory, balances, stake.loading, reserves, supplies, owned])
}

/**
 * The LP tokens `account` has staked, by LP token (lowercase): its balance in each of the chain's staking pools
 * (chain/stakingPools.ts, the pools mining lists). Pools with no stake are left out.
 */
function useStakedLp(
  chainId: number | undefined,
  enabled: boolean,
  account: Address | undefined,
): StakedLpState {
  const pools = useMemo(() => (enabled ? stakingPoolsOf(chainId) : []), [enabled, chainId])
  const stakedReads = useMemo(
    () =>
      pools.map((pool) =>
        account ? stakingAccountRead(pool.stakingRewards, 'balanceOf', account) : undefined,
      ),
    [pools, account],
  )
  const staked = useMulticallReads(chainId, stakedReads)

  return useMemo((): StakedLpState => {
    if (!account || pools.length === 0) return NO_STAKE
    if (staked.some((s) => s.valid && pending(s))) return { ...NO_STAKE, loading: true }
    const byLiquidityToken = new Map<string, StakedLp>()
    pools.forEach((pool, i) => {
      const amount = staked[i]?.result
      if (amount !== undefined && amount > 0n)
        byLiquidityToken.set(pool.stakingToken.toLowerCase(), {
          stakingRewards: pool.stakingRewards,
          staked: amount,
        })
    })
    return { loading: false, byLiquidityToken }
  }, [account, pools, staked])
}
