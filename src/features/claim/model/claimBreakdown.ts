// The self-claim dialog's breakdown (spec 2 §2, §9; facts §7): the airdrop's parts by the flags of the claim.
import type { ClaimRecord } from './claimRecord.ts'

const UNI = 10n ** 18n
export const SOCKS_CLAIM_AMOUNT = 1000n * UNI
export const USER_CLAIM_AMOUNT = 400n * UNI

export type ClaimBreakdownRow = {
  kind: 'socks' | 'liquidity' | 'user' /** UNI base units. */
  amount: bigint
}

/**
 * SOCKS holders 1,000 UNI, users 400 UNI, and liquidity providers the rest of the amount, shown only when that
 * rest is not negative. In that order.
 */
export function claimBreakdown(record: Pick<ClaimRecord, 'amount' | 'flags'>): ClaimBreakdownRow[] {
  const flags = record.flags
  if (!flags) return []
  const socks = flags.isSOCKS ? SOCKS_CLAIM_AMOUNT : 0n
  const user = flags.isUser ? USER_CLAIM_AMOUNT : 0n
  const liquidity = record.amount - socks - user
  const rows: ClaimBreakdownRow[] = []
  if (flags.isSOCKS) rows.push({ kind: 'socks', amount: socks })
  if (flags.isLP && liquidity >= 0n) rows.push({ kind: 'liquidity', amount: liquidity })
  if (flags.isUser) rows.push({ kind: 'user', amount: user })
  return rows
}
