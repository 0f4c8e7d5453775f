import { concat, encodePacked, type Hex, keccak256 } from 'viem'

/** keccak256(abi.encodePacked(uint256 index, address account, uint256 amount)), the distributor's leaf. */
export function claimLeaf(index: number, account: `0x${string}`, amount: bigint): Hex {
  return keccak256(encodePacked(['uint256', 'address', 'uint256'], [BigInt(index), account, amount]))
}

function hashPair(a: Hex, b: Hex): Hex {
  return keccak256(a.toLowerCase() <= b.toLowerCase() ? concat([a, b]) : concat([b, a]))
}

/**
 * A Merkle tree with sorted-pair hashing, as OpenZeppelin's MerkleProof (used by MerkleDistributor) verifies.
 * A node without a sibling moves up unchanged, so its proof simply has no element for that level.
 */
export class MerkleTree {
  private readonly layers: Hex[][]

  constructor(leaves: readonly Hex[]) {
    if (leaves.length === 0) throw new Error('A Merkle tree needs at least one leaf')
    const layers: Hex[][] = [[...leaves]]
    let layer = layers[0] ?? []
    while (layer.length > 1) {
      const next: Hex[] = []
      for (let i = 0; i < layer.length; i += 2) {
        const left = layer[i] as Hex
        const right = layer[i + 1]
        next.push(right === undefined ? left : hashPair(left, right))
      }
      layers.push(next)
      layer = next
    }
    this.layers = layers
  }

  get root(): Hex {
    const top = this.layers[this.layers.length - 1]
    if (!top?.[0]) throw new Error('empty tree')
    return top[0]
  }

  proof(leafIndex: number): Hex[] {
    const proof: Hex[] = []
    let index = leafIndex
    for (const layer of this.layers.slice(0, -1)) {
      const sibling = layer[index ^ 1]
      if (sibling !== undefined) proof.push(sibling)
      index >>= 1
    }
    return proof
  }
}

export function verifyProof(leaf: Hex, proof: readonly Hex[], root: Hex): boolean {
  return proof.reduce<Hex>((node, sibling) => hashPair(node, sibling), leaf) === root
}
