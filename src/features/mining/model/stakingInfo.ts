// A pool's staking reward info (spec 2 §3): what its reads give, with the account's share of the rate, whether
// it is active (§4), what is deposited in USD and the reward APR; the list shows active pools first.
import { type MiningPool, REWARD_DECIMALS } from './miningPool.ts'
import { individualRateOf, rewardAprOf, stakedUsdOf } from './stakingRates.ts'
import { isStakingActive } from './stakingSchedule.ts'

/** Each read's result once it has one. */
export type StakingReads = {
  totalStaked?: bigint | undefined
  rewardRate?: bigint | undefined
  periodFinish?: bigint | undefined
  staked?: bigint | undefined
  earned?: bigint | undefined
  /** The account's LP in its wallet. */
  unstaked?: bigint | undefined
  lpTotalSupply?: bigint | undefined
  /** The pair's reserves, token0 (the lower address) first. */
  reserves?: readonly [bigint, bigint] | undefined
}

export type StakingInfo<P extends MiningPool = MiningPool> = StakingReads & {
  pool: P
  active: boolean
  /** The account's UNI per second; undefined while its stake is unknown. */
  individualRate: bigint | undefined
  stakedUsd: number | null
  /** As a fraction; null ('n/a') when a price is unknown. */
  apr: number | null
}

export type StakingPrices = {
  /** USD per whole token of the pair's token, null when unknown. */
  usdOf: (address: string) => number | null
  rewardUsd: number | null
}

export function stakingInfoOf<P extends MiningPool>(
  pool: P,
  reads: StakingReads,
  nowSeconds: bigint | undefined,
  prices: StakingPrices,
): StakingInfo<P> {
  const { totalStaked, rewardRate, periodFinish, staked, lpTotalSupply, reserves } = reads
  const individualRate =
    rewardRate !== undefined && totalStaked !== undefined && staked !== undefined
      ? individualRateOf(rewardRate, staked, totalStaked)
      : undefined
  const [t0, t1] = [...pool.tokens].sort((a, b) =>
    a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1,
  )
  const stakedUsd =
    totalStaked !== undefined && lpTotalSupply !== undefined && reserves && t0 && t1
      ? stakedUsdOf({
          totalStaked,
          lpTotalSupply,
          reserves: [
            { amount: reserves[0], decimals: t0.decimals, usd: prices.usdOf(t0.address) },
            { amount: reserves[1], decimals: t1.decimals, usd: prices.usdOf(t1.address) },
          ],
        })
      : null
  const apr =
    rewardRate === undefined
      ? null
      : rewardAprOf({
          totalRate: rewardRate,
          rewardDecimals: REWARD_DECIMALS,
          rewardUsd: prices.rewardUsd,
          stakedUsd,
        })
  // Before the block's time is known the pool counts as running, as it does before its end is read.
  const active = nowSeconds === undefined || isStakingActive(periodFinish ?? null, nowSeconds)
  return { ...reads, pool, active, individualRate, stakedUsd, apr }
}

/** Active pools first, each group in the chain's order. */
export function sortStakingInfos<I extends { active: boolean }>(infos: readonly I[]): I[] {
  return [...infos.filter((info) => info.active), ...infos.filter((info) => !info.active)]
}
