// What the list and the pool page show of a pool's reward info, as text (spec 2 §2, §3, §9).
import type { Address } from 'viem'
import { formatSignificant, localizeNumber } from '../../../lib/format.ts'
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

/** Whole dollars as the locale writes them ('$1,234' in en-US, '1.234 $' in de-DE), in Latin digits. */
export function formatUsd(value: number | null, locale = 'en-US'): string | null {
  if (value === null || !Number.isFinite(value)) return null
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  }).format(value)
}

/** A yearly rate as the locale writes a percentage ('12.34%' in en-US, '12,34 %' in de-DE), in Latin digits. */
export function formatApr(apr: number | null, locale = 'en-US'): string | null {
  if (apr === null || !Number.isFinite(apr)) return null
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(apr)
}

export function pairLabelOf(info: StakingInfo): string {
  return info.pool.tokens.map((token) => token.symbol).join('-')
}

export function stakingPoolViewOf(
  info: StakingInfo,
  wrappedNative: Address,
  locale = 'en-US',
): StakingPoolView {
  const shown = (text: string) => localizeNumber(text, locale)
  const staked = info.staked !== undefined && info.staked > 0n ? shown(formatLp(info.staked)) : null
  return {
    pair: pairLabelOf(info),
    path: miningPathOf(info.pool, wrappedNative),
    active: info.active,
    depositedUsd: formatUsd(info.stakedUsd, locale),
    weeklyPoolRate: shown(formatUni(info.active ? weeklyAmountOf(info.rewardRate ?? 0n) : 0n)),
    apr: info.active ? formatApr(info.apr, locale) : null,
    weeklyAccountRate: shown(formatUni(info.active ? weeklyAmountOf(info.individualRate ?? 0n) : 0n)),
    staked,
  }
}
