// Property tests: whatever path and query a link carries, the redirects stay on /swap of this app (no path or
// origin injection), keep the query, and put the path's currency in outputCurrency (spec 1 §2).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { outputCurrencyPath, swapPath } from './redirects.ts'

const ORIGIN = 'https://app.example'

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.webQueryParameters(),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    'javascript:alert(1)',
    '"><img src=x onerror=alert(1)>',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '../../../etc/passwd',
    '%2e%2e%2f',
    '#/evil',
    '?',
    '??',
    '&&&',
    '=',
    'outputCurrency',
    'outputCurrency=ETH&outputCurrency=DAI',
    '%00',
    '\u202e',
    'a'.repeat(5000),
  ),
)
// A query as the router hands it over (the URL parser's `search`: percent-encoded, '?' first or empty).
const search = fc.oneof(
  hostile,
  hostile.map((q) => new URL(`${ORIGIN}/?${q}`).search),
  fc.webQueryParameters().map((q) => `?${q}`),
)
// The path parameter as the router decodes it; lone surrogates cannot come out of a decoded URL.
// A query as the route table's redirect gets it from the URL parser: never a '#', spaces and quotes encoded.
const routerSearch = fc
  .oneof(
    hostile,
    fc.constantFrom(
      'outputCurrency=0xabc',
      'outputCurrency',
      'outputCurrency=a&outputCurrency=b',
      'output%43urrency=0xabc',
      '%6FutputCurrency=0xabc&x=1',
      'x=1&outputCurrency%3D=2',
    ),
  )
  .map((q) => new URL(`${ORIGIN}/?${q}`).search)
const currency = fc.oneof(hostile, fc.constantFrom('ETH', '0x6B175474E89094C44Da98b954EedeAC495271d0F'))

function expectSwapOfThisApp(target: string): URL {
  expect(target.startsWith('/swap')).toBe(true)
  const url = new URL(target, ORIGIN)
  expect(url.origin).toBe(ORIGIN)
  expect(url.pathname).toBe('/swap')
  return url
}

/** The URL parser's trimming of the input's end: C0 control characters and spaces (code points up to U+0020). */
function trimEndAsUrl(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) <= 0x20) end -= 1
  return text.slice(0, end)
}

describe('swapPath', () => {
  it('is /swap of this app with the query kept, whatever the query', () => {
    fc.assert(
      fc.property(search, (query) => {
        const target = swapPath(query)
        const url = expectSwapOfThisApp(target)
        const kept = query.startsWith('?') ? query.slice(1) : query
        if (kept !== '') expect(target).toBe(`/swap?${kept}`)
        else expect(target).toBe('/swap')
        // As a URL reads it: tabs and line breaks dropped, C0 controls and spaces at the end trimmed (the
        // URL parser's own rules, not the app's: a query 'x ' reads x='').
        const asParsed = trimEndAsUrl((kept.split('#')[0] ?? '').replace(/[\t\n\r]/g, ''))
        // '&' first: URLSearchParams drops a leading '?' of its input, which the URL's query keeps ('??x' has no x).
        expect(url.searchParams.get('x')).toBe(new URLSearchParams(`&${asParsed}`).get('x'))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('outputCurrencyPath', () => {
  it('is /swap of this app, never throws, and keeps the other query values as written', () => {
    fc.assert(
      fc.property(currency, search, (output, query) => {
        const target = outputCurrencyPath(output, query)
        expectSwapOfThisApp(target)
        const pairs = (query.startsWith('?') ? query.slice(1) : query)
          .split('&')
          .filter((pair) => pair !== '' && new URLSearchParams(pair).keys().next().value !== 'outputCurrency')
        expect(target).toBe(`/swap?${[...pairs, `outputCurrency=${encodeURIComponent(output)}`].join('&')}`)
      }),
      { numRuns: 1000 },
    )
  })

  it("the path's currency is the query's outputCurrency, however the query spells that name", () => {
    fc.assert(
      fc.property(currency, routerSearch, (output, query) => {
        const target = outputCurrencyPath(output, query)
        const params = new URLSearchParams(target.slice(target.indexOf('?') + 1))
        expect(params.getAll('outputCurrency')).toEqual([output])
      }),
      { numRuns: 1000 },
    )
  })
})
