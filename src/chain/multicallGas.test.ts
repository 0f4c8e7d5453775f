import { describe, expect, it } from 'vitest'
import {
  balanceGasOf,
  type Call,
  CHUNK_GAS_BUDGET,
  callKey,
  chunkCalls,
  chunkGasOf,
  gasLimitOf,
  quoteGasOf,
} from './multicallGas.ts'

const call = (index: number, gasRequired?: number): Call => ({
  address: '0x0000000000000000000000000000000000000001',
  callData: `0x${index.toString(16).padStart(8, '0')}`,
  ...(gasRequired === undefined ? {} : { gasRequired }),
})

describe('multicall gas', () => {
  it('counts 200,000 gas for a call without a requirement and sends it with the 1,000,000 cap', () => {
    expect(chunkGasOf(call(1))).toBe(200_000)
    expect(gasLimitOf(call(1))).toBe(1_000_000)
  })

  it('uses a stated requirement as is, both for chunking and as the gas limit', () => {
    expect(chunkGasOf(call(1, 2_000_000))).toBe(2_000_000)
    expect(gasLimitOf(call(1, 2_000_000))).toBe(2_000_000)
  })

  it('gives quoter calls 2,000,000 gas and balance calls 100,000, more on Optimism chains', () => {
    expect(quoteGasOf(1)).toBe(2_000_000)
    expect(quoteGasOf(42161)).toBe(2_000_000)
    expect(quoteGasOf(10)).toBe(6_000_000)
    expect(quoteGasOf(69)).toBe(6_000_000)
    expect(balanceGasOf(1)).toBe(100_000)
    expect(balanceGasOf(10)).toBe(250_000)
  })

  it('keys a call by address, call data and required gas', () => {
    expect(callKey(call(1))).not.toBe(callKey(call(1, 100_000)))
    expect(callKey(call(1))).toBe(
      callKey({ ...call(1), address: '0x0000000000000000000000000000000000000001' }),
    )
  })
})

describe('chunking', () => {
  it('bounds each chunk by 100,000,000 gas', () => {
    expect(CHUNK_GAS_BUDGET).toBe(100_000_000)
    const calls = Array.from({ length: 501 }, (_, i) => call(i))
    const chunks = chunkCalls(calls)
    expect(chunks.map((chunk) => chunk.length)).toEqual([500, 1])
  })

  it('puts 500 balance calls and 40 quoter calls each in one chunk', () => {
    expect(chunkCalls(Array.from({ length: 500 }, (_, i) => call(i, 100_000)))).toHaveLength(1)
    expect(chunkCalls(Array.from({ length: 40 }, (_, i) => call(i, 2_000_000)))).toHaveLength(1)
    expect(chunkCalls(Array.from({ length: 51 }, (_, i) => call(i, 2_000_000)))).toHaveLength(2)
  })

  it('keeps the order and gives a call over the budget a chunk of its own', () => {
    const chunks = chunkCalls([call(1, 60), call(2, 50), call(3, 500), call(4, 10)], 100)
    expect(chunks.map((chunk) => chunk.map((c) => c.callData))).toEqual([
      ['0x00000001'],
      ['0x00000002'],
      ['0x00000003'],
      ['0x00000004'],
    ])
    expect(chunkCalls([], 100)).toEqual([])
  })
})
