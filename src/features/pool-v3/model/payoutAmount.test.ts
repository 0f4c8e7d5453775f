import { describe, expect, it } from 'vitest'
import { payoutAmount } from './payoutAmount.ts'
import { DAI, ETH, WETH } from './test/positionFixture.ts'

describe('payoutAmount', () => {
  it('pays the wrapped native side in the native coin when asked', () => {
    expect(payoutAmount(WETH, 5n, ETH).currency.isNative).toBe(true)
  })

  it('keeps WETH when collecting as WETH, and never turns another token native', () => {
    expect(payoutAmount(WETH, 5n, null).currency).toBe(WETH)
    expect(payoutAmount(DAI, 5n, ETH).currency).toBe(DAI)
  })
})
