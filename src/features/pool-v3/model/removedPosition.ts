// The part of a position a remove takes out (spec 2 §2 "Remove v3"): what the remove screen shows before the
// call is built, apart from the calldata so that the screen does not load the position manager's encoder.
import { CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import { Position } from '@uniswap/v3-sdk'

export function checkPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new RangeError(`Invalid percent: ${percent}`)
}

/** The part of the position that comes out at `percent` (its liquidity and the amounts it holds). */
export function removedPosition(position: Position, percent: number): Position {
  checkPercent(percent)
  return new Position({
    pool: position.pool,
    liquidity: new Percent(percent, 100).multiply(position.liquidity).quotient,
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  })
}

/** The amounts the remove screen says will come out: the removed share plus the fees owed. */
export function removedAmounts(
  position: Position,
  percent: number,
  fees: { amount0: bigint; amount1: bigint },
): [CurrencyAmount<Token>, CurrencyAmount<Token>] {
  const part = removedPosition(position, percent)
  return [
    part.amount0.add(CurrencyAmount.fromRawAmount(part.amount0.currency, fees.amount0.toString())),
    part.amount1.add(CurrencyAmount.fromRawAmount(part.amount1.currency, fees.amount1.toString())),
  ]
}
