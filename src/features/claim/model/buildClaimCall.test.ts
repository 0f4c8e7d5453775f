import { decodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { merkleDistributorAbi } from '../../../lib/abis/merkleDistributor.ts'
import { buildClaimCall } from './buildClaimCall.ts'

describe('buildClaimCall', () => {
  it('calls claim(index, account, amount, proof) on the distributor, with no value', () => {
    const proof: Hex[] = [`0x${'ab'.repeat(32)}`, `0x${'cd'.repeat(32)}`]
    const distributor = '0xDC11f7E700A4c898AE5CAddB1082cFfa76512aDD'
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const call = buildClaimCall(distributor, account, { index: 19, amount: 400n, proof, flags: null })
    expect(call.to).toBe(distributor)
    expect(call.value).toBe(0n)
    expect(decodeFunctionData({ abi: merkleDistributorAbi, data: call.data })).toEqual({
      functionName: 'claim',
      args: [19n, account, 400n, proof],
    })
  })
})
