// The proof is checked here before Claim is offered (issue #20): a tampered chunk file must not lead to a
// transaction that reverts, or to one for an amount the distributor never granted. The distributor's
// MerkleProof hashes each pair in sorted order.
import { type Address, concat, encodePacked, type Hex, keccak256 } from 'viem'

/** The distributor's leaf: keccak256(abi.encodePacked(uint256 index, address account, uint256 amount)). */
export function claimLeaf(index: number, account: Address, amount: bigint): Hex {
  return keccak256(encodePacked(['uint256', 'address', 'uint256'], [BigInt(index), account, amount]))
}

function hashPair(a: Hex, b: Hex): Hex {
  // Both are 32-byte hex strings: comparing their lower-case text compares them as numbers.
  const [x, y] = [a.toLowerCase() as Hex, b.toLowerCase() as Hex]
  return keccak256(x <= y ? concat([x, y]) : concat([y, x]))
}

/** Whether `proof` leads from the leaf of (index, account, amount) to `root`. */
export function verifyClaimProof(
  claim: { index: number; amount: bigint; proof: readonly Hex[] },
  account: Address,
  root: Hex,
): boolean {
  const computed = claim.proof.reduce(hashPair, claimLeaf(claim.index, account, claim.amount))
  return computed.toLowerCase() === root.toLowerCase()
}
