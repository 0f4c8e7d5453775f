import { describe, expect, it } from 'vitest'
import { LIQUIDITY_EVENT_CATEGORY, pairEventLabel } from './liquidityEvent.ts'

describe('liquidity analytics events', () => {
  it("are in the 'Liquidity' category", () => {
    expect(LIQUIDITY_EVENT_CATEGORY).toBe('Liquidity')
  })

  it('label a pair as symbol0/symbol1, an unknown symbol as empty', () => {
    expect(pairEventLabel('DAI', 'ETH')).toBe('DAI/ETH')
    expect(pairEventLabel(undefined, 'WETH')).toBe('/WETH')
  })
})
