// The currency an owed or removed amount is paid out in: the native coin for the wrapped native side unless
// it is collected as WETH.
import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core'

/**
 * The amount in the currency it is paid out in: `native` where it is the token's unwrapped form (the toggle
 * off), the token itself otherwise.
 */
export function payoutAmount(token: Token, raw: bigint, native: Currency | null): CurrencyAmount<Currency> {
  const currency = native?.isNative && native.wrapped.equals(token) ? native : token
  return CurrencyAmount.fromRawAmount(currency, raw.toString())
}
