import { describe, expect, it } from 'vitest'
import { swapErrorKind } from './swapErrors.ts'

describe('swap error kinds', () => {
  it('a wallet rejection, an unexplained estimate failure and no call at all keep their own kinds', () => {
    expect(swapErrorKind({ type: 'rejected' })).toEqual({ kind: 'rejected' })
    expect(swapErrorKind({ type: 'estimate-failed' })).toEqual({ kind: 'gas-estimate-unexpected' })
    expect(swapErrorKind({ type: 'no-call' })).toEqual({ kind: 'gas-estimate-impossible' })
  })

  it('a revert found while estimating is classified by its reason', () => {
    expect(swapErrorKind({ type: 'reverted', reason: 'UniswapV2Router: EXPIRED' })).toEqual({
      kind: 'revert',
      revert: { kind: 'expired' },
    })
    expect(swapErrorKind({ type: 'reverted', reason: 'Too little received' })).toEqual({
      kind: 'revert',
      revert: { kind: 'v3-price-movement' },
    })
  })

  it('any other failure is a failed swap, its reason classified too', () => {
    expect(swapErrorKind({ type: 'other', reason: 'execution reverted: STF' })).toEqual({
      kind: 'swap-failed',
      revert: { kind: 'v3-price-movement' },
    })
    expect(swapErrorKind({ type: 'other', reason: 'nonce too low' })).toEqual({
      kind: 'swap-failed',
      revert: { kind: 'unknown', reason: 'nonce too low' },
    })
    expect(swapErrorKind({ type: 'other', reason: null })).toEqual({
      kind: 'swap-failed',
      revert: { kind: 'unknown', reason: null },
    })
  })
})
