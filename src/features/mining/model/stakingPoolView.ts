// What the list and the pool page show of a pool's reward info, as text (spec 2 §2, §3, §9).
import type { Address } from 'viem'
import { formatSignificant } from '../../../lib/format.ts'
import { LP_DECIMALS, REWARD_DECIMALS } from './miningPool.ts'
import { miningPathOf } from './miningRoute.ts'
import type { StakingInfo } from './stakingInfo.ts'
import { weeklyAmountOf } from './stakingRates.ts'

const DIGITS = 4

export type StakingPoolView = {
  /** 'WETH-DAI'. */
  pair: string
  path: string
  active: boolean
  /** '$1,234.56'; null while unknown. */
  depositedUsd: string | null
  weeklyPoolRate: string
  /** '12.3%'; null is 'n/a'. */
  apr: string | null
  weeklyAccountRate: string
  /** The account's deposit in LP; null without one. */
  staked: string | null
}

export const formatUni = (amount: bigint) => formatSignificant(amount, REWARD_DECIMALS, DIGITS)
export const formatLp = (amount: bigint) => formatSignificant(amount, LP_DECIMALS, DIGITS)

const UNCLAIMED_DECIMALS = 4

/** The unclaimed UNI with 4 decimals, rounded down: it visibly ticks up each second between blocks. */
export function formatUnclaimed(amount: bigint): string {
  const unit = 10n ** BigInt(REWARD_DECIMALS - UNCLAIMED_DECIMALS)
  const shown = amount / unit
  const scale = 10n ** BigInt(UNCLAIMED_DECIMALS)
  return `${shown / scale}.${(shown % scale).toString().padStart(UNCLAIMED_DECIMALS, '0')}`
}

export function formatUsd(value: number | null): string | null {
  if (value === null || !Number.isFinite(value)) return null
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`
}

export function formatApr(apr: number | null): string | null {
  if (apr === null || !Number.isFinite(apr)) return null
  return `${(apr * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`
}

export function pairLabelOf(info: StakingInfo): string {
  return info.pool.tokens.map((token) => token.symbol).join('-')
}

export function stakingPoolViewOf(info: StakingInfo, wrappedNative: Address): StakingPoolView {
  const staked = info.staked !== undefined && info.staked > 0n ? formatLp(info.staked) : null
  return {
    pair: pairLabelOf(info),
    path: miningPathOf(info.pool, wrappedNative),
    active: info.active,
    depositedUsd: formatUsd(info.stakedUsd),
    weeklyPoolRate: formatUni(info.active ? weeklyAmountOf(info.rewardRate ?? 0n) : 0n),
    apr: info.active ? formatApr(info.apr) : null,
    weeklyAccountRate: formatUni(info.active ? weeklyAmountOf(info.individualRate ?? 0n) : 0n),
    staked,
  }
}
