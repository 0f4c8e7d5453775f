import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'

/** A raw amount of an SDK currency. */
export function amountOf(currency: Currency, raw: bigint): CurrencyAmount<Currency> {
  if (raw < 0n) throw new Error('Invalid number')
  return CurrencyAmount.fromRawAmount(currency, raw.toString())
}
