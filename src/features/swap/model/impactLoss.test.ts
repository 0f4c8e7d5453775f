import { describe, expect, it } from 'vitest'
import { impactLoss, warnsOfImpact } from './impactLoss.ts'

describe('what a price impact costs', () => {
  it('the share of the value and that share of the input in USD', () => {
    expect(impactLoss(7629, 1618.27)).toEqual({ percent: '76.29%', usd: '$1,234.58' })
    expect(impactLoss(600, 2000)).toEqual({ percent: '6.00%', usd: '$120.00' })
  })

  it('no USD loss when the input has no USD value, or when it is under a cent', () => {
    expect(impactLoss(7629, null)).toEqual({ percent: '76.29%', usd: null })
    expect(impactLoss(600, 0.1)).toEqual({ percent: '6.00%', usd: null })
  })

  it("writes both as the locale does (de-DE: '76,29 %', '1.234,58 $')", () => {
    expect(impactLoss(7629, 1618.27, 'de-DE')).toEqual({ percent: '76,29\u00a0%', usd: '1.234,58\u00a0$' })
    expect(impactLoss(0.5, null, 'de-DE').percent).toBe('<0,01\u00a0%')
  })

  it('rounds the percentage to two decimals', () => {
    expect(impactLoss(1234.5678, null).percent).toBe('12.35%')
  })

  it('warns from severity 3 (above 5 %), not below', () => {
    expect([0, 1, 2, 3, 4].map((s) => warnsOfImpact(s as 0 | 1 | 2 | 3 | 4))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ])
  })
})
