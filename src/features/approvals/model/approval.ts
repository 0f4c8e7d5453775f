// Token approval (spec 1 §4 "Token approval", facts §5.9, §8.2): what a spender must be allowed to take,
// whether it is, whether a signed permit stands in for it, and the approve calls to try. Every write screen that
// spends a token (swap, add liquidity, stake, migrate) asks the same questions.
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { type Address, getAddress } from 'viem'

export type ApprovalState = 'unknown' | 'not-approved' | 'pending' | 'approved'

/** What a write needs: `spender` allowed `amount` of `token`; 'native' needs nothing. */
export type ApprovalTarget =
  | { token: Address; symbol: string; decimals: number; amount: bigint; spender: Address }
  | 'native'

/** What a write spending at most `maximum` needs approved for `spender`; null when there is no spender. */
export function approvalTargetFor(
  maximum: CurrencyAmount<Currency>,
  spender: Address | undefined,
): ApprovalTarget | null {
  if (!spender) return null
  const currency = maximum.currency
  if (currency.isNative) return 'native'
  return {
    token: getAddress(currency.address),
    symbol: currency.symbol ?? '',
    decimals: currency.decimals,
    amount: BigInt(maximum.quotient.toString()),
    spender,
  }
}

/** Approved when the allowance covers the amount; otherwise pending while an approval is being mined. */
export function approvalStateOf(
  target: ApprovalTarget | null,
  allowance: bigint | undefined,
  approvalPending: boolean,
): ApprovalState {
  if (target === null) return 'unknown'
  if (target === 'native') return 'approved'
  if (allowance === undefined) return 'unknown'
  if (allowance >= target.amount) return 'approved'
  return approvalPending ? 'pending' : 'not-approved'
}

/** A signed permit as held for the swap (the chain layer's PermitSignature fits). */
export type HeldPermit = {
  owner: Address
  tokenAddress: Address
  spender: Address
  nonce: bigint
  /** Unix seconds. */
  deadline: bigint
} & ({ permitType: 'amount'; amount: bigint } | { permitType: 'allowed' })

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Whether a held permit still stands in for the approval: signed by the owner for this token and spender, over
 * the token's current nonce, not expired at the latest block, and (amount permits) for exactly the amount.
 */
export function isPermitUsable(
  permit: HeldPermit,
  current: {
    owner: Address
    target: ApprovalTarget | null
    nonce: bigint | undefined
    blockTimestamp: bigint | undefined
  },
): boolean {
  const { owner, target, nonce, blockTimestamp } = current
  if (target === null || target === 'native' || nonce === undefined || blockTimestamp === undefined)
    return false
  return (
    same(permit.owner, owner) &&
    same(permit.tokenAddress, target.token) &&
    same(permit.spender, target.spender) &&
    permit.nonce === nonce &&
    permit.deadline >= blockTimestamp &&
    (permit.permitType === 'allowed' || permit.amount === target.amount)
  )
}
