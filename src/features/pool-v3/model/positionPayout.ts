// What a collect or a remove pays out, in the currencies it is paid in (the native coin for the wrapped native
// side unless collected as WETH): the screens show these, and the review shows exactly the confirmed ones.
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { Position } from '@uniswap/v3-sdk'
import { payoutAmount } from './payoutAmount.ts'
import { formatPositionAmount } from './positionDisplay.ts'
import { removedPosition } from './removedPosition.ts'

export type Owed = { amount0: bigint; amount1: bigint }

type Pair = readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>]

export type RemovePayout = {
  /** The share of the pooled amounts that comes out. */
  pooled: Pair
  /** The fees owed, collected with it. */
  fees: Pair
  /** Both together, per side. */
  total: Pair
}

const rawOf = (amount: CurrencyAmount<Currency>): bigint => BigInt(amount.quotient.toString())

/** The fees a collect pays the owner. */
export function collectPayout(tokens: readonly [Token, Token], fees: Owed, native: Currency | null): Pair {
  return [payoutAmount(tokens[0], fees.amount0, native), payoutAmount(tokens[1], fees.amount1, native)]
}

/** What removing `percent` (0 … 100) of the position pays out; at 0 only nothing of the pooled amounts. */
export function removePayout(
  position: Position,
  percent: number,
  fees: Owed,
  native: Currency | null,
): RemovePayout {
  const { token0, token1 } = position.pool
  const part = percent === 0 ? null : removedPosition(position, percent)
  const pooled0 = part ? rawOf(part.amount0) : 0n
  const pooled1 = part ? rawOf(part.amount1) : 0n
  return {
    pooled: [payoutAmount(token0, pooled0, native), payoutAmount(token1, pooled1, native)],
    fees: collectPayout([token0, token1], fees, native),
    total: [
      payoutAmount(token0, pooled0 + fees.amount0, native),
      payoutAmount(token1, pooled1 + fees.amount1, native),
    ],
  }
}

/** An amount as the screens show it: 6 significant digits ('<0.000001' below), and its currency's symbol. */
export type AmountLine = { value: string; symbol: string }

export function amountLine(amount: CurrencyAmount<Currency>): AmountLine {
  return {
    value: formatPositionAmount(rawOf(amount), amount.currency.decimals),
    symbol: amount.currency.symbol ?? '',
  }
}

export function amountLines(pair: Pair): readonly [AmountLine, AmountLine] {
  return [amountLine(pair[0]), amountLine(pair[1])]
}
