// The distributor's reads for the per-block multicall engine (spec 2 §7): the root a proof must reach and
// whether an index was claimed.
import type { Address, Hex } from 'viem'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'
import { merkleDistributorAbi } from '../../../lib/abis/merkleDistributor.ts'

export function merkleRootRead(distributor: Address): ReadCall<Hex> {
  return contractRead({ address: distributor, abi: merkleDistributorAbi, functionName: 'merkleRoot' })
}

export function isClaimedRead(distributor: Address, index: number): ReadCall<boolean> {
  return contractRead({
    address: distributor,
    abi: merkleDistributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })
}
