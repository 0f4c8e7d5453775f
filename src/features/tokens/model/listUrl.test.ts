import { describe, expect, it } from 'vitest'
import { parseListLocation, safeImageUrls, uriToHttpUrls } from './listUrl.ts'

describe('list location', () => {
  it('accepts https, http, ipfs, ipns and dotted .eth names with an optional path', () => {
    expect(parseListLocation('https://example.org/list.json')?.kind).toBe('https')
    expect(parseListLocation('http://example.org/list.json')?.kind).toBe('http')
    expect(parseListLocation('ipfs://bafyabc/list.json')).toMatchObject({
      kind: 'ipfs',
      path: 'bafyabc/list.json',
    })
    expect(parseListLocation('ipns://tokens.uniswap.org')).toMatchObject({ kind: 'ipns' })
    expect(parseListLocation('tokenlist.aave.eth')).toMatchObject({
      kind: 'ens',
      name: 'tokenlist.aave.eth',
      path: '',
    })
    expect(parseListLocation('t2crtokens.eth')).toMatchObject({ kind: 'ens', name: 't2crtokens.eth' })
    expect(parseListLocation('lists.foo.eth/a/b.json')).toMatchObject({ kind: 'ens', path: '/a/b.json' })
  })

  it("anything else is 'Enter valid list location'", () => {
    for (const bad of [
      '',
      'ftp://x.org/l.json',
      'javascript:alert(1)',
      'data:text/plain,x',
      'eth',
      '.eth',
      'foo.com',
      'ipfs://',
      'a..eth',
      'https://',
    ])
      expect(parseListLocation(bad)).toBeNull()
  })
})

describe('list URLs to fetch', () => {
  it('https unchanged; http tried as https first', () => {
    expect(uriToHttpUrls('https://a.org/l.json')).toEqual(['https://a.org/l.json'])
    expect(uriToHttpUrls('http://a.org/l.json')).toEqual(['https://a.org/l.json', 'http://a.org/l.json'])
  })

  it('ipfs and ipns through the two gateways in order', () => {
    expect(uriToHttpUrls('ipfs://QmHash')).toEqual([
      'https://cloudflare-ipfs.com/ipfs/QmHash/',
      'https://ipfs.io/ipfs/QmHash/',
    ])
    expect(uriToHttpUrls('ipns:tokens.org')).toEqual([
      'https://cloudflare-ipfs.com/ipns/tokens.org/',
      'https://ipfs.io/ipns/tokens.org/',
    ])
  })

  it('no URLs for other protocols', () => {
    expect(uriToHttpUrls('ftp://a.org')).toEqual([])
    expect(uriToHttpUrls('javascript:alert(1)')).toEqual([])
    expect(uriToHttpUrls('no protocol')).toEqual([])
  })

  it('images only from https and ipfs', () => {
    expect(safeImageUrls('https://a.org/x.png')).toEqual(['https://a.org/x.png'])
    expect(safeImageUrls('ipfs://QmLogo')).toHaveLength(2)
    for (const bad of [
      'http://a.org/x.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      undefined,
    ])
      expect(safeImageUrls(bad)).toEqual([])
  })
})
