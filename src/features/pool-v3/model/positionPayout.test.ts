import { describe, expect, it } from 'vitest'
import { amountLine, amountLines, collectPayout, removePayout } from './positionPayout.ts'
import { removedPosition } from './removedPosition.ts'
import { DAI, ETH, position25, WETH } from './test/positionFixture.ts'

const FEES = { amount0: 12_345_678_900_000_000_000n, amount1: 4_000_000_000_000_000n }
const raw = (amount: { quotient: { toString(): string } }) => BigInt(amount.quotient.toString())

describe('collect payout', () => {
  it('pays the wrapped native side as ETH unless collected as WETH', () => {
    const asEth = collectPayout([DAI, WETH], FEES, ETH)
    expect(asEth.map((a) => a.currency.symbol)).toEqual(['DAI', 'ETH'])
    expect(asEth.map(raw)).toEqual([FEES.amount0, FEES.amount1])
    expect(collectPayout([DAI, WETH], FEES, null).map((a) => a.currency.symbol)).toEqual(['DAI', 'WETH'])
  })
})

describe('remove payout', () => {
  it('pays nothing of the pool at 0 %, only the fees', () => {
    const payout = removePayout(position25(), 0, FEES, ETH)
    expect(payout.pooled.map(raw)).toEqual([0n, 0n])
    expect(payout.total.map(raw)).toEqual([FEES.amount0, FEES.amount1])
  })

  it('pays half of the pooled amounts at 50 %, everything at 100 %, each with the fees', () => {
    const position = position25()
    const half = removePayout(position, 50, FEES, ETH)
    const all = removePayout(position, 100, FEES, ETH)
    expect(raw(all.pooled[0])).toBe(raw(position.amount0))
    expect(raw(all.pooled[1])).toBe(raw(position.amount1))
    const part = removedPosition(position, 50)
    expect(half.pooled.map(raw)).toEqual([raw(part.amount0), raw(part.amount1)])
    // Half the liquidity holds half the amounts, give or take the pool's rounding down.
    expect(raw(all.pooled[0]) / 2n - raw(half.pooled[0])).toBeLessThan(10n)
    expect(raw(half.total[0])).toBe(raw(half.pooled[0]) + FEES.amount0)
    expect(raw(half.total[1])).toBe(raw(half.pooled[1]) + FEES.amount1)
    expect(half.total.map((a) => a.currency.symbol)).toEqual(['DAI', 'ETH'])
    expect(removePayout(position, 50, FEES, null).total[1].currency.symbol).toBe('WETH')
  })
})

describe('amount lines', () => {
  it('show 6 significant digits and the symbol, <0.000001 below a millionth, 0 for nothing', () => {
    const [dai, eth] = collectPayout([DAI, WETH], FEES, ETH)
    expect(amountLine(dai)).toEqual({ value: '12.3457', symbol: 'DAI' })
    expect(amountLine(eth)).toEqual({ value: '0.004', symbol: 'ETH' })
    const tiny = collectPayout([DAI, WETH], { amount0: 1n, amount1: 0n }, null)
    expect(amountLines(tiny)).toEqual([
      { value: '<0.000001', symbol: 'DAI' },
      { value: '0', symbol: 'WETH' },
    ])
  })
})
