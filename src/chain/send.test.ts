import { describe, expect, it } from 'vitest'
import { revertReasonOf } from './revertReason.ts'
import { estimateFirst, gasLimitFor } from './send.ts'

describe('gas limit', () => {
  it('adds 20 % (× 12000 / 10000) to the estimate', () => {
    expect(gasLimitFor(100_000n, 1)).toBe(120_000n)
    expect(gasLimitFor(21_001n, 42161)).toBe(25_201n)
  })

  it('uses the estimate as is on Optimism chains', () => {
    expect(gasLimitFor(100_000n, 10)).toBe(100_000n)
    expect(gasLimitFor(100_000n, 69)).toBe(100_000n)
  })
})

describe('revert reason', () => {
  it('prefers an explicit reason anywhere in the nested errors', () => {
    expect(
      revertReasonOf({ message: 'failed', error: { reason: 'execution reverted: Too little received' } }),
    ).toBe('Too little received')
  })

  it('decodes an Error(string) in the data', () => {
    const data =
      '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000035354460000000000000000000000000000000000000000000000000000000000'
    expect(revertReasonOf(new Error('call failed', { cause: { code: 3, data } }))).toBe('STF')
  })

  it("strips 'execution reverted: ' from the node's message, ethers-style nesting included", () => {
    expect(
      revertReasonOf({ message: 'x', data: { originalError: { message: 'execution reverted: TF' } } }),
    ).toBe('TF')
  })

  it('has no reason for an error that is not a revert', () => {
    expect(revertReasonOf(new Error('network down'))).toBeUndefined()
  })
})

describe('estimateFirst', () => {
  it('has nothing to pick from an empty list', async () => {
    const client = { estimateGas: () => Promise.reject(new Error('not called')) }
    await expect(estimateFirst(client as never, [])).rejects.toThrow('No call to estimate.')
  })
})

describe('isTransportFailure', () => {
  it('tells a node that could not be asked from a contract that reverted', async () => {
    const { isTransportFailure } = await import('./send.ts')
    const { RpcError } = await import('./errors.ts')
    const batch = new RpcError('Internal Server Error', { code: -32000, httpStatus: 500, batchFailed: true })
    const wrapped = Object.assign(new Error('HTTP request failed.', { cause: batch }), {
      name: 'HttpRequestError',
    })
    expect(isTransportFailure(wrapped)).toBe(true)
    expect(isTransportFailure(new Error('outer', { cause: batch }))).toBe(true)
    const timeout = Object.assign(new Error('The request took too long to respond.'), {
      name: 'TimeoutError',
    })
    expect(isTransportFailure(timeout)).toBe(true)
    expect(isTransportFailure(new RpcError('execution reverted: STF', { code: 3 }))).toBe(false)
    expect(isTransportFailure(new Error('execution reverted'))).toBe(false)
  })
})
