import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'

/** A raw amount of an SDK currency. */
export function amountOf(currency: Currency, raw: bigint): CurrencyAmount<Currency> {
  return CurrencyAmount.fromRawAmount(currency, raw.toString())
}
