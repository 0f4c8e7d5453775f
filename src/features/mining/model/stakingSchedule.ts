// When a staking pool pays (spec 2 §4 "Liquidity mining", facts §6): rewards run for 60 days up to the pool's
// periodFinish; before its periodFinish is read, mainnet's first period's end stands in.

/** The reward period: rewards begin this long before the pool's end. */
export const REWARDS_DURATION_SECONDS = 60n * 86_400n
/** The first period's end on mainnet (genesis 1600387200 + 60 days), used while periodFinish is unknown. */
export const FALLBACK_PERIOD_FINISH = 1_605_571_200n

/** A pool is active while its periodFinish is unknown or later than the block's time. */
export function isStakingActive(periodFinish: bigint | null, nowSeconds: bigint): boolean {
  return periodFinish === null || periodFinish > nowSeconds
}

export type Countdown =
  | { phase: 'begins'; secondsLeft: bigint }
  | { phase: 'ends'; secondsLeft: bigint }
  | { phase: 'ended' }

/** 'Rewards begin in' until the period starts, 'Rewards end in' until it ends, then 'Rewards have ended!'. */
export function countdownOf(periodFinish: bigint | null, nowSeconds: bigint): Countdown {
  const end = periodFinish ?? FALLBACK_PERIOD_FINISH
  const begin = end - REWARDS_DURATION_SECONDS
  if (nowSeconds < begin) return { phase: 'begins', secondsLeft: begin - nowSeconds }
  if (nowSeconds < end) return { phase: 'ends', secondsLeft: end - nowSeconds }
  return { phase: 'ended' }
}

export type DurationParts = { days: number; hours: number; minutes: number; seconds: number }

export function durationPartsOf(totalSeconds: bigint): DurationParts {
  const total = Number(totalSeconds < 0n ? 0n : totalSeconds)
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  }
}
