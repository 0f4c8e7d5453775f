import { describe, expect, it } from 'vitest'
import { feeTierPools } from './feeTierPools.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
// Mainnet's v3 factory (facts §4).
const factory = '0x1F98431c8aD98523631AE4a59f267346ea31F984'

describe('feeTierPools', () => {
  it('gives the three tiers’ pool addresses on mainnet, in either token order', () => {
    const pools = feeTierPools(1, WETH, USDC, factory)
    // The well-known mainnet USDC/WETH pools.
    expect(pools).toEqual([
      { fee: 500, address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640' },
      { fee: 3000, address: '0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8' },
      { fee: 10000, address: '0x7BeA39867e4169DBe237d55C8242a8f2fcDcc387' },
    ])
    expect(feeTierPools(1, USDC, WETH, factory)).toEqual(pools)
  })

  it('has none for a token paired with itself', () => {
    expect(feeTierPools(1, WETH, WETH.toLowerCase() as `0x${string}`, factory)).toBeNull()
  })
})
