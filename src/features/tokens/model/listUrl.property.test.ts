// Property tests: whatever is typed as a list location, or found as a logo or list URI in an untrusted list,
// classification never throws, never accepts a scriptable scheme, and every URL it fetches is http(s) —
// ipfs/ipns only through the gateways (spec 1 §5 "List URL"; quality guide "Security").
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IPFS_GATEWAYS, parseListLocation, safeImageUrls, uriToHttpUrls } from './listUrl.ts'

const ALLOWED_KINDS = ['https', 'http', 'ipfs', 'ipns', 'ens']
const GATEWAY_ORIGINS = IPFS_GATEWAYS.map((g) => new URL(g).origin)

const scheme = fc.oneof(
  fc.constantFrom(
    'javascript:',
    'JavaScript:',
    ' javascript:',
    'java\tscript:',
    'vbscript:',
    'data:',
    'DATA:',
    'blob:',
    'file:',
    'about:',
    'chrome:',
    'ftp:',
    'ws:',
    'wss:',
    'mailto:',
    'https:',
    'http:',
    'HTTPS:',
    'ipfs:',
    'ipns:',
    'IPFS:',
    'ens:',
    '',
  ),
  fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,8}:$/),
)
const rest = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl().map((u) => u.replace(/^[a-z]+:/, '')),
  fc.constantFrom(
    '//example.com/list.json',
    '//',
    '',
    'alert(1)',
    '//%0aalert(1)',
    'text/html,<script>alert(1)</script>',
    'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//QmHash/list.json',
    '//@evil.example/',
    '//../../evil.example',
    '\\\\evil.example\\list',
    '//tokens.example.eth',
  ),
)
const location = fc.oneof(
  fc.tuple(scheme, rest).map(([s, r]) => `${s}${r}`),
  fc.string(),
  fc.webUrl({ validSchemes: ['https', 'http'] }),
  fc.domain().map((d) => `${d}.eth`),
  fc.tuple(fc.domain(), fc.webPath()).map(([d, p]) => `${d}.eth${p}`),
  fc.constantFrom(
    'tokens.uniswap.eth',
    'javascript:alert(1)//x.eth',
    'x.eth/<script>',
    'x.eth\n/evil',
    'data:application/json,{}',
  ),
)

const SCRIPTABLE = /^\s*(?:javascript|vbscript|data|blob|file|about|chrome):/i

describe('list location', () => {
  it('never throws; anything accepted is http(s), ipfs, ipns or an .eth name, never a scriptable scheme', () => {
    fc.assert(
      fc.property(location, (input) => {
        const parsed = parseListLocation(input)
        if (parsed === null) return
        expect(ALLOWED_KINDS).toContain(parsed.kind)
        expect(parsed.url).toBe(input.trim())
        expect(parsed.url).not.toMatch(SCRIPTABLE)
        if (parsed.kind === 'https' || parsed.kind === 'http') {
          const url = new URL(parsed.url)
          expect(url.protocol).toBe(`${parsed.kind}:`)
          expect(url.hostname).not.toBe('')
        }
        if (parsed.kind === 'ipfs' || parsed.kind === 'ipns') {
          expect(parsed.url.toLowerCase().startsWith(`${parsed.kind}:`)).toBe(true)
          expect(parsed.path).not.toBe('')
        }
        if (parsed.kind === 'ens') {
          expect(parsed.name).toMatch(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+eth$/)
          expect(parsed.path === '' || /^\/\S*$/.test(parsed.path)).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('a scriptable scheme is always refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript:', 'JAVASCRIPT:', 'vbscript:', 'data:', 'blob:', 'file:'),
        rest,
        (s, r) => {
          expect(parseListLocation(`${s}${r}`)).toBeNull()
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('every https URL with a host is accepted as it was typed', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        expect(parseListLocation(url)).toEqual({ kind: 'https', url })
      }),
    )
  })
})

describe('URLs fetched for a URI', () => {
  it('are only https or http, and for ipfs/ipns only on the gateways', () => {
    fc.assert(
      fc.property(location, (uri) => {
        const urls = uriToHttpUrls(uri)
        const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase()
        if (!['https', 'http', 'ipfs', 'ipns'].includes(protocol ?? '')) expect(urls).toEqual([])
        for (const url of urls) {
          // An https/http URI is passed on as written: one that does not even parse (e.g. 'HTTPS:') is
          // never fetched or loaded by the browser; one that parses is http(s).
          const parsed = URL.canParse(url) ? new URL(url) : null
          if (protocol === 'ipfs' || protocol === 'ipns') {
            expect(parsed?.protocol).toBe('https:')
            expect(GATEWAY_ORIGINS).toContain(parsed?.origin)
          } else if (parsed) expect(['https:', 'http:']).toContain(parsed.protocol)
        }
        if (protocol === 'http' && urls.length > 0)
          expect(urls[0]?.toLowerCase().startsWith('https:')).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('logo URLs are limited to https and ipfs, always fetched over https', () => {
    fc.assert(
      fc.property(fc.option(location, { nil: undefined }), (uri) => {
        const urls = safeImageUrls(uri)
        const protocol = uri ? /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase() : undefined
        if (protocol !== 'https' && protocol !== 'ipfs') expect(urls).toEqual([])
        for (const url of urls) if (URL.canParse(url)) expect(new URL(url).protocol).toBe('https:')
      }),
      { numRuns: 1000 },
    )
  })
})
