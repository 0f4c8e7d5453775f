// Property tests: hostile URL query strings (raw, percent-encoded, script payloads, unicode tricks, very
// long values) never throw and always give a swap state within spec 1 §4 "Swap selection".
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCurrencyParam, parseRecipientParam, parseSwapQuery, type SwapState } from './swapQuery.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const ENS_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  '"><img src=x onerror=window.__pwned=1>',
  "'-alert(1)-'",
  'data:text/html,<script>alert(1)</script>',
  '\u202eETH',
  'ETH\u202e',
  '\u200bETH',
  'ETH\u0000',
  '%00',
  '\u0000',
  'ＥＴＨ',
  'Eth',
  ' eth ',
  '\teth\n',
  '__proto__',
  'constructor',
  'toString',
  `${DAI}\u0000`,
  `${DAI}<script>`,
  ` ${DAI.toLowerCase()} `,
  `0x${'0'.repeat(39)}`,
  `0x${'f'.repeat(41)}`,
  `0X${DAI.slice(2)}`,
  `0x6B175474E89094C44Da98b954EedeAC495271d0\u0415`, // last digit a Cyrillic capital E
  'vitalik.eth',
  'vitalik.eth/<script>',
  'evil.eth#"><img src=x>',
  '1e18',
  '-1',
  '0x10',
  'Infinity',
  'NaN',
  '1.5',
  '.5',
  '5.',
  '.',
  '١٢٣', // Arabic-Indic digits
  'a'.repeat(10_000),
  '9'.repeat(10_000),
]

const hostile = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.stringMatching(/^\s*0[xX][0-9a-fA-F]{38,42}\s*$/),
  fc.stringMatching(/^\s*[0-9]{0,90}\.?[0-9]{0,90}\s*$/),
)

const PARAMS = ['inputCurrency', 'outputCurrency', 'exactAmount', 'exactField', 'recipient', 'use']

/** A raw query string as a link would carry it: names and values percent-encoded or not, '&'/'=' noise. */
const rawQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 12 })),
      hostile,
      fc.constantFrom('plain', 'encoded', 'no-value'),
    ),
    { maxLength: 10 },
  )
  .map((parts) =>
    parts
      .map(([name, value, style]) =>
        style === 'no-value'
          ? name
          : style === 'encoded'
            ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
            : `${name}=${value}`,
      )
      .join('&'),
  )

function expectValidState(state: SwapState): void {
  for (const id of [state.inputCurrencyId, state.outputCurrencyId])
    expect(id === '' || id === 'ETH' || ADDRESS.test(id), `currency id ${JSON.stringify(id)}`).toBe(true)
  // Both empty becomes ETH input, so never both empty; and never the same currency on both sides.
  expect(state.inputCurrencyId === '' && state.outputCurrencyId === '').toBe(false)
  expect(state.inputCurrencyId.toLowerCase()).not.toBe(state.outputCurrencyId.toLowerCase())
  // The typed value is empty or a plain non-negative decimal number.
  if (state.typedValue !== '') {
    expect(state.typedValue).toMatch(/^(?:\d+\.?\d*|\.\d+)$/)
    expect(Number.isNaN(Number(state.typedValue))).toBe(false)
  }
  expect(['INPUT', 'OUTPUT']).toContain(state.independentField)
  expect([null, 'v2', 'v3']).toContain(state.routing)
  if (state.recipient !== null) {
    expect(ADDRESS.test(state.recipient) || ENS_NAME.test(state.recipient)).toBe(true)
    // Nothing that could be markup or a hidden control or direction character.
    expect(state.recipient).toMatch(/^[0-9a-zA-Z.-]+$/)
  }
}

describe('URL currency parameter', () => {
  it('is empty, ETH, or the very address given (trimmed); never anything else', () => {
    fc.assert(
      fc.property(fc.option(hostile, { nil: null }), (value) => {
        const id = parseCurrencyParam(value)
        if (id === 'ETH') expect(value?.trim().toUpperCase()).toBe('ETH')
        else if (id !== '') {
          expect(id).toMatch(ADDRESS)
          expect(id).toBe(value?.trim())
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps any 40-hex address whatever its case or surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{40}$/), fc.stringMatching(/^[ \t\n]{0,3}$/), (hex, pad) => {
        expect(parseCurrencyParam(`${pad}0x${hex}${pad}`)).toBe(`0x${hex}`)
      }),
    )
  })

  it("'ETH' in any case becomes ETH", () => {
    fc.assert(
      fc.property(fc.mixedCase(fc.constant('eth')), (text) => {
        expect(parseCurrencyParam(text)).toBe('ETH')
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const once = parseCurrencyParam(value)
        expect(parseCurrencyParam(once)).toBe(once)
      }),
    )
  })
})

describe('URL recipient parameter', () => {
  it('is null, an address or an ENS-style name, trimmed, with no markup or hidden characters', () => {
    fc.assert(
      fc.property(fc.option(hostile, { nil: null }), (value) => {
        const recipient = parseRecipientParam(value)
        if (recipient === null) return
        expect(ADDRESS.test(recipient) || ENS_NAME.test(recipient)).toBe(true)
        expect(recipient).toMatch(/^[0-9a-zA-Z.-]+$/)
        expect(recipient).toBe(value?.trim())
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps every dotted ENS-style name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (labels, tld) => {
          const name = `${labels.join('.')}.${tld}`
          expect(parseRecipientParam(name)).toBe(name)
        },
      ),
    )
  })
})

describe('whole swap query', () => {
  it('a raw hostile query string always gives a valid swap state', () => {
    fc.assert(
      fc.property(rawQuery, (query) => {
        expectValidState(parseSwapQuery(new URLSearchParams(query)))
      }),
      { numRuns: 1000 },
    )
  })

  it('the same hostile value in every parameter gives a valid state', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const query = new URLSearchParams(PARAMS.map((name) => [name, value]))
        expectValidState(parseSwapQuery(query))
      }),
      { numRuns: 1000 },
    )
  })

  it('two valid currencies that are the same (any case) keep the input and clear the output', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.mixedCase(fc.constant('eth')), fc.stringMatching(/^0x[0-9a-fA-F]{40}$/)),
        (id) => {
          const state = parseSwapQuery(
            new URLSearchParams({ inputCurrency: id, outputCurrency: id.toUpperCase().replace('0X', '0x') }),
          )
          expect(state.inputCurrencyId).toBe(parseCurrencyParam(id))
          expect(state.outputCurrencyId).toBe('')
        },
      ),
    )
  })

  it('an unparsable amount is dropped; a parsable one is kept as written (trimmed)', () => {
    fc.assert(
      fc.property(hostile, (amount) => {
        const { typedValue } = parseSwapQuery(new URLSearchParams({ exactAmount: amount }))
        const trimmed = amount.trim()
        if (/^(?:\d+\.?\d*|\.\d+)$/.test(trimmed)) expect(typedValue).toBe(trimmed)
        else expect(typedValue).toBe('')
      }),
      { numRuns: 1000 },
    )
  })

  it('a link with 100 000-character junk values is parsed without quadratic backtracking', () => {
    // Linear parsing takes a few milliseconds; the quadratic number pattern this guards against took
    // seconds (a crafted link could freeze the page for minutes).
    const started = performance.now()
    for (const junk of [
      `${'1'.repeat(100_000)}x`,
      `${'1'.repeat(100_000)}.x`,
      `.${'1'.repeat(100_000)}.`,
      `${'a-'.repeat(50_000)}!`,
      `${'a.'.repeat(50_000)}1`,
      `0x${'a'.repeat(100_000)}`,
    ]) {
      const query = new URLSearchParams(PARAMS.map((name) => [name, junk]))
      expectValidState(parseSwapQuery(query))
    }
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it("only 'output' (any case) selects the output side; anything else the input", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.mixedCase(fc.constant('output'))), (exactField) => {
        const { independentField } = parseSwapQuery(new URLSearchParams({ exactField }))
        expect(independentField).toBe(exactField.toLowerCase() === 'output' ? 'OUTPUT' : 'INPUT')
      }),
    )
  })
})
