import { encodeAbiParameters, encodeFunctionData, erc20Abi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { proposalDetailOf, proposalDetailsOf } from './proposalDetails.ts'

const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('proposal details', () => {
  it('decodes the call data of a signature into a comma-separated list', () => {
    const data = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [TO, 10n ** 22n])
    expect(proposalDetailOf(TOKEN, 'transfer(address,uint256)', data)).toEqual({
      target: TOKEN,
      functionSig: 'transfer',
      callData: `${TO}, 10000000000000000000000`,
    })
  })

  it('finds a known function by its selector when the signature is empty', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [TO, 5n] })
    expect(proposalDetailOf(TOKEN, '', data)).toMatchObject({ functionSig: 'approve', callData: `${TO}, 5` })
  })

  it('shows UNKNOWN() and the raw data for an unknown selector', () => {
    expect(proposalDetailOf(TOKEN, '', '0xdeadbeef00')).toEqual({
      target: TOKEN,
      functionSig: 'UNKNOWN()',
      callData: '0xdeadbeef00',
    })
  })

  it('never throws on a malformed signature or data, and shows the raw data', () => {
    expect(proposalDetailOf(TOKEN, 'nonsense(((', '0x12')).toMatchObject({ callData: '0x12' })
    expect(proposalDetailOf(TOKEN, 'transfer(address,uint256)', '0x12')).toMatchObject({
      functionSig: 'transfer',
      callData: '0x12',
    })
  })

  it('decodes arrays and strings', () => {
    const data = encodeAbiParameters([{ type: 'uint256[]' }, { type: 'string' }], [[1n, 2n], 'hi'])
    expect(proposalDetailOf(TOKEN, 'f(uint256[],string)', data).callData).toBe('1, 2, hi')
    expect(proposalDetailsOf({ targets: [TOKEN], signatures: [''], calldatas: [toHex('')] })).toHaveLength(1)
  })
})
