import { Token } from '@uniswap/sdk-core'
import { INIT_CODE_HASH } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { create2PairAddress } from './create2PairAddress.ts'
import { pairAddressOf } from './routing/v2Routing.ts'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const UNISWAP_FACTORY = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const SUSHI_FACTORY = '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac'
const SUSHI_HASH = '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303'

describe('create2PairAddress', () => {
  it("is pairAddressOf for v2's factory and init code hash, whatever the token order", () => {
    const token = (address: string) => new Token(1, address, 18)
    const expected = pairAddressOf(token(WETH), token(USDC), UNISWAP_FACTORY)
    const params = { factory: UNISWAP_FACTORY, pairInitCodeHash: INIT_CODE_HASH } as const
    expect(create2PairAddress({ ...params, tokenA: WETH, tokenB: USDC })).toBe(expected)
    expect(create2PairAddress({ ...params, tokenA: USDC.toLowerCase() as `0x${string}`, tokenB: WETH })).toBe(
      expected,
    )
    expect(expected).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
  })

  it("gives SushiSwap's mainnet pairs from its factory and hash", () => {
    const params = { factory: SUSHI_FACTORY, pairInitCodeHash: SUSHI_HASH } as const
    expect(create2PairAddress({ ...params, tokenA: WETH, tokenB: USDC })).toBe(
      '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    )
    expect(create2PairAddress({ ...params, tokenA: DAI, tokenB: WETH })).toBe(
      '0xC3D03e4F041Fd4cD388c549Ee2A29a9E5075882f',
    )
  })

  it('refuses a token paired with itself, in any case', () => {
    expect(() =>
      create2PairAddress({
        factory: SUSHI_FACTORY,
        pairInitCodeHash: SUSHI_HASH,
        tokenA: WETH,
        tokenB: WETH.toLowerCase() as `0x${string}`,
      }),
    ).toThrow('Tokens cannot be equal')
  })
})
