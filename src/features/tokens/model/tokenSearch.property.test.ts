// Property tests: token search over untrusted list tokens (any symbol or name text) with any typed or pasted
// query never throws, returns tokens of the list in list order, and follows spec 1 §5 "Token search".
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createTokenIndex,
  type SearchableToken,
  showsNativeFirst,
  sortBySymbolMatch,
  tokenPickedOnEnter,
} from './tokenSearch.ts'

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror=alert(1)>',
    '.*',
    '(a+)+$',
    '[',
    '\\',
    '$&',
    '__proto__',
    'constructor',
    '\u202eIAD',
    'D\u200bAI',
    'ＤＡＩ',
    '   ',
    '\n\t',
    'a'.repeat(2000),
  ),
)
const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/)
const token: fc.Arbitrary<SearchableToken> = fc.record(
  {
    address: hex40.map((h) => `0x${h}`),
    symbol: fc.oneof(hostileText, fc.stringMatching(/^[A-Za-z]{1,6}$/)),
    name: fc.oneof(hostileText, fc.stringMatching(/^[A-Za-z]{1,8}( [A-Za-z]{1,8}){0,2}$/)),
  },
  { requiredKeys: ['address'] },
)
const tokens = fc.array(token, { maxLength: 30 })
const query = fc.oneof(
  hostileText,
  hex40.map((h) => `0x${h}`),
  fc.stringMatching(/^[a-z]{1,4}( [a-z]{1,4})?$/),
)

/** The positions of `found` in `all`, each token used once: checks found ⊆ all, in order. */
function positionsIn<T>(found: readonly T[], all: readonly T[]): number[] {
  const positions: number[] = []
  let from = 0
  for (const item of found) {
    const at = all.indexOf(item, from)
    expect(at, 'a result that is not a later token of the list').toBeGreaterThanOrEqual(0)
    positions.push(at)
    from = at + 1
  }
  return positions
}

describe('token search', () => {
  it('never throws; results are tokens of the list, in list order', () => {
    fc.assert(
      fc.property(tokens, query, (list, q) => {
        positionsIn(createTokenIndex(list).search(q), list)
      }),
      { numRuns: 1000 },
    )
  })

  it('an empty or blank query lists every token', () => {
    fc.assert(
      fc.property(tokens, fc.stringMatching(/^\s{0,4}$/), (list, blank) => {
        expect(createTokenIndex(list).search(blank)).toEqual(list)
      }),
    )
  })

  it('a pasted address (any case, padded) finds exactly the tokens with that address', () => {
    fc.assert(
      fc.property(
        tokens,
        fc.nat(),
        fc.boolean(),
        fc.constantFrom('', ' ', '\n'),
        (list, pick, upper, pad) => {
          fc.pre(list.length > 0)
          const address = list[pick % list.length]?.address ?? ''
          const pasted = `${pad}0x${upper ? address.slice(2).toUpperCase() : address.slice(2).toLowerCase()}${pad}`
          const found = createTokenIndex(list).search(pasted)
          expect(found).toEqual(list.filter((t) => t.address.toLowerCase() === address.toLowerCase()))
        },
      ),
    )
  })

  it('a symbol word is found by itself, its prefixes and its suffixes, in any case', () => {
    fc.assert(
      fc.property(
        tokens,
        fc.stringMatching(/^[A-Za-z0-9]{1,10}$/),
        fc.nat(),
        fc.boolean(),
        (list, symbol, cut, fromEnd) => {
          const target: SearchableToken = { address: `0x${'0'.repeat(40)}`, symbol }
          const all = [...list, target]
          const n = 1 + (cut % symbol.length)
          const part = fromEnd ? symbol.slice(-n) : symbol.slice(0, n)
          const index = createTokenIndex(all)
          expect(index.search(symbol.toUpperCase())).toContain(target)
          expect(index.search(` ${part.toLowerCase()} `)).toContain(target)
        },
      ),
    )
  })

  it('every result has each query word as a prefix or suffix of a word of its symbol, or of its name', () => {
    const wordsOf = (text: string | undefined) => (text ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const covers = (q: string[], target: string[]) =>
      target.length > 0 && q.every((w) => target.some((t) => t.startsWith(w) || t.endsWith(w)))
    fc.assert(
      fc.property(tokens, query, (list, q) => {
        fc.pre(!/^0x[0-9a-fA-F]{40}$/.test(q.trim()))
        const qWords = wordsOf(q)
        fc.pre(qWords.length > 0)
        for (const t of createTokenIndex(list).search(q))
          expect(covers(qWords, wordsOf(t.symbol)) || covers(qWords, wordsOf(t.name))).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('result order and Enter', () => {
  it('sorting by symbol match is a stable permutation with exact symbols first', () => {
    fc.assert(
      fc.property(tokens, query, (list, q) => {
        const sorted = sortBySymbolMatch(list, q)
        expect(sorted).toHaveLength(list.length)
        expect(new Set(sorted)).toEqual(new Set(list))
        const needle = q.trim().toLowerCase()
        if (needle === '') expect(sorted).toEqual(list)
        else {
          const exact = sorted.findLastIndex((t) => t.symbol?.toLowerCase() === needle)
          const firstOther = sorted.findIndex((t) => t.symbol?.toLowerCase() !== needle)
          if (exact >= 0 && firstOther >= 0) expect(exact).toBeLessThan(firstOther)
        }
      }),
    )
  })

  it('Enter picks nothing or the first result', () => {
    fc.assert(
      fc.property(tokens, query, (list, q) => {
        const results = createTokenIndex(list).search(q)
        const picked = tokenPickedOnEnter(results, q)
        if (picked !== null) expect(picked).toBe(results[0])
        if (results.length === 1) expect(picked).toBe(results[0])
      }),
    )
  })

  it("the native coin comes first exactly for 'e', 'et' and 'eth' (any case, padded)", () => {
    fc.assert(
      fc.property(fc.oneof(query, fc.mixedCase(fc.constantFrom('e', 'et', 'eth', ' eth '))), (q) => {
        expect(showsNativeFirst(q)).toBe(['e', 'et', 'eth'].includes(q.trim().toLowerCase()))
      }),
    )
  })
})
