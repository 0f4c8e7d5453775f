import { describe, expect, it } from 'vitest'
import { canClaim, claimAvailability, showsClaimUni } from './claimAvailability.ts'
import type { ClaimRecord } from './claimRecord.ts'

const record: ClaimRecord = { index: 19, amount: 400n, proof: [], flags: null }
const facts = { addressValid: true, record, proofValid: true, claimed: false }

describe('claimAvailability (spec 2 §5: Claim needs a valid address with an unclaimed claim)', () => {
  it('an unclaimed claim whose proof verifies is available, and Claim is enabled', () => {
    const availability = claimAvailability(facts)
    expect(availability).toEqual({ kind: 'available', record })
    expect(canClaim(availability, false)).toBe(true)
  })

  it('Claim is disabled while a claim is under way', () => {
    expect(canClaim(claimAvailability(facts), true)).toBe(false)
  })

  it('an invalid address: Claim disabled', () => {
    const availability = claimAvailability({ ...facts, addressValid: false })
    expect(availability.kind).toBe('invalid-address')
    expect(canClaim(availability, false)).toBe(false)
  })

  it.each([
    ['no claim data', { record: null }],
    ['a proof that does not verify', { proofValid: false }],
    ['a claim already made', { claimed: true }],
  ])('%s: no available claim, Claim disabled', (_name, change) => {
    const availability = claimAvailability({ ...facts, ...change })
    expect(availability.kind).toBe('none')
    expect(canClaim(availability, false)).toBe(false)
  })

  it.each([
    ['the file', { record: undefined }],
    ['the root', { proofValid: undefined }],
    ['isClaimed', { claimed: undefined }],
  ])('loading while %s is read', (_name, change) => {
    expect(claimAvailability({ ...facts, ...change }).kind).toBe('loading')
  })
})

describe('showsClaimUni (spec 1 §2 menu)', () => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it('for a connected account with an available claim on mainnet or the local chain', () => {
    expect(showsClaimUni(1, account, true)).toBe(true)
    expect(showsClaimUni(31337, account, true)).toBe(true)
  })
  it('not without an account, without a claim, or on an excluded chain', () => {
    expect(showsClaimUni(1, undefined, true)).toBe(false)
    expect(showsClaimUni(1, account, false)).toBe(false)
    for (const chainId of [42161, 421611, 10, 69]) expect(showsClaimUni(chainId, account, true)).toBe(false)
    expect(showsClaimUni(null, account, true)).toBe(false)
  })
})
