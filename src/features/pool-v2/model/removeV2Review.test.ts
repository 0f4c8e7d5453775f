import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { formatV2Amount, removeV2ReviewOf } from './removeV2Review.ts'
import { DAI, daiUsdc, E6, E18, ETH, USDC, wethDai } from './test/burnPair.ts'

describe('removeV2ReviewOf (spec 2 §2: You will receive, the LP burned, the price)', () => {
  it('names the amounts of each side with 6 significant digits and the price both ways', () => {
    const review = removeV2ReviewOf({
      currencyA: DAI,
      currencyB: USDC,
      pair: daiUsdc,
      liquidity: 50n * E18,
      amounts: { A: 100n * E18, B: 50_123_456n },
      slippageBps: 500,
    })
    expect(review).toEqual({
      amounts: { A: { value: '100', symbol: 'DAI' }, B: { value: '50.1235', symbol: 'USDC' } },
      liquidity: '50',
      // 2,000 DAI against 1,000 USDC.
      prices: { A: '0.5', B: '2' },
      slippage: '5%',
    })
  })

  it('names the native side as ETH, priced from its wrapped reserve', () => {
    const review = removeV2ReviewOf({
      currencyA: ETH,
      currencyB: DAI,
      pair: wethDai,
      liquidity: E18 / 3n,
      amounts: { A: E18 / 30n, B: 66n * E18 },
      slippageBps: 50,
    })
    expect(review.amounts.A).toEqual({ value: '0.0333333', symbol: 'ETH' })
    expect(review.liquidity).toBe('0.333333')
    expect(review.prices).toEqual({ A: '2,000', B: '0.0005' })
    expect(review.slippage).toBe('0.5%')
  })

  it("shows under one millionth as '<0.000001' (spec 2 §5), and no price for an emptied side", () => {
    expect(formatV2Amount(999_999_999_999n, 18)).toBe('<0.000001')
    expect(formatV2Amount(0n, 6)).toBe('0')
    const tokenX = new Token(31337, '0x00000000000000000000000000000000000000a1', 18, 'X')
    const empty = new Pair(
      CurrencyAmount.fromRawAmount(tokenX, '0'),
      CurrencyAmount.fromRawAmount(DAI, (5n * E18).toString()),
    )
    const review = removeV2ReviewOf({
      currencyA: tokenX,
      currencyB: DAI,
      pair: empty,
      liquidity: 1n,
      amounts: { A: 0n, B: E6 },
      slippageBps: 0,
    })
    expect(review.prices).toEqual({ A: '-', B: '-' })
  })
})
