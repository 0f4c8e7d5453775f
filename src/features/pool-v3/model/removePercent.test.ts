import { describe, expect, it } from 'vitest'
import { canBurn, parseRemovePercent, removeBlocker } from './removePercent.ts'

describe('parseRemovePercent', () => {
  it('reads whole percents 0 … 100', () => {
    expect(parseRemovePercent('0')).toBe(0)
    expect(parseRemovePercent('50')).toBe(50)
    expect(parseRemovePercent('100')).toBe(100)
    expect(parseRemovePercent(75)).toBe(75)
  })

  it('floors a fractional slider value', () => {
    expect(parseRemovePercent(33.9)).toBe(33)
    expect(parseRemovePercent(99.99)).toBe(99)
  })

  it('rejects values outside 0 … 100 and non-numbers', () => {
    for (const bad of ['101', '-1', '1000', '', ' 5', '5%', '1e2', '0x10', 'abc', '50.5'])
      expect(parseRemovePercent(bad), bad).toBeNull()
    for (const bad of [-1, 100.5, 101, Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseRemovePercent(bad), String(bad)).toBeNull()
  })

  it('reads each preset of the picker (25, 50, 75, Max)', () => {
    for (const preset of [25, 50, 75, 100]) expect(parseRemovePercent(preset)).toBe(preset)
  })
})

describe('removeBlocker (spec 2 §5 remove v3)', () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it("'Connect Wallet' without an account", () => {
    expect(removeBlocker({ account: undefined, liquidity: 10n, percent: 50 })).toBe('connect-wallet')
  })

  it("'Enter a percent' when the percent is 0", () => {
    expect(removeBlocker({ account, liquidity: 10n, percent: 0 })).toBe('enter-percent')
  })

  it("'Closed' when the position has no liquidity, before anything else", () => {
    expect(removeBlocker({ account: undefined, liquidity: 0n, percent: 0 })).toBe('closed')
    expect(removeBlocker({ account, liquidity: 0n, percent: 50 })).toBe('closed')
  })

  it('nothing blocks a connected owner with a percent above 0', () => {
    expect(removeBlocker({ account, liquidity: 10n, percent: 1 })).toBeNull()
    expect(removeBlocker({ account, liquidity: undefined, percent: 1 })).toBeNull()
  })
})

describe('canBurn', () => {
  it('only at 100 %', () => {
    expect(canBurn(100)).toBe(true)
    expect(canBurn(99)).toBe(false)
  })
})
