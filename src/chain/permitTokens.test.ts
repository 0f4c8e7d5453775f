import { describe, expect, it } from 'vitest'
import { localPermitTokens, permitInfoOf } from './permitTokens.ts'

describe('permit tokens', () => {
  it('knows the mainnet permit tokens and their domains, whatever the address case', () => {
    expect(permitInfoOf(1, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toEqual({
      type: 'amount',
      name: 'USD Coin',
      version: '2',
    })
    expect(permitInfoOf(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F')).toEqual({
      type: 'allowed',
      name: 'Dai Stablecoin',
      version: '1',
    })
    expect(permitInfoOf(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')).toEqual({
      type: 'amount',
      name: 'Uniswap',
    })
  })

  it('knows the testnet ones: Rinkeby DAI, Ropsten USDC, UNI on every layer-1 testnet', () => {
    expect(permitInfoOf(4, '0xc7AD46e0b8a400Bb3C915120d284AafbA8fc4735')?.type).toBe('allowed')
    expect(permitInfoOf(3, '0x07865c6E87B9F70255377e024ace6630C1Eaa37F')?.name).toBe('USD Coin')
    for (const chainId of [3, 4, 5, 42]) {
      expect(permitInfoOf(chainId, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')?.name).toBe('Uniswap')
    }
  })

  it('has no permit for other tokens or chains', () => {
    expect(permitInfoOf(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBeUndefined()
    expect(permitInfoOf(10, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')).toBeUndefined()
  })

  it("takes the local chain's DAI, USDC and UNI from its deployment", () => {
    const table = localPermitTokens({
      DAI: { address: '0x00000000000000000000000000000000000000Da' },
      USDC: { address: '0x00000000000000000000000000000000000000Cc' },
      USDT: { address: '0x00000000000000000000000000000000000000Dd' },
    })
    expect(table).toEqual({
      '0x00000000000000000000000000000000000000da': { type: 'allowed', name: 'Dai Stablecoin', version: '1' },
      '0x00000000000000000000000000000000000000cc': { type: 'amount', name: 'USD Coin', version: '2' },
    })
  })
})
