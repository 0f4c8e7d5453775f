// What a position holds at the pool's current price, each side's share of its value, and its value in USD
// (spec 2 §2 position detail: pooled amounts with the percentage split, the liquidity value).
import { type Currency, CurrencyAmount, type Price, type Token } from '@uniswap/sdk-core'
import type { Position } from '@uniswap/v3-sdk'
import { type ValueSplit, valueSplit } from './positionDisplay.ts'

export type PooledAmounts = {
  amount0: CurrencyAmount<Token>
  amount1: CurrencyAmount<Token>
  /** Each side's share of the value, at the pool's price; null for a closed position. */
  split: ValueSplit | null
}

const raw = (amount: CurrencyAmount<Currency>): bigint => BigInt(amount.quotient.toString())

export function pooledAmounts(position: Position): PooledAmounts {
  const { amount0, amount1, pool } = position
  const value0 = pool.token0Price.quote(amount0)
  return { amount0, amount1, split: valueSplit(raw(value0), raw(amount1)) }
}

/** The fees owed (a static collect's answer) as amounts of the position's tokens. */
export function feeAmounts(
  tokens: readonly [Token, Token],
  fees: { amount0: bigint; amount1: bigint },
): [CurrencyAmount<Token>, CurrencyAmount<Token>] {
  return [
    CurrencyAmount.fromRawAmount(tokens[0], fees.amount0.toString()),
    CurrencyAmount.fromRawAmount(tokens[1], fees.amount1.toString()),
  ]
}

export type UsdValue = { raw: bigint; decimals: number }

/**
 * The USD value of some amounts (pool-data's USD prices, each quoting one stablecoin): null when an amount
 * above zero has no price. An empty side needs none.
 */
export function usdValueOf(
  amounts: readonly CurrencyAmount<Currency>[],
  prices: readonly (Price<Currency, Currency> | null)[],
): UsdValue | null {
  let total: CurrencyAmount<Currency> | null = null
  for (const [i, amount] of amounts.entries()) {
    if (amount.equalTo(0)) continue
    const price = prices[i]
    if (!price?.baseCurrency.wrapped.equals(amount.currency.wrapped)) return null
    const value = price.quote(CurrencyAmount.fromRawAmount(price.baseCurrency, amount.quotient))
    if (total && !total.currency.equals(value.currency)) return null
    total = total ? total.add(value) : value
  }
  if (!total) return { raw: 0n, decimals: 0 }
  return { raw: raw(total), decimals: total.currency.decimals }
}
