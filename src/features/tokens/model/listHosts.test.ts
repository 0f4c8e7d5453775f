import { describe, expect, it } from 'vitest'
import { COINGECKO_LIST, GEMINI_LIST, KLEROS_LIST, SET_LIST } from './defaultLists.ts'
import { isPageListUrl, PAGE_LIST_ORIGINS } from './listHosts.ts'
import { uriToHttpUrls } from './listUrl.ts'

const APP = 'https://app.example'

describe('which list downloads the page makes itself', () => {
  it('the default lists by URL and the IPFS gateways, by origin; ENS-named lists have none', () => {
    expect([...PAGE_LIST_ORIGINS].sort()).toEqual([
      'https://api.coinmarketcap.com',
      'https://app.tryroll.com',
      'https://bridge.arbitrum.io',
      'https://cloudflare-ipfs.com',
      'https://ipfs.io',
      'https://raw.githubusercontent.com',
      'https://static.optimism.io',
      'https://tokens.coingecko.com',
      'https://www.gemini.com',
    ])
    for (const url of [COINGECKO_LIST, GEMINI_LIST, SET_LIST]) expect(isPageListUrl(url, APP)).toBe(true)
    expect(isPageListUrl(KLEROS_LIST, APP)).toBe(false)
  })

  it('a list named by ipfs:// or ENS comes through the gateways, which the page reaches itself', () => {
    for (const url of uriToHttpUrls('ipfs://QmHash/list.json')) expect(isPageListUrl(url, APP)).toBe(true)
  })

  it("the page's own origin, and on an http page its https twin (the devchain list of test builds)", () => {
    expect(isPageListUrl(`${APP}/devchain.tokenlist.json`, APP)).toBe(true)
    expect(isPageListUrl(`${APP}/devchain.tokenlist.json`, null)).toBe(false)
    const local = 'http://127.0.0.1:4173'
    expect(isPageListUrl(`${local}/devchain.tokenlist.json`, local)).toBe(true)
    expect(isPageListUrl('https://127.0.0.1:4173/devchain.tokenlist.json', local)).toBe(true)
    expect(isPageListUrl('https://127.0.0.1:4174/devchain.tokenlist.json', local)).toBe(false)
    expect(isPageListUrl(`http://app.example/list.json`, APP)).toBe(false)
  })

  it('any other host, lookalikes and tricks included, goes to the list-import page', () => {
    for (const url of [
      'https://lists.example/mine.json',
      'https://raw.githubusercontent.com.evil.example/list.json',
      'https://raw.githubusercontent.com@evil.example/list.json',
      'https://evil.example/?https://tokens.coingecko.com/uniswap/all.json',
      'https://tokens.coingecko.com:8443/uniswap/all.json',
      'http://tokens.coingecko.com/uniswap/all.json',
      'https://app.example.evil.example/list.json',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isPageListUrl(url, APP), url).toBe(false)
  })
})
