import { describe, expect, it } from 'vitest'
import { effectiveSlippageBps, parseSlippageInput, slippageWarning } from './slippage.ts'

describe('slippage input', () => {
  it('empty means auto', () => {
    expect(parseSlippageInput('')).toEqual({ kind: 'auto' })
    expect(parseSlippageInput('  ')).toEqual({ kind: 'auto' })
  })

  it('a lone "." is ignored', () => {
    expect(parseSlippageInput('.')).toEqual({ kind: 'ignored' })
  })

  it('value × 100 is floored to integer basis points', () => {
    expect(parseSlippageInput('0.5')).toEqual({ kind: 'custom', bps: 50 })
    expect(parseSlippageInput('1.239')).toEqual({ kind: 'custom', bps: 123 })
    expect(parseSlippageInput('0.29')).toEqual({ kind: 'custom', bps: 29 })
    expect(parseSlippageInput('0.001')).toEqual({ kind: 'custom', bps: 0 })
    expect(parseSlippageInput('.5')).toEqual({ kind: 'custom', bps: 50 })
  })

  it('must be 0 to 5000 basis points, else invalid', () => {
    expect(parseSlippageInput('0')).toEqual({ kind: 'custom', bps: 0 })
    expect(parseSlippageInput('50')).toEqual({ kind: 'custom', bps: 5000 })
    expect(parseSlippageInput('50.01')).toEqual({ kind: 'invalid' })
    expect(parseSlippageInput('-1')).toEqual({ kind: 'invalid' })
    expect(parseSlippageInput('1e2')).toEqual({ kind: 'invalid' })
    expect(parseSlippageInput('abc')).toEqual({ kind: 'invalid' })
    expect(parseSlippageInput('1.2.3')).toEqual({ kind: 'invalid' })
  })
})

describe('slippage warnings', () => {
  it('below 0.05% the transaction may fail', () => {
    expect(slippageWarning(4)).toBe('may-fail')
    expect(slippageWarning(0)).toBe('may-fail')
    expect(slippageWarning(5)).toBeNull()
  })

  it('above 1% the transaction may be frontrun', () => {
    expect(slippageWarning(100)).toBeNull()
    expect(slippageWarning(101)).toBe('may-be-frontrun')
  })

  it('auto never warns', () => {
    expect(slippageWarning('auto')).toBeNull()
  })
})

describe('effective slippage', () => {
  it('auto means 0.50% on layer 1 and 0.10% on layer 2', () => {
    expect(effectiveSlippageBps('auto', false)).toBe(50)
    expect(effectiveSlippageBps('auto', true)).toBe(10)
  })

  it('a custom value is used as is', () => {
    expect(effectiveSlippageBps(123, true)).toBe(123)
  })

  it("each liquidity form has its own auto value on every chain (spec 2 §9); the user's value overrides it", () => {
    expect(effectiveSlippageBps('auto', false, 'add')).toBe(50)
    expect(effectiveSlippageBps('auto', true, 'add')).toBe(50)
    expect(effectiveSlippageBps('auto', false, 'migrate')).toBe(75)
    expect(effectiveSlippageBps('auto', true, 'remove')).toBe(500)
    expect(effectiveSlippageBps(30, false, 'remove')).toBe(30)
    expect(effectiveSlippageBps('auto', true, 'swap')).toBe(10)
  })
})
