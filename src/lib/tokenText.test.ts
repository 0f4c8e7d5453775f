import { describe, expect, it } from 'vitest'
import {
  parseStringOrBytes32,
  tokenNameText,
  tokenSymbolText,
  UNKNOWN_TOKEN_NAME,
  UNKNOWN_TOKEN_SYMBOL,
} from './tokenText.ts'

const MKR = `0x4d4b52${'00'.repeat(29)}`

describe('token name and symbol text', () => {
  it('uses the string form when there is one', () => {
    expect(parseStringOrBytes32('Dai Stablecoin', MKR, UNKNOWN_TOKEN_NAME)).toBe('Dai Stablecoin')
  })

  it('decodes a 64-hex value whose last byte is zero', () => {
    expect(parseStringOrBytes32(undefined, MKR, UNKNOWN_TOKEN_SYMBOL)).toBe('MKR')
    expect(parseStringOrBytes32('', MKR, UNKNOWN_TOKEN_SYMBOL)).toBe('MKR')
  })

  it('does not decode a 64-hex value whose last byte is not zero', () => {
    expect(parseStringOrBytes32(undefined, `0x${'41'.repeat(32)}`, UNKNOWN_TOKEN_SYMBOL)).toBe('UNKNOWN')
  })

  it('does not decode a value of another length, nor one that is not text', () => {
    expect(parseStringOrBytes32(undefined, '0x4d4b5200', UNKNOWN_TOKEN_NAME)).toBe('Unknown Token')
    expect(parseStringOrBytes32(undefined, `0xff${'00'.repeat(31)}`, UNKNOWN_TOKEN_NAME)).toBe(
      'Unknown Token',
    )
    expect(parseStringOrBytes32(undefined, `0x${'00'.repeat(32)}`, UNKNOWN_TOKEN_NAME)).toBe('Unknown Token')
  })

  it('falls back when nothing was readable', () => {
    expect(parseStringOrBytes32(undefined, undefined, UNKNOWN_TOKEN_NAME)).toBe('Unknown Token')
    expect(parseStringOrBytes32(undefined, undefined, UNKNOWN_TOKEN_SYMBOL)).toBe('UNKNOWN')
  })
})

describe('token name and symbol as shown', () => {
  it('loses bidirectional, zero-width and control characters', () => {
    expect(tokenSymbolText('\u202eCDSU')).toBe('CDSU')
    expect(tokenSymbolText('US\u200bDC')).toBe('USDC')
    expect(tokenNameText('USD\u0000 Coin\n')).toBe('USD Coin')
  })

  it('is capped: 32 characters for a symbol, 64 for a name', () => {
    expect(tokenSymbolText('S'.repeat(40))).toBe(`${'S'.repeat(31)}…`)
    expect(tokenSymbolText('S'.repeat(32))).toBe('S'.repeat(32))
    expect(tokenNameText('N'.repeat(100))).toBe(`${'N'.repeat(63)}…`)
  })

  it("falls back to 'UNKNOWN' and 'Unknown Token' when nothing visible is left or it is not text", () => {
    expect(tokenSymbolText('\u200b\u202e')).toBe(UNKNOWN_TOKEN_SYMBOL)
    expect(tokenSymbolText(undefined)).toBe(UNKNOWN_TOKEN_SYMBOL)
    expect(tokenNameText('   ')).toBe(UNKNOWN_TOKEN_NAME)
    expect(tokenNameText(42)).toBe(UNKNOWN_TOKEN_NAME)
  })
})
