import { describe, expect, it } from 'vitest'
import {
  balanceGasOf,
  CHUNK_GAS_BUDGET,
  callKey,
  chunkCalls,
  chunkGasOf,
  gasLimitOf,
  quoteGasOf,
  readKey,
} from './multicallGas.ts'
import { testCall } from './test/testCall.ts'

const call = testCall

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

  it('keys a call by target, function, arguments and required gas, whatever the letter case of hex', () => {
    const pool = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'
    const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(readKey(pool, 'balanceOf', [owner], undefined)).toBe(
      readKey(pool.toLowerCase() as typeof pool, 'balanceOf', [owner.toLowerCase()], undefined),
    )
    expect(readKey(pool, 'balanceOf', [owner], undefined)).not.toBe(
      readKey(pool, 'balanceOf', [owner], 100_000),
    )
    expect(readKey(pool, 'balanceOf', [owner], undefined)).not.toBe(
      readKey(pool, 'nonces', [owner], undefined),
    )
    expect(readKey(pool, 'quote', [{ amountIn: 10n, fee: 500 }], undefined)).not.toBe(
      readKey(pool, 'quote', [{ amountIn: 10n, fee: 3000 }], undefined),
    )
    // Text arguments keep their case: they are different call data.
    expect(readKey(pool, 'resolve', ['Alice'], undefined)).not.toBe(
      readKey(pool, 'resolve', ['alice'], undefined),
    )
    expect(callKey(call(1))).toBe(call(1).key)
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
    expect(chunks.map((chunk) => chunk.map((c) => c.encode()))).toEqual([
      ['0x00000001'],
      ['0x00000002'],
      ['0x00000003'],
      ['0x00000004'],
    ])
    expect(chunkCalls([], 100)).toEqual([])
  })
})
