import { describe, expect, it } from 'vitest'
import { claimBreakdown } from './claimBreakdown.ts'

const UNI = 10n ** 18n
const flags = (isSOCKS: boolean, isLP: boolean, isUser: boolean) => ({ isSOCKS, isLP, isUser })

describe('claimBreakdown', () => {
  it('a user alone gets the User row of 400 UNI', () => {
    expect(claimBreakdown({ amount: 400n * UNI, flags: flags(false, false, true) })).toEqual([
      { kind: 'user', amount: 400n * UNI },
    ])
  })

  it('a liquidity provider and user: Liquidity is the amount less the 400 of User', () => {
    const amount = 1_387_654_321_000_000_000_000n
    expect(claimBreakdown({ amount, flags: flags(false, true, true) })).toEqual([
      { kind: 'liquidity', amount: amount - 400n * UNI },
      { kind: 'user', amount: 400n * UNI },
    ])
  })

  it('SOCKS, Liquidity and User in that order, Liquidity net of 1,000 + 400', () => {
    expect(claimBreakdown({ amount: 3_745_678n * 10n ** 15n, flags: flags(true, true, true) })).toEqual([
      { kind: 'socks', amount: 1000n * UNI },
      { kind: 'liquidity', amount: 3_745_678n * 10n ** 15n - 1400n * UNI },
      { kind: 'user', amount: 400n * UNI },
    ])
  })

  it('no Liquidity row when the rest would be negative', () => {
    expect(claimBreakdown({ amount: 1000n * UNI, flags: flags(true, true, true) })).toEqual([
      { kind: 'socks', amount: 1000n * UNI },
      { kind: 'user', amount: 400n * UNI },
    ])
  })

  it('no rows without flags', () => {
    expect(claimBreakdown({ amount: 400n * UNI, flags: null })).toEqual([])
  })
})
