import { describe, expect, it } from 'vitest'
import { outputCurrencyPath, swapPath } from './redirects.ts'

describe('swapPath', () => {
  it('keeps the query string', () => {
    expect(swapPath('?x=1&inputCurrency=ETH')).toBe('/swap?x=1&inputCurrency=ETH')
  })
  it('has no dangling question mark', () => {
    expect(swapPath('')).toBe('/swap')
    expect(swapPath('?')).toBe('/swap')
  })
})

describe('outputCurrencyPath', () => {
  it('moves the path currency into the query', () => {
    expect(outputCurrencyPath('0x6B175474E89094C44Da98b954EedeAC495271d0F', '')).toBe(
      '/swap?outputCurrency=0x6B175474E89094C44Da98b954EedeAC495271d0F',
    )
  })
  it('keeps the other query values as written', () => {
    expect(outputCurrencyPath('ETH', '?exactAmount=1.5&lng=en-US')).toBe(
      '/swap?exactAmount=1.5&lng=en-US&outputCurrency=ETH',
    )
  })
  it('lets the path currency win over a query outputCurrency', () => {
    expect(outputCurrencyPath('ETH', '?outputCurrency=DAI&x=1')).toBe('/swap?x=1&outputCurrency=ETH')
  })
  it('encodes the currency', () => {
    expect(outputCurrencyPath('a&b=c', '')).toBe('/swap?outputCurrency=a%26b%3Dc')
  })
})
