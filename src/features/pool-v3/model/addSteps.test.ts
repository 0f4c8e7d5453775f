import { describe, expect, it } from 'vitest'
import { ADD_SLIPPAGE_BPS, poolCreation } from './addSteps.ts'

describe('add steps (spec 2 §4 "Add v3 flow", §9)', () => {
  it('the default slippage is 0.5 %', () => {
    expect(ADD_SLIPPAGE_BPS).toBe(50)
  })

  it('a new pool is created within the mint, or in its own step first on Optimism networks', () => {
    expect(poolCreation('not-exists', 'add', false)).toBe('with-mint')
    expect(poolCreation('not-exists', 'add', true)).toBe('separate-step')
  })

  it('an existing pool or an increase creates nothing', () => {
    expect(poolCreation('exists', 'add', true)).toBe('none')
    expect(poolCreation('not-exists', 'increase', false)).toBe('none')
  })
})
