import { describe, expect, it } from 'vitest'
import { formatSlippagePercent, settingsChips } from './settingsChips.ts'

describe('settings chips on the swap card', () => {
  it('shows expert mode when it is on', () => {
    expect(settingsChips(true, 'auto', null)).toEqual({ expertMode: true, slippage: null })
    expect(settingsChips(false, 'auto', null)).toEqual({ expertMode: false, slippage: null })
  })

  it('shows a custom slippage the settings warn about (above 1 %, below 0.05 %), not a usual one', () => {
    expect(settingsChips(false, 300, 'may-be-frontrun').slippage).toEqual({
      percent: '3%',
      risk: 'may-be-frontrun',
    })
    expect(settingsChips(false, 1, 'may-fail').slippage).toEqual({ percent: '0.01%', risk: 'may-fail' })
    expect(settingsChips(false, 50, null).slippage).toBeNull()
  })

  it.each([
    [300, '3%'],
    [150, '1.5%'],
    [101, '1.01%'],
    [5, '0.05%'],
    [0, '0%'],
    [5000, '50%'],
  ])('%i bp reads %s', (bps, text) => {
    expect(formatSlippagePercent(bps)).toBe(text)
  })
})
