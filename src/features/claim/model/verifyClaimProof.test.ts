import { type Address, concat, type Hex, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { claimLeaf, verifyClaimProof } from './verifyClaimProof.ts'

// One leaf of the devchain's airdrop tree (devchain/build/airdrop.ts, built with OpenZeppelin-style sorted pairs)
// and its root, as the deployed MerkleDistributor holds it.
const ROOT: Hex = '0x96d7f4beb7ebf6e1e633007567c5792a76b06cfce1bec3477247dc37c0b83523'
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CLAIM = {
  index: 19,
  amount: 400n * 10n ** 18n,
  proof: [
    '0x90663c6729ed42d0012bbd937db9ac8cb19d8596a44f0fcbd448b1497155bcae',
    '0x9acb9607552df20a17e389c0f4f9e88685e2fecc378e912b6876a93a8b5b006b',
    '0x144966aa4e7a00ae84be5fa523964846be151a2c0446938cb469b7f486d71882',
    '0x41e37fb2f7b1dbf83e15a967613d3b40305462ec6cf2ccd42495a563eb04764a',
    '0xe3a24cb57932cb7d93e7393160ebcd30bb78258020c2e1e219bd7608ae303eeb',
    '0x5cd1a7f3a734e403c28b89944b48583e2b1f70a3ea5b724567b555f42a41b740',
  ] as Hex[],
}

describe('claimLeaf', () => {
  it('is keccak256 of the packed uint256 index, address and uint256 amount', () => {
    const packed = concat([
      `0x${(19).toString(16).padStart(64, '0')}`,
      ACCOUNT,
      `0x${CLAIM.amount.toString(16).padStart(64, '0')}`,
    ])
    expect(claimLeaf(19, ACCOUNT, CLAIM.amount)).toBe(keccak256(packed))
  })
})

describe('verifyClaimProof', () => {
  it('accepts a real proof for the root the distributor holds', () => {
    expect(verifyClaimProof(CLAIM, ACCOUNT, ROOT)).toBe(true)
  })

  it('accepts the address in any letter case (the leaf packs its 20 bytes)', () => {
    expect(verifyClaimProof(CLAIM, ACCOUNT.toLowerCase() as Address, ROOT.toUpperCase() as Hex)).toBe(true)
  })

  it('refuses a changed amount, index, account, proof node or root', () => {
    expect(verifyClaimProof({ ...CLAIM, amount: CLAIM.amount + 1n }, ACCOUNT, ROOT)).toBe(false)
    expect(verifyClaimProof({ ...CLAIM, index: 18 }, ACCOUNT, ROOT)).toBe(false)
    expect(verifyClaimProof(CLAIM, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', ROOT)).toBe(false)
    const proof = [...CLAIM.proof]
    proof[2] = `0x${'00'.repeat(32)}`
    expect(verifyClaimProof({ ...CLAIM, proof }, ACCOUNT, ROOT)).toBe(false)
    expect(verifyClaimProof(CLAIM, ACCOUNT, `0x${'11'.repeat(32)}`)).toBe(false)
  })

  it('hashes each pair in sorted order, whichever side the sibling is on', () => {
    const a = claimLeaf(0, ACCOUNT, 1n)
    const b = claimLeaf(1, ACCOUNT, 2n)
    const [low, high] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    const root = keccak256(concat([low, high]))
    expect(verifyClaimProof({ index: 0, amount: 1n, proof: [b] }, ACCOUNT, root)).toBe(true)
    expect(verifyClaimProof({ index: 1, amount: 2n, proof: [a] }, ACCOUNT, root)).toBe(true)
  })

  it('a claim without a proof is the root itself (a one-leaf tree)', () => {
    expect(verifyClaimProof({ index: 0, amount: 1n, proof: [] }, ACCOUNT, claimLeaf(0, ACCOUNT, 1n))).toBe(
      true,
    )
  })
})
