// What blocks the staking dialogs' buttons (spec 2 §5 "Stake"): views turn the kinds into the spec's texts.
import { parseTypedAmount } from '../../../lib/amounts.ts'

/** 'connect-wallet' is 'Connect Wallet', 'connect-a-wallet' 'Connect a wallet', 'enter-amount' 'Enter an amount'. */
export type StakingBlocker = 'connect-wallet' | 'connect-a-wallet' | 'enter-amount'

export type StakeFormParams = {
  connected: boolean
  typed: string
  /** The account's unstaked LP, base units; undefined while unknown. */
  balance: bigint | undefined
  decimals: number
}

/**
 * The amount to deposit: parseable and not above the unstaked balance; anything else (empty, '.', too many
 * decimals, more than the balance) leaves no amount and 'Enter an amount'.
 */
export function deriveStakeForm({ connected, typed, balance, decimals }: StakeFormParams): {
  amount: bigint | null
  blocker: StakingBlocker | null
} {
  if (!connected) return { amount: null, blocker: 'connect-wallet' }
  const parsed = parseTypedAmount(typed, decimals)
  const amount = parsed !== null && balance !== undefined && parsed <= balance ? parsed : null
  return { amount, blocker: amount === null ? 'enter-amount' : null }
}

/** Withdraw needs a stake to take back. */
export function withdrawBlockerOf(connected: boolean, staked: bigint | undefined): StakingBlocker | null {
  if (!connected) return 'connect-a-wallet'
  return staked === undefined || staked === 0n ? 'enter-amount' : null
}

/** Claim needs rewards to collect. */
export function claimBlockerOf(connected: boolean, earned: bigint | undefined): StakingBlocker | null {
  if (!connected) return 'connect-wallet'
  return earned === undefined || earned === 0n ? 'enter-amount' : null
}
