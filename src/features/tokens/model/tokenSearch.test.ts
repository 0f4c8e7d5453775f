import { describe, expect, it } from 'vitest'
import { createTokenIndex, showsNativeFirst, sortBySymbolMatch, tokenPickedOnEnter } from './tokenSearch.ts'

const DAI = { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', symbol: 'DAI', name: 'Dai Stablecoin' }
const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin' }
const WETH = { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', symbol: 'WETH', name: 'Wrapped Ether' }
const STETH = {
  address: '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84',
  symbol: 'stETH',
  name: 'Liquid staked Ether 2.0',
}
const tokens = [DAI, USDC, WETH, STETH]
const index = createTokenIndex(tokens)

describe('token search', () => {
  it('an address matches exactly, in any letter case', () => {
    expect(index.search(USDC.address.toLowerCase())).toEqual([USDC])
    expect(index.search(`${USDC.address.slice(0, -1)}0`)).toEqual([])
  })

  it('each query word must prefix- or suffix-match a word of the symbol or of the name', () => {
    expect(index.search('dai')).toEqual([DAI])
    expect(index.search('coin')).toEqual([DAI, USDC])
    expect(index.search('usd coin')).toEqual([USDC])
    expect(index.search('eth')).toEqual([WETH, STETH])
    expect(index.search('ther')).toEqual([WETH, STETH])
    expect(index.search('staked ether')).toEqual([STETH])
    expect(index.search('wrapped dai')).toEqual([])
    expect(index.search('tabl')).toEqual([])
  })

  it('an empty query matches every token', () => {
    expect(index.search('  ')).toEqual(tokens)
  })

  it("'e', 'et' or 'eth' puts the native coin on top", () => {
    expect(['e', 'et', 'eth', 'ETH'].every(showsNativeFirst)).toBe(true)
    expect(['', 'ethe', 'w'].some(showsNativeFirst)).toBe(false)
  })

  it('exact symbol matches sort first, then symbol prefixes', () => {
    const many = [{ ...STETH }, { ...WETH, symbol: 'ETHX' }, { ...WETH, symbol: 'ETH' }]
    expect(sortBySymbolMatch(many, 'eth').map((t) => t.symbol)).toEqual(['ETH', 'ETHX', 'stETH'])
  })

  it('Enter picks the first result if its symbol matches exactly or it is the only result', () => {
    expect(tokenPickedOnEnter([DAI, USDC], 'dai')).toBe(DAI)
    expect(tokenPickedOnEnter([USDC], 'coin')).toBe(USDC)
    expect(tokenPickedOnEnter([DAI, USDC], 'coin')).toBeNull()
    expect(tokenPickedOnEnter([], 'x')).toBeNull()
  })
})
