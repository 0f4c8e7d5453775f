import { describe, expect, it } from 'vitest'
import * as engine from './positionEngine.ts'
import { displaySymbol, rangeLabels } from './positionLabels.ts'
import { DAI, TERMS_25, USDC, WETH } from './test/positionFixture.ts'

const chain = {
  chainId: 31337,
  wrappedNative: {
    address: WETH.address as `0x${string}`,
    decimals: 18,
    symbol: 'WETH',
    name: 'Wrapped Ether',
  },
  nativeSymbol: 'ETH',
  local: {
    chainId: 31337,
    tokens: {
      DAI: { address: DAI.address as `0x${string}`, decimals: 18, symbol: 'DAI', name: 'Dai Stablecoin' },
      USDC: { address: USDC.address as `0x${string}`, decimals: 6, symbol: 'USDC', name: 'USD Coin' },
    },
  },
}
const token = (t: typeof DAI) => ({
  chainId: 31337,
  address: t.address,
  decimals: t.decimals,
  symbol: t.symbol ?? '',
  name: t.name ?? '',
})
const position25 = { ...TERMS_25, token0: token(DAI), token1: token(WETH) }

describe('position labels', () => {
  it('names the wrapped native token as the native coin', () => {
    expect(displaySymbol(WETH, chain)).toBe('ETH')
    expect(displaySymbol(DAI, chain)).toBe('DAI')
  })

  it('prices #25 in DAI per ETH, and the other way round when turned over', () => {
    expect(rangeLabels(engine, chain, position25, false)).toEqual({
      min: '1,500.6',
      max: '2,606.1',
      base: 'ETH',
      quote: 'DAI',
    })
    const flipped = rangeLabels(engine, chain, position25, true)
    expect(flipped).toMatchObject({ base: 'DAI', quote: 'ETH' })
    expect(Number(flipped.min)).toBeCloseTo(1 / 2606.1, 6)
  })

  it('shows 0 and ∞ for a full-range position either way round', () => {
    const full = { ...position25, fee: 10000, tickLower: -887200, tickUpper: 887200 }
    expect(rangeLabels(engine, chain, full, false)).toMatchObject({ min: '0', max: '∞' })
    expect(rangeLabels(engine, chain, full, true)).toMatchObject({ min: '0', max: '∞' })
  })
})
