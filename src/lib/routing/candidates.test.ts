import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { tokenCombinations } from './candidates.ts'

const t = (n: number, chainId = 1) => new Token(chainId, `0x${n.toString(16).padStart(40, '0')}`, 18, `T${n}`)
const [A, B, W, D, U] = [t(1), t(2), t(3), t(4), t(5)] as [Token, Token, Token, Token, Token]
const key = ([a, b]: [Token, Token]) => [a.symbol, b.symbol].sort().join('-')

describe('token combinations', () => {
  it('pairs the tokens with each other, with each base, and the bases among themselves', () => {
    expect(
      tokenCombinations(A, B, { bases: [W, D] })
        .map(key)
        .sort(),
    ).toEqual(['T1-T2', 'T1-T3', 'T1-T4', 'T2-T3', 'T2-T4', 'T3-T4'].sort())
  })

  it('never pairs a token with itself, nor twice', () => {
    expect(
      tokenCombinations(A, W, { bases: [W, D] })
        .map(key)
        .sort(),
    ).toEqual(['T1-T3', 'T1-T4', 'T3-T4'].sort())
  })

  it('adds the extra bases of a token, and custom bases replace the list for their token', () => {
    const combos = tokenCombinations(A, B, {
      bases: [W],
      additionalBases: { [A.address.toLowerCase()]: [U] },
    })
    expect(combos.map(key)).toContain('T3-T5')
    const custom = tokenCombinations(A, B, { bases: [W, D], customBases: { [A.address.toLowerCase()]: [U] } })
    expect(custom.map(key)).toContain('T1-T5')
    expect(custom.map(key)).not.toContain('T1-T3')
  })

  it("refuses tokens of different chains ('Not matching chain IDs')", () => {
    expect(() => tokenCombinations(A, t(2, 5), { bases: [] })).toThrow('Not matching chain IDs')
  })
})
