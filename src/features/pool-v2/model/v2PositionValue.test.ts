import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { v2PositionValue } from './v2PositionValue.ts'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD//C')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH', 'Wrapped Ether')
const LOCAL_A = new Token(31337, '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c', 18, 'DAI', 'Dai')
const LOCAL_B = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH', 'Wrapped Ether')

// 2,000,000 USDC and 1,000 WETH, 10^18 × 1000 LP in supply.
const RESERVES = [2_000_000n * 10n ** 6n, 1_000n * 10n ** 18n] as const
const SUPPLY = 1_000n * 10n ** 18n
const value = (liquidity: bigint, totalSupply = SUPPLY) =>
  v2PositionValue({ token0: USDC, token1: WETH, reserves: RESERVES, totalSupply, liquidity })

describe('v2PositionValue', () => {
  it('gives the pooled amounts of each token, rounded down like the pair contract', () => {
    const v = value(10n ** 18n / 3n)
    // 333333333333333333 × 2e12 ÷ 1e21 = 666.666666 USDC (floor), × 1e21 ÷ 1e21 WETH.
    expect(v?.pooled0.quotient.toString()).toBe('666666666')
    expect(v?.pooled0.currency.equals(USDC)).toBe(true)
    expect(v?.pooled1.quotient.toString()).toBe('333333333333333333')
    expect(v?.pooled1.currency.equals(WETH)).toBe(true)
  })

  it('shows the share of the pool with two decimals', () => {
    expect(value(SUPPLY / 8n)?.shareText).toBe('12.50%')
    expect(value(SUPPLY)?.shareText).toBe('100.00%')
    expect(value(SUPPLY / 10_000n)?.shareText).toBe('0.01%')
  })

  it("v2 pool share below 0.01 shows '<0.01%'", () => {
    expect(value(SUPPLY / 10_000n - 1n)?.shareText).toBe('<0.01%')
    expect(value(1n)?.shareText).toBe('<0.01%')
  })

  it('has no share and nothing pooled for no LP tokens', () => {
    const v = value(0n)
    expect(v?.shareText).toBe('0.00%')
    expect(v?.pooled0.quotient.toString()).toBe('0')
  })

  it('has no value when the numbers cannot belong together', () => {
    expect(value(1n, 0n)).toBeNull()
    expect(value(SUPPLY + 1n)).toBeNull()
    expect(value(-1n)).toBeNull()
    expect(
      v2PositionValue({ token0: WETH, token1: USDC, reserves: RESERVES, totalSupply: SUPPLY, liquidity: 1n }),
    ).toBeNull()
  })

  it('works on the local chain, whose factory the SDK does not know', () => {
    const v = v2PositionValue({
      token0: LOCAL_A,
      token1: LOCAL_B,
      reserves: [4n * 10n ** 21n, 2n * 10n ** 18n],
      totalSupply: 10n ** 20n,
      liquidity: 10n ** 19n,
    })
    expect(v?.pooled0.quotient.toString()).toBe((4n * 10n ** 20n).toString())
    expect(v?.pooled1.quotient.toString()).toBe((2n * 10n ** 17n).toString())
    expect(v?.shareText).toBe('10.00%')
  })
})
