import { describe, expect, it } from 'vitest'
import { browserLocale, detectLocale, lngFromUrl, matchLocale } from './detectLocale.ts'

describe('matchLocale', () => {
  it('matches a supported locale exactly, ignoring case and underscores', () => {
    expect(matchLocale('en-US')).toBe('en-US')
    expect(matchLocale('EN-us')).toBe('en-US')
    expect(matchLocale('en_US')).toBe('en-US')
  })
  it('falls back to a supported locale of the same language', () => {
    expect(matchLocale('en')).toBe('en-US')
    expect(matchLocale('en-GB')).toBe('en-US')
    expect(matchLocale('de-DE', ['en-US'])).toBeNull()
  })
  it('returns null for empty or unknown input', () => {
    expect(matchLocale(undefined)).toBeNull()
    expect(matchLocale('')).toBeNull()
    expect(matchLocale('  ')).toBeNull()
    expect(matchLocale('xx-YY')).toBeNull()
  })
})

describe('lngFromUrl', () => {
  it('reads lng from the search part', () => {
    expect(lngFromUrl('?lng=de-DE', '#/swap')).toBe('de-DE')
  })
  it('reads lng from the query inside the hash', () => {
    expect(lngFromUrl('', '#/swap?inputCurrency=ETH&lng=fr-FR')).toBe('fr-FR')
  })
  it('prefers the search part over the hash', () => {
    expect(lngFromUrl('?lng=a', '#/swap?lng=b')).toBe('a')
  })
  it('returns null when there is no lng', () => {
    expect(lngFromUrl('', '#/swap')).toBeNull()
    expect(lngFromUrl('?x=1', '#/swap?y=2')).toBeNull()
  })
})

describe('detectLocale', () => {
  it('uses the URL lng first', () => {
    expect(detectLocale({ search: '', hash: '#/swap?lng=en-us', languages: ['xx'] })).toBe('en-US')
  })
  it('ignores an unsupported lng and uses the browser language', () => {
    expect(detectLocale({ search: '?lng=xx-XX', hash: '', languages: ['yy', 'en-AU'] })).toBe('en-US')
  })
  it('falls back to the default locale', () => {
    expect(detectLocale({ search: '', hash: '', languages: [] })).toBe('en-US')
    expect(detectLocale({ search: '', hash: '', languages: ['zz-ZZ'] })).toBe('en-US')
  })
})

describe('the 32 offered locales', () => {
  it('are matched from lng even without a catalogue', () => {
    expect(detectLocale({ search: '', hash: '#/swap?lng=de-de', languages: [] })).toBe('de-DE')
    expect(detectLocale({ search: '', hash: '', languages: ['zh-TW', 'en'] })).toBe('zh-TW')
  })
  it('give the browser locale, or null', () => {
    expect(browserLocale(['xx', 'fr'])).toBe('fr-FR')
    expect(browserLocale(['xx'])).toBeNull()
  })
})

describe('the starting locale', () => {
  const browser = { search: '', hash: '#/swap', languages: ['de-DE', 'en-US'] }

  it('is the one picked in the menu over the browser’s, and lng in the URL over both (for that visit)', () => {
    expect(detectLocale({ ...browser, userLocale: 'ja-JP' })).toBe('ja-JP')
    expect(detectLocale({ ...browser, hash: '#/swap?lng=ar-SA', userLocale: 'ja-JP' })).toBe('ar-SA')
    expect(detectLocale({ ...browser, userLocale: null })).toBe('de-DE')
  })

  it('ignores a stored choice that is not a locale (corrupted settings)', () => {
    expect(detectLocale({ ...browser, userLocale: '<script>' })).toBe('de-DE')
  })

  it('offers the pseudo-locale only where allowed', () => {
    const pseudo = { ...browser, hash: '#/swap?lng=en-XA' }
    expect(detectLocale({ ...pseudo, allowPseudo: true })).toBe('en-XA')
    // Without it, en-XA is just English of another region.
    expect(detectLocale(pseudo)).toBe('en-US')
  })
})
