import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { pairAddressOf } from '../routing/v2Routing.ts'
import { amountOf } from './amountOf.ts'

const A = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const B = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const FACTORY = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'

describe("the engine's internal guards (spec 1 §8 'Internal')", () => {
  it("refuses a negative amount with 'Invalid number'", () => {
    expect(() => amountOf(A, -1n)).toThrow('Invalid number')
    expect(amountOf(A, 5n).quotient.toString()).toBe('5')
  })

  it('refuses pairs that cannot exist', () => {
    expect(() => pairAddressOf(A, B, undefined)).toThrow('No V2 factory address on this chain')
    expect(() => pairAddressOf(A, A, FACTORY)).toThrow('Tokens cannot be equal')
    expect(() => pairAddressOf(A, new Token(10, B.address, 6), FACTORY)).toThrow('Not matching chain IDs')
    // The mainnet DAI/USDC pair.
    expect(pairAddressOf(A, B, FACTORY)).toBe('0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5')
  })
})
