// Whether an address has an available claim (spec 2 §4, §5; facts §7): its claim data, its proof checked against
// the distributor's root, and isClaimed(index) false. The Claim button follows from it.
import type { ClaimRecord } from './claimRecord.ts'

export type ClaimAvailability =
  | { kind: 'invalid-address' }
  /** Something is still being read: the file, the root or isClaimed. */
  | { kind: 'loading' }
  /** No claim data, a proof that does not verify, or the claim was made: 'Address has no available claim'. */
  | { kind: 'none' }
  | { kind: 'available'; record: ClaimRecord }

export type ClaimFacts = {
  /** False for text that is no address (or an ENS name that does not resolve). */
  addressValid: boolean
  /** undefined while it is read; null when there is none (not found, bad file). */
  record: ClaimRecord | null | undefined
  /** undefined while the root is read or the proof is not checked yet. */
  proofValid: boolean | undefined
  /** undefined while isClaimed(index) is read. */
  claimed: boolean | undefined
}

export function claimAvailability(facts: ClaimFacts): ClaimAvailability {
  if (!facts.addressValid) return { kind: 'invalid-address' }
  if (facts.record === null || facts.proofValid === false || facts.claimed === true) return { kind: 'none' }
  if (facts.record === undefined || facts.proofValid === undefined || facts.claimed === undefined)
    return { kind: 'loading' }
  return { kind: 'available', record: facts.record }
}

/** Spec 2 §5: Claim is enabled only for a valid address with an unclaimed claim, and not while one is under way. */
export function canClaim(availability: ClaimAvailability, busy: boolean): boolean {
  return availability.kind === 'available' && !busy
}

/** facts §7: the L2 chains, where the Claim UNI menu item never shows. */
export const CLAIM_EXCLUDED_CHAIN_IDS: readonly number[] = [42161, 421611, 10, 69]

/** Spec 1 §2 menu: Claim UNI for a connected account with an available claim, on a chain not excluded. */
export function showsClaimUni(
  chainId: number | null,
  account: string | undefined,
  available: boolean,
): boolean {
  return chainId !== null && account !== undefined && available && !CLAIM_EXCLUDED_CHAIN_IDS.includes(chainId)
}
