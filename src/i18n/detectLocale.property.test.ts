// Property tests: any `lng` value in a link and any browser language list give a locale the app offers, so
// the catalogue import is always of a known module id (never a path built from the link).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { browserLocale, detectLocale, matchLocale } from './detectLocale.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts'

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...LOCALES),
  fc.mixedCase(fc.constantFrom(...LOCALES)).map((l) => l.replace('-', '_')),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    '../../../../etc/passwd',
    './en-US',
    'en-US/../../evil',
    'de-<script>',
    'javascript:alert(1)',
    '__proto__',
    'constructor',
    '\u202ede-DE',
    'de-DE\u0000',
    '%00',
    '-',
    '_',
    '',
    ' ',
    'x'.repeat(5000),
  ),
)

const isOffered = (locale: unknown): locale is Locale => (LOCALES as readonly unknown[]).includes(locale)

describe('locale detection', () => {
  it('always gives an offered locale, whatever the link and the browser say', () => {
    fc.assert(
      fc.property(hostile, hostile, fc.array(hostile, { maxLength: 4 }), (lng, junk, languages) => {
        for (const sources of [
          { search: `?lng=${encodeURIComponent(lng)}`, hash: '', languages },
          { search: '', hash: `#/swap?lng=${encodeURIComponent(lng)}`, languages },
          { search: junk, hash: junk, languages },
        ])
          expect(isOffered(detectLocale(sources))).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('matchLocale gives null or an offered locale of the same language', () => {
    fc.assert(
      fc.property(fc.option(hostile, { nil: null }), (raw) => {
        const locale = matchLocale(raw)
        if (locale === null) return
        expect(isOffered(locale)).toBe(true)
        const language = (raw ?? '').trim().replace(/_/g, '-').toLowerCase().split('-')[0]
        expect(locale.toLowerCase().split('-')[0]).toBe(language)
      }),
      { numRuns: 1000 },
    )
  })

  it("an offered locale in any case, with '_' or '-', is found exactly", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.boolean(), (locale, underscore) => {
        const written = underscore ? locale.replace('-', '_') : locale
        expect(matchLocale(written.toUpperCase())).toBe(locale)
        expect(matchLocale(` ${written.toLowerCase()} `)).toBe(locale)
      }),
    )
  })

  it('without a usable link value the browser languages decide, else the default', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 4 }), (languages) => {
        const locale = detectLocale({ search: '', hash: '#/swap', languages })
        expect(locale).toBe(browserLocale(languages) ?? DEFAULT_LOCALE)
      }),
    )
  })
})
