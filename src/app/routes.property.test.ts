// Property tests: any hash path a link can carry is either shown (the swap screen, the v3 positions' screens
// and the v3 remove screen, which check their own id) or redirected in one hop to /swap of this app with its query: no redirect loop, no way off the app, never a throw (spec 1 §2).
import fc from 'fast-check'
import { matchRoutes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { redirectOf, routes } from './routes.tsx'

const ORIGIN = 'http://localhost'
// The screens a path shows: /pool/{x} is the position page and /remove/{x} the remove screen, which send a bad
// id back to /pool themselves.
const SHOWN = /^\/(swap|claim|pool|pool\/[^/]+|remove\/[^/]+|add(\/[^/]+){0,3}|increase(\/[^/]+){0,4})$/

const segment = fc.oneof(
  fc.webSegment(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'swap',
    'SWAP',
    'send',
    'claim',
    'pool',
    '',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u202e',
    '%00',
    'ETH',
    '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  ),
)
// What the hash history's parsePath gives for '#/…': a pathname, and a search starting with '?' or empty.
const location = fc
  .tuple(
    fc.array(segment, { maxLength: 4 }),
    fc.oneof(fc.constant(''), fc.webQueryParameters(), fc.string({ maxLength: 20 })),
  )
  .map(([segments, query]) => {
    const pathname = `/${segments.join('/')}`.replace(/[?#]/g, encodeURIComponent)
    const search = query === '' ? '' : `?${query.replace(/#/g, '%23')}`
    return { pathname, search, hash: '' }
  })
  // '//…' paths and encoded line breaks have their own properties below.
  .filter(({ pathname }) => !/^\/[/\\]/.test(pathname) && !/%0[aAdD]|%E2%80%A[89]/i.test(pathname))

describe('redirectOf', () => {
  // The router warns about each malformed percent-encoding it meets; that is expected here.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows a location or sends it in one hop to /swap of this app, keeping its query', () => {
    fc.assert(
      fc.property(location, (loc) => {
        const target = redirectOf(loc)
        if (target === null) {
          expect(loc.pathname.replace(/\/+$/, '')).toMatch(SHOWN)
          return
        }
        expect(target.startsWith('/swap')).toBe(true)
        const url = new URL(target, ORIGIN)
        expect(url.origin).toBe(ORIGIN)
        expect(url.pathname).toBe('/swap')
        // One hop: the target itself is shown.
        expect(redirectOf({ pathname: url.pathname, search: url.search, hash: '' })).toBeNull()
        // The query survives (as the URL parser encodes it), apart from outputCurrency on /swap/{currency}.
        // (A raw trailing space, which a browser would have encoded in the hash, is kept as one.)
        const before = new URL(`${ORIGIN}/${loc.search.replace(/ $/, '%20')}`).searchParams
        const after = url.searchParams
        for (const [name, value] of before)
          if (name !== 'outputCurrency') expect(after.getAll(name)).toContain(value)
      }),
      { numRuns: 1000 },
    )
  })

  it('shows the v2 pages, the v3 add and increase pages, and sends a v2 remove path without its pair to /swap', () => {
    const at = (pathname: string) => redirectOf({ pathname, search: '', hash: '' })
    for (const path of ['/remove/v2', '/remove/v2/a']) expect(at(path), path).toBe('/swap')
    for (const path of [
      '/pool/v2',
      '/pool/v2/find',
      '/add/v2',
      '/add/v2/ETH',
      '/add/v2/ETH/0xabc',
      '/add/v2/create/ETH/0xabc',
      '/remove/v2/a/b',
      '/add',
      '/add/ETH',
      '/add/ETH/0xabc/3000',
      '/increase/ETH/0xabc/3000/25',
    ])
      expect(at(path), path).toBeNull()
  })

  it('ranks the v2 routes above the v3 routes they would otherwise match', () => {
    const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path
    expect(leaf('/pool/v2')).toBe('pool/v2')
    expect(leaf('/pool/v2/find')).toBe('pool/v2/find')
    expect(leaf('/add/v2/ETH')).toBe('add/v2/:currencyIdA?/:currencyIdB?')
    expect(leaf('/add/v2/create/ETH')).toBe('add/v2/create/:currencyIdA?/:currencyIdB?')
    expect(leaf('/remove/v2/ETH/0xabc')).toBe('remove/v2/:currencyIdA/:currencyIdB')
    expect(leaf('/pool/12')).toBe('pool/:tokenId')
  })

  it("never throws for a path that starts with '//' or '/\\' (a '#//…' link), sending it to /swap", () => {
    // '#//' is a path the hash history hands over as is; read as a URL it is protocol-relative.
    fc.assert(
      fc.property(
        fc.constantFrom('//', '///', '/\\', '/\\\\'),
        fc.oneof(fc.constantFrom('', 'x:y', '[', '%', '@', 'a b', 'evil.example/swap'), fc.webSegment()),
        fc.oneof(fc.constant(''), fc.webQueryParameters()),
        (prefix, rest, query) => {
          const target = redirectOf({
            pathname: `${prefix}${rest}`,
            search: query ? `?${query}` : '',
            hash: '',
          })
          expect(target === null || new URL(target, ORIGIN).pathname === '/swap').toBe(true)
        },
      ),
    )
  })

  it('a path with an encoded line break (%0A, %0D, U+2028/9) is an unknown path too: it goes to /swap', () => {
    // The router decodes the path before matching, and its '*' pattern does not match across a line break.
    fc.assert(
      fc.property(
        fc.constantFrom('', 'swap', 'send', 'x', 'swap/ETH'),
        fc.constantFrom('%0A', '%0D', '%0D%0A', '%E2%80%A8', '%E2%80%A9'),
        fc.constantFrom('', 'x', '/y'),
        (before, lineBreak, after) => {
          const target = redirectOf({ pathname: `/${before}${lineBreak}${after}`, search: '', hash: '' })
          expect(target).not.toBeNull()
          expect(new URL(target ?? '', ORIGIN).pathname).toBe('/swap')
        },
      ),
    )
  })

  it('/swap/{currency} puts exactly that currency in outputCurrency', () => {
    fc.assert(
      fc.property(segment, fc.webQueryParameters(), (currency, query) => {
        fc.pre(currency !== '' && !currency.includes('/') && currency !== '.' && currency !== '..')
        const pathname = `/swap/${encodeURIComponent(currency)}`
        const target = redirectOf({ pathname, search: query ? `?${query}` : '', hash: '' })
        fc.pre(target !== null)
        const params = new URL(target ?? '', ORIGIN).searchParams
        expect(params.getAll('outputCurrency')).toHaveLength(1)
      }),
      { numRuns: 1000 },
    )
  })
})
