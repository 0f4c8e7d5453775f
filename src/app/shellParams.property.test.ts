// Property tests: theme and ape values from any link (page query or the hash route's query) never throw and
// only ever force 'light', 'dark' or nothing, and turn expert mode on only for '' or 'true'.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apeParam, effectiveDarkMode, themeParam } from './shellParams.ts'

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.mixedCase(fc.constantFrom('light', 'dark', 'true')),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    'dark"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    ' dark',
    'dark\u0000',
    '\u202edark',
    'ＤＡＲＫ',
    'dark&theme=light',
    '%00',
    '',
    'a'.repeat(5000),
  ),
)
const enc = (v: string) => encodeURIComponent(v)
// The query may sit in the page's search, in the hash route, in both, or be junk that is no query at all.
const sources = fc.oneof(
  fc.tuple(hostile, hostile).map(([theme, ape]) => ({
    search: `?theme=${enc(theme)}&ape=${enc(ape)}`,
    hash: '',
    theme,
    ape,
  })),
  fc.tuple(hostile, hostile).map(([theme, ape]) => ({
    search: '',
    hash: `#/swap?x=1&theme=${enc(theme)}&ape=${enc(ape)}`,
    theme,
    ape,
  })),
  fc.tuple(hostile, hostile).map(([search, hash]) => ({ search, hash, theme: null, ape: null })),
)

describe('shell parameters', () => {
  it("theme is 'light', 'dark' (any case) or nothing; ape is on only for '' or 'true'", () => {
    fc.assert(
      fc.property(sources, ({ search, hash, theme, ape }) => {
        const forced = themeParam(search, hash)
        expect([null, 'light', 'dark']).toContain(forced)
        const expert = apeParam(search, hash)
        expect(typeof expert).toBe('boolean')
        if (theme !== null) {
          const lower = theme.toLowerCase()
          expect(forced).toBe(lower === 'light' || lower === 'dark' ? lower : null)
        }
        if (ape !== null) expect(expert).toBe(ape === '' || ape === 'true')
      }),
      { numRuns: 1000 },
    )
  })

  it('the page query wins over the hash query', () => {
    fc.assert(
      fc.property(fc.constantFrom('light', 'dark'), hostile, (theme, other) => {
        expect(themeParam(`?theme=${theme}`, `#/swap?theme=${enc(other)}`)).toBe(theme)
      }),
    )
  })

  it('a forced theme decides; otherwise the user choice, then the system', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, 'light' as const, 'dark' as const),
        fc.constantFrom(null, true, false),
        fc.boolean(),
        (forced, user, system) => {
          const dark = effectiveDarkMode(forced, user, system)
          expect(dark).toBe(forced !== null ? forced === 'dark' : (user ?? system))
        },
      ),
    )
  })
})
