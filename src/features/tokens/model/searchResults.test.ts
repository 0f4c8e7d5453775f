import { describe, expect, it } from 'vitest'
import { nativeCurrency, type TokenCurrency } from './currency.ts'
import { holdingsFirst, orderSearchResults, searchInactive } from './searchResults.ts'
import { tokenLogoUrls } from './tokenLogo.ts'
import { combineTokenMaps, listToTokenMap, tokensOfChain } from './tokenMaps.ts'

const token = (symbol: string, n: number, name = symbol): TokenCurrency => ({
  kind: 'token',
  chainId: 1,
  address: `0x${String(n).padStart(40, '0')}`,
  decimals: 18,
  symbol,
  name,
})

describe('search results', () => {
  const a = token('AAA', 1)
  const b = token('BBB', 2)
  it('puts native ETH on top for "", "e", "et", "eth" only', () => {
    for (const q of ['', 'e', 'et', 'eth'])
      expect(orderSearchResults([a], q, nativeCurrency(1), new Map())[0]?.kind).toBe('native')
    expect(orderSearchResults([a], 'a', nativeCurrency(1), new Map())[0]).toBe(a)
  })

  it('shows holdings first, largest first', () => {
    const balances = new Map([[b.address.toLowerCase(), 10n ** 18n]])
    expect(holdingsFirst([a, b], balances)).toEqual([b, a])
  })

  it('returns at most 10 tokens from inactive lists, none an active list holds', () => {
    const many = Array.from({ length: 15 }, (_, i) => token(`ZZ${i}`, i + 10))
    const active = new Set([many[0]?.address.toLowerCase() ?? ''])
    const found = searchInactive('zz', many, active)
    expect(found).toHaveLength(10)
    expect(found).not.toContain(many[0])
    expect(searchInactive('', many, new Set())).toEqual([])
  })
})

describe('token maps', () => {
  const list = (name: string, symbol: string) => ({
    name,
    timestamp: '',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      {
        chainId: 1,
        address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
        symbol,
        name: symbol,
        decimals: 18,
      },
    ],
  })
  it('lets the higher-priority (earlier) list win for the same address', () => {
    const merged = combineTokenMaps([listToTokenMap(list('High', 'HI')), listToTokenMap(list('Low', 'LO'))])
    expect(tokensOfChain(merged, 1).map((t) => t.symbol)).toEqual(['HI'])
  })
})

describe('token logos', () => {
  const address = '0x6b175474e89094c44da98b954eedeac495271d0f'
  it('uses the list logo, then the assets repository by checksummed address on mainnet', () => {
    expect(tokenLogoUrls({ chainId: 1, address, logoURI: 'ipfs://Qm1' })).toEqual([
      'https://cloudflare-ipfs.com/ipfs/Qm1/',
      'https://ipfs.io/ipfs/Qm1/',
      'https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/0x6B175474E89094C44Da98b954EedeAC495271d0F/logo.png',
    ])
  })
  it('drops javascript: and http: logos and has no fallback off mainnet, Arbitrum and Optimism', () => {
    expect(tokenLogoUrls({ chainId: 31337, address, logoURI: 'javascript:alert(1)' })).toEqual([])
    expect(tokenLogoUrls({ chainId: 5, address, logoURI: 'http://x.example/a.png' })).toEqual([])
  })
})
