import { describe, expect, it } from 'vitest'
import { LOCALE_LABELS, LOCALES } from './locales.ts'

describe('the language menu labels', () => {
  it('name every locale, each with a different label', () => {
    const labels = LOCALES.map((locale) => LOCALE_LABELS[locale])
    expect(new Set(labels).size).toBe(LOCALES.length)
  })

  it('spell the languages as their speakers do, the two Portuguese locales by country', () => {
    expect(LOCALE_LABELS['pl-PL']).toBe('Polski')
    expect(LOCALE_LABELS['pt-BR']).toBe('Português (Brasil)')
    expect(LOCALE_LABELS['pt-PT']).toBe('Português (Portugal)')
    expect(LOCALE_LABELS['uk-UA']).toBe('Українська')
    expect(LOCALE_LABELS['zh-TW']).toBe('繁體中文')
  })

  it('start with a capital where the script has one, as menu items', () => {
    for (const locale of LOCALES) {
      const first = LOCALE_LABELS[locale].charAt(0)
      expect(first, locale).toBe(first.toLocaleUpperCase(locale))
    }
  })
})
