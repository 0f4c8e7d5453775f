import { describe, expect, it } from 'vitest'
import { toPermitOptions } from './permitOptions.ts'

const r = `0x${'11'.repeat(32)}` as const
const s = `0x${'22'.repeat(32)}` as const

describe('toPermitOptions', () => {
  it('gives an amount permit its amount and deadline', () => {
    expect(toPermitOptions({ v: 27, r, s, deadline: 1700n, permitType: 'amount', amount: 5n })).toEqual({
      v: 27,
      r,
      s,
      amount: '5',
      deadline: '1700',
    })
  })

  it("gives DAI's allowed permit its nonce and the deadline as expiry", () => {
    expect(toPermitOptions({ v: 28, r, s, deadline: 1700n, permitType: 'allowed', nonce: 3n })).toEqual({
      v: 28,
      r,
      s,
      nonce: '3',
      expiry: '1700',
    })
  })

  it('refuses a v no signature has', () => {
    expect(() => toPermitOptions({ v: 2, r, s, deadline: 1n, permitType: 'amount', amount: 1n })).toThrow(
      RangeError,
    )
  })
})
