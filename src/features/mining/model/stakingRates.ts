// Reward rates (spec 2 §3 "Staking reward info", §9, facts §6): the contract pays UNI per second, shown per
// week; an account earns the pool's rate in proportion to its share of the stake.

export const WEEK_SECONDS = 604_800n
const YEAR_SECONDS = 31_536_000

/** A per-second rate as the week's amount (rate × 604800). */
export function weeklyAmountOf(ratePerSecond: bigint): bigint {
  return ratePerSecond * WEEK_SECONDS
}

/** The account's share of the pool's rate: totalRate × staked ÷ totalStaked, 0 when nothing is staked. */
export function individualRateOf(totalRate: bigint, staked: bigint, totalStaked: bigint): bigint {
  return totalStaked === 0n ? 0n : (totalRate * staked) / totalStaked
}

export type UnclaimedParams = {
  /** earned(account) as read at the block of `readAtSeconds`. */
  earned: bigint
  /** The account's rate, base units per second. */
  rate: bigint
  readAtSeconds: bigint
  nowSeconds: bigint
  /** Nothing accrues past the pool's end. */
  periodFinish: bigint | null
}

/** The unclaimed reward now, between blocks: what was earned at the last block plus the rate since. */
export function unclaimedAt({
  earned,
  rate,
  readAtSeconds,
  nowSeconds,
  periodFinish,
}: UnclaimedParams): bigint {
  const until = periodFinish !== null && periodFinish < nowSeconds ? periodFinish : nowSeconds
  const elapsed = until > readAtSeconds ? until - readAtSeconds : 0n
  return earned + rate * elapsed
}

export type RewardAprParams = {
  /** The pool's reward rate, reward base units per second. */
  totalRate: bigint
  rewardDecimals: number
  /** USD per whole reward token; null when unknown. */
  rewardUsd: number | null
  /** USD value of everything staked; null when unknown. */
  stakedUsd: number | null
}

/** The reward APR as a fraction (0.5 = 50 %): a year of rewards in USD over the USD staked; null when unknown. */
export function rewardAprOf({
  totalRate,
  rewardDecimals,
  rewardUsd,
  stakedUsd,
}: RewardAprParams): number | null {
  if (rewardUsd === null || stakedUsd === null || stakedUsd <= 0) return null
  const yearly = (Number(totalRate) / 10 ** rewardDecimals) * YEAR_SECONDS
  return (yearly * rewardUsd) / stakedUsd
}

export type StakedUsdParams = {
  totalStaked: bigint
  lpTotalSupply: bigint
  /** The pair's reserves, each with its token's decimals and USD price (null when unknown). */
  reserves: readonly { amount: bigint; decimals: number; usd: number | null }[]
}

/**
 * The USD value of the staked LP: its share of the pair, valued at twice the side whose price is known (a
 * pair holds equal value on both sides); null when no side has a price or the pair has no supply.
 */
export function stakedUsdOf({ totalStaked, lpTotalSupply, reserves }: StakedUsdParams): number | null {
  if (lpTotalSupply === 0n) return null
  const priced = reserves.find((reserve) => reserve.usd !== null)
  if (!priced || priced.usd === null) return null
  const sideUsd = (Number(priced.amount) / 10 ** priced.decimals) * priced.usd
  return (2 * sideUsd * Number(totalStaked)) / Number(lpTotalSupply)
}
