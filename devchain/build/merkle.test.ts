import { describe, expect, it } from 'vitest'
import { claimLeaf, MerkleTree, verifyProof } from './merkle.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('MerkleTree', () => {
  it('proves every leaf of trees with odd and even sizes', () => {
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const leaves = Array.from({ length: size }, (_, i) => claimLeaf(i, account, BigInt(i + 1) * 10n ** 18n))
      const tree = new MerkleTree(leaves)
      leaves.forEach((leaf, i) => {
        expect(verifyProof(leaf, tree.proof(i), tree.root)).toBe(true)
      })
    }
  })

  it('rejects a leaf with a changed amount', () => {
    const leaves = [0, 1, 2].map((i) => claimLeaf(i, account, 5n))
    const tree = new MerkleTree(leaves)
    expect(verifyProof(claimLeaf(1, account, 6n), tree.proof(1), tree.root)).toBe(false)
  })

  it('uses the single leaf as the root', () => {
    const leaf = claimLeaf(0, account, 1n)
    expect(new MerkleTree([leaf]).root).toBe(leaf)
  })
})
