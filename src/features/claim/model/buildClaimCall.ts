// The claim transaction (spec 2 §7): claim(index, account, amount, proof) on the distributor. Anyone may send it
// for any address; the tokens go to that address (spec 2 §6).
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { merkleDistributorAbi } from '../../../lib/abis/merkleDistributor.ts'
import type { ClaimRecord } from './claimRecord.ts'

export type ClaimCall = { to: Address; data: Hex; value: bigint }

export function buildClaimCall(distributor: Address, account: Address, record: ClaimRecord): ClaimCall {
  const data = encodeFunctionData({
    abi: merkleDistributorAbi,
    functionName: 'claim',
    args: [BigInt(record.index), account, record.amount, [...record.proof]],
  })
  return { to: distributor, data, value: 0n }
}
