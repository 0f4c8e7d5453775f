// The position card of the remove v2 page (the 2021 page's): the LP tokens the wallet holds, what they stand
// for in each currency of the page and their share of the pool ('<0.01%' below 0.01 %).
import type { Currency } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { type BurnV2Side, LP_DECIMALS } from './deriveBurnV2Form.ts'
import { type AmountText, formatV2Amount } from './removeV2Review.ts'
import { v2PositionValue } from './v2PositionValue.ts'

export type RemoveV2Position = {
  /** LP tokens in the wallet. */
  liquidity: string
  pooled: Record<BurnV2Side, AmountText>
  shareText: string
}

export type RemoveV2PositionParams = {
  currencyA: Currency
  currencyB: Currency
  pair: Pair
  totalSupply: bigint
  lpBalance: bigint
}

/** Null when nothing is held, or when the reads do not fit together (see v2PositionValue). */
export function removeV2PositionOf(params: RemoveV2PositionParams): RemoveV2Position | null {
  const { currencyA, currencyB, pair, totalSupply, lpBalance } = params
  if (lpBalance <= 0n) return null
  const value = v2PositionValue({
    token0: pair.token0,
    token1: pair.token1,
    reserves: [BigInt(pair.reserve0.quotient.toString()), BigInt(pair.reserve1.quotient.toString())],
    totalSupply,
    liquidity: lpBalance,
  })
  if (!value) return null
  const pooledOf = (currency: Currency): AmountText => {
    const amount = currency.wrapped.equals(pair.token0) ? value.pooled0 : value.pooled1
    return {
      value: formatV2Amount(BigInt(amount.quotient.toString()), currency.decimals),
      symbol: currency.symbol ?? '',
    }
  }
  return {
    liquidity: formatV2Amount(lpBalance, LP_DECIMALS),
    pooled: { A: pooledOf(currencyA), B: pooledOf(currencyB) },
    shareText: value.shareText,
  }
}
