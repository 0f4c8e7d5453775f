import { Ether, Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency, toSdkCurrency, toSdkToken, type WrappedNative } from './sdkCurrency.ts'

const LOCAL_ID = 31337
const WETH_1: WrappedNative = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
const LOCAL_WETH: WrappedNative = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
const DAI = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}

describe('ChainNativeCurrency', () => {
  it('is the 18-decimal native ETH of its chain', () => {
    const eth = new ChainNativeCurrency(LOCAL_ID, LOCAL_WETH)
    expect(eth.isNative).toBe(true)
    expect(eth.isToken).toBe(false)
    expect(eth.chainId).toBe(LOCAL_ID)
    expect(eth.decimals).toBe(18)
    expect(eth.symbol).toBe('ETH')
    expect(eth.name).toBe('Ether')
  })

  it('wraps to the given token, on a chain the SDK has no WETH for', () => {
    expect(() => Ether.onChain(LOCAL_ID).wrapped).toThrow()
    const wrapped = new ChainNativeCurrency(LOCAL_ID, LOCAL_WETH).wrapped
    expect(wrapped).toBeInstanceOf(Token)
    expect(wrapped.chainId).toBe(LOCAL_ID)
    expect(wrapped.address).toBe(LOCAL_WETH.address)
    expect(wrapped.decimals).toBe(18)
    expect(wrapped.symbol).toBe('WETH')
    expect(wrapped.name).toBe('Wrapped Ether')
  })

  it("wraps on mainnet to the same token as the SDK's WETH9", () => {
    expect(new ChainNativeCurrency(1, WETH_1).wrapped.equals(Ether.onChain(1).wrapped)).toBe(true)
  })

  it('equals any native currency of its chain, and nothing else', () => {
    const eth = new ChainNativeCurrency(1, WETH_1)
    expect(eth.equals(new ChainNativeCurrency(1, WETH_1))).toBe(true)
    expect(eth.equals(Ether.onChain(1))).toBe(true)
    expect(eth.equals(new ChainNativeCurrency(5, WETH_1))).toBe(false)
    expect(eth.equals(eth.wrapped)).toBe(false)
    expect(eth.wrapped.equals(eth)).toBe(false)
  })
})

describe('toSdkToken', () => {
  it('keeps chain, address, decimals, symbol and name', () => {
    const token = toSdkToken(DAI)
    expect(token.isToken).toBe(true)
    expect([token.chainId, token.address, token.decimals, token.symbol, token.name]).toEqual([
      1,
      DAI.address,
      18,
      'DAI',
      'Dai Stablecoin',
    ])
  })

  it('accepts a lower-case address and still equals the checksummed token', () => {
    const lower = toSdkToken({ ...DAI, address: DAI.address.toLowerCase() })
    expect(lower.equals(new Token(1, DAI.address, 18, 'DAI'))).toBe(true)
  })

  it('refuses a malformed address', () => {
    expect(() => toSdkToken({ ...DAI, address: '0x1234' })).toThrow()
  })
})

describe('toSdkCurrency', () => {
  it('turns the native currency into the chain native coin wrapping to the given token', () => {
    const eth = toSdkCurrency({ kind: 'native', chainId: LOCAL_ID }, LOCAL_WETH)
    expect(eth).toBeInstanceOf(ChainNativeCurrency)
    expect(eth.isNative).toBe(true)
    expect(eth.chainId).toBe(LOCAL_ID)
    expect(eth.wrapped.address).toBe(LOCAL_WETH.address as Address)
  })

  it('turns a token into an SDK token, ignoring the wrapped native', () => {
    const dai = toSdkCurrency({ kind: 'token', ...DAI }, WETH_1)
    expect(dai.isToken).toBe(true)
    expect(dai.equals(toSdkToken(DAI))).toBe(true)
    expect(dai.wrapped.address).toBe(DAI.address)
  })
})
