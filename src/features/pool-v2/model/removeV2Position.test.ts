import { describe, expect, it } from 'vitest'
import { removeV2PositionOf } from './removeV2Position.ts'
import { BALANCE, DAI, daiUsdc, ETH, TOTAL_SUPPLY, USDC, wethDai } from './test/burnPair.ts'

describe('removeV2PositionOf (the position card: pooled amounts and share)', () => {
  it('the LP held, what it stands for on each side of the page, and its share of the pool', () => {
    // 10 % of a DAI/USDC pair of 2,000 DAI and 1,000 USDC, the page's sides in the other order.
    expect(
      removeV2PositionOf({
        currencyA: USDC,
        currencyB: DAI,
        pair: daiUsdc,
        totalSupply: TOTAL_SUPPLY,
        lpBalance: BALANCE,
      }),
    ).toEqual({
      liquidity: '100',
      pooled: { A: { value: '100', symbol: 'USDC' }, B: { value: '200', symbol: 'DAI' } },
      shareText: '10.00%',
    })
  })

  it("names the native side as ETH; a tiny share reads '<0.01%'", () => {
    const position = removeV2PositionOf({
      currencyA: ETH,
      currencyB: DAI,
      pair: wethDai,
      totalSupply: TOTAL_SUPPLY,
      lpBalance: TOTAL_SUPPLY / 100_000n,
    })
    expect(position?.pooled.A.symbol).toBe('ETH')
    expect(position?.shareText).toBe('<0.01%')
  })

  it('is nothing without LP tokens, or with a balance above the supply (reads of two blocks)', () => {
    const base = { currencyA: DAI, currencyB: USDC, pair: daiUsdc, totalSupply: TOTAL_SUPPLY }
    expect(removeV2PositionOf({ ...base, lpBalance: 0n })).toBeNull()
    expect(removeV2PositionOf({ ...base, lpBalance: TOTAL_SUPPLY + 1n })).toBeNull()
  })
})
