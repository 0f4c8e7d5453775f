// Whether one trade beats another by at least a margin (facts §8.4: more v2 hops must win by 0.5 %, v2 must
// beat v3 by 2 %). Trades of different kinds or currencies cannot be compared.
import { type Currency, Fraction, Percent, type Price, TradeType } from '@uniswap/sdk-core'

export type ComparableTrade = {
  readonly tradeType: TradeType
  readonly inputAmount: { readonly currency: Currency }
  readonly outputAmount: { readonly currency: Currency }
  readonly executionPrice: Price<Currency, Currency>
}

const ONE = new Fraction(1, 1)

/** True when `b` gives a better execution price than `a` by more than `minimumDelta`; a missing `a` loses. */
export function isTradeBetter(
  a: ComparableTrade | null | undefined,
  b: ComparableTrade | null | undefined,
  minimumDelta: Percent = new Percent(0, 100),
): boolean | undefined {
  if (!a || !b) return a ? false : b ? true : undefined
  if (
    a.tradeType !== b.tradeType ||
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency)
  )
    throw new Error('Comparing incomparable trades')
  if (minimumDelta.equalTo(0)) return a.executionPrice.lessThan(b.executionPrice)
  const threshold = a.executionPrice.asFraction.multiply(ONE.add(minimumDelta))
  return threshold.lessThan(b.executionPrice.asFraction)
}

export { TradeType }
