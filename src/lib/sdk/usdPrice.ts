import { type Currency, Price } from '@uniswap/sdk-core'

/** The stablecoin's own price: exactly 1. */
export function unitPrice(currency: Currency, stable: Currency): Price<Currency, Currency> {
  return new Price(
    currency,
    stable,
    (10n ** BigInt(currency.decimals)).toString(),
    (10n ** BigInt(stable.decimals)).toString(),
  )
}

/** A route's mid price re-based on the app's currency (the route may start from its wrapped token). */
export function priceOf(
  currency: Currency,
  stable: Currency,
  mid: Price<Currency, Currency>,
): Price<Currency, Currency> {
  return new Price(currency, stable, mid.denominator, mid.numerator)
}
