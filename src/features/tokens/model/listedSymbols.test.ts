import { describe, expect, it } from 'vitest'
import { nativeCurrency, type TokenCurrency } from './currency.ts'
import { listedSymbols, NO_LISTED_SYMBOLS, sharesListedSymbol } from './listedSymbols.ts'

const token = (symbol: string, n: number): TokenCurrency => ({
  kind: 'token',
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol,
  name: symbol,
})

const USDC = token('USDC', 1)
const DAI = token('DAI', 2)
const listed = listedSymbols([USDC, DAI], 'ETH')

describe('tokens sharing a symbol with a listed token', () => {
  it('marks a token at another address with the symbol of a listed token', () => {
    expect(sharesListedSymbol(token('USDC', 9), listed)).toBe(true)
  })

  it('does not mark the listed token itself, whatever the case of its address', () => {
    expect(sharesListedSymbol(USDC, listed)).toBe(false)
    expect(sharesListedSymbol({ ...USDC, address: `0x${'0'.repeat(39)}1` }, listed)).toBe(false)
  })

  it('does not mark a token whose symbol no listed token has', () => {
    expect(sharesListedSymbol(token('USDC2', 9), listed)).toBe(false)
    expect(sharesListedSymbol(token('MKR', 9), listed)).toBe(false)
  })

  it('compares symbols as they read: case and compatibility forms folded', () => {
    expect(sharesListedSymbol(token('usdc', 9), listed)).toBe(true)
    expect(sharesListedSymbol(token('ＵＳＤＣ', 9), listed)).toBe(true)
  })

  it("marks a token calling itself 'ETH', but never the native coin", () => {
    expect(sharesListedSymbol(token('ETH', 9), listed)).toBe(true)
    expect(sharesListedSymbol(nativeCurrency(1), listed)).toBe(false)
  })

  it('marks both when two listed tokens share a symbol', () => {
    const twice = listedSymbols([USDC, token('USDC', 3)], null)
    expect(sharesListedSymbol(USDC, twice)).toBe(true)
    expect(sharesListedSymbol(token('USDC', 3), twice)).toBe(true)
  })

  it('marks nothing without listed tokens', () => {
    expect(sharesListedSymbol(token('USDC', 9), NO_LISTED_SYMBOLS)).toBe(false)
  })
})
