import { describe, expect, it } from 'vitest'
import { ENS_NAME_MAX_LENGTH, TOKEN_NAME_MAX_LENGTH, TOKEN_SYMBOL_MAX_LENGTH } from './textCaps.ts'
import { cleanText, isCleanText } from './untrustedText.ts'

describe('cleaning untrusted text', () => {
  it('keeps ordinary text, other scripts and emoji as they are', () => {
    for (const text of ['USDC', 'Dai Stablecoin', 'Ξ-ETH', 'ﾃｽﾄ', 'дай', 'سكة', '🦄 Unicorn', 'alice.eth'])
      expect(cleanText(text, 64)).toBe(text)
  })

  it('removes C0 and C1 controls and DEL, line breaks and tabs included', () => {
    expect(cleanText('US\u0000DC\u0007', 20)).toBe('USDC')
    expect(cleanText('US\u0085DC\u009f\u007f', 20)).toBe('USDC')
    expect(cleanText('USD\nC\r\t', 20)).toBe('USDC')
  })

  it('removes every bidirectional control: embeddings, overrides, isolates and marks', () => {
    const bidi = [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x61c,
    ]
    for (const code of bidi) expect(cleanText(`US${String.fromCodePoint(code)}DC`, 20)).toBe('USDC')
    // 'CDSU' written right to left displays as 'USDC'.
    expect(cleanText('\u202eCDSU\u202c', 20)).toBe('CDSU')
  })

  it('removes zero-width characters and the byte order mark', () => {
    for (const code of [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff])
      expect(cleanText(`US${String.fromCodePoint(code)}DC`, 20)).toBe('USDC')
  })

  it('removes line and paragraph separators and lone surrogates; makes runs of spaces one; trims', () => {
    expect(cleanText('US\u2028D\u2029C', 20)).toBe('USDC')
    expect(cleanText('US\ud800DC\udfff', 20)).toBe('USDC')
    expect(cleanText('  Dai \u00a0\u3000 Stablecoin  ', 64)).toBe('Dai Stablecoin')
  })

  it('caps the length in code points, ending a cut text with an ellipsis', () => {
    expect(cleanText('ABCDEFGHIJ', 10)).toBe('ABCDEFGHIJ')
    expect(cleanText('ABCDEFGHIJK', 10)).toBe('ABCDEFGHI…')
    expect(cleanText('🦄🦄🦄🦄', 3)).toBe('🦄🦄…')
    expect(cleanText('Dai Stablecoin', 5)).toBe('Dai…')
    expect(cleanText('x'.repeat(1_000_000), TOKEN_NAME_MAX_LENGTH)).toHaveLength(TOKEN_NAME_MAX_LENGTH)
    expect(cleanText('abc', 0)).toBe('')
  })

  it('counts the length after removing what is unseen', () => {
    expect(cleanText(`${'\u200b'.repeat(100)}USDC`, TOKEN_SYMBOL_MAX_LENGTH)).toBe('USDC')
  })

  it('gives an empty text for anything that is not a string', () => {
    for (const value of [undefined, null, 5, {}, [], { toString: () => 'USDC' }])
      expect(cleanText(value, 20)).toBe('')
  })

  it('tells whether a text is already clean', () => {
    expect(isCleanText('alice.eth', ENS_NAME_MAX_LENGTH)).toBe(true)
    expect(isCleanText('alice\u200b.eth', ENS_NAME_MAX_LENGTH)).toBe(false)
    expect(isCleanText(`${'a'.repeat(252)}.eth`, ENS_NAME_MAX_LENGTH)).toBe(false)
  })
})
