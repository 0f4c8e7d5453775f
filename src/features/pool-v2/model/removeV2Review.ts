// What the remove v2 confirmation shows (spec 2 §2 "Remove v2", §5 "Display"): the amounts you will receive,
// the LP tokens burned, the pair's price both ways and the slippage allowed; the transaction's summary names
// the same amounts.
import type { Currency } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { formatDisplayPrice, formatSignificant } from '../../../lib/format.ts'
import { type BurnV2Side, LP_DECIMALS } from './deriveBurnV2Form.ts'

export type AmountText = { value: string; symbol: string }

/** 1 A is worth `A` of B; 1 B is worth `B` of A. */
export type PairPrices = Record<BurnV2Side, string>

export type RemoveV2Review = {
  /** What comes out of the pair, per side of the page. */
  amounts: Record<BurnV2Side, AmountText>
  /** The LP tokens burned. */
  liquidity: string
  prices: PairPrices
  /** How far the price may move before the remove reverts ('5%'). */
  slippage: string
}

export type RemoveV2ReviewParams = {
  currencyA: Currency
  currencyB: Currency
  pair: Pair
  liquidity: bigint
  amounts: Record<BurnV2Side, bigint>
  slippageBps: number
}

/** An amount with 6 significant digits, '<0.000001' below one millionth. */
export function formatV2Amount(raw: bigint, decimals: number): string {
  return formatSignificant(raw, decimals, 6, 6)
}

const NO_PRICE = '-'

/** The price of one `base` in `quote` from the reserves, each scaled to whole tokens. */
function reservePrice(
  reserves: Record<'base' | 'quote', bigint>,
  decimals: Record<'base' | 'quote', number>,
) {
  if (reserves.base <= 0n || reserves.quote <= 0n) return NO_PRICE
  return formatDisplayPrice(
    reserves.quote * 10n ** BigInt(decimals.base),
    reserves.base * 10n ** BigInt(decimals.quote),
  )
}

/** The pair's price both ways, for the currencies of the page (the native coin priced as its wrapped token). */
export function pairPricesOf(currencyA: Currency, currencyB: Currency, pair: Pair): PairPrices {
  const reserveA = BigInt(pair.reserveOf(currencyA.wrapped).quotient.toString())
  const reserveB = BigInt(pair.reserveOf(currencyB.wrapped).quotient.toString())
  const decimals = { A: currencyA.decimals, B: currencyB.decimals }
  return {
    A: reservePrice({ base: reserveA, quote: reserveB }, { base: decimals.A, quote: decimals.B }),
    B: reservePrice({ base: reserveB, quote: reserveA }, { base: decimals.B, quote: decimals.A }),
  }
}

/** A slippage tolerance as people read it: 500 bp is '5%', 50 bp '0.5%'. */
export function formatSlippage(slippageBps: number): string {
  return `${Number((slippageBps / 100).toFixed(2))}%`
}

export function removeV2ReviewOf(params: RemoveV2ReviewParams): RemoveV2Review {
  const { currencyA, currencyB, pair, liquidity, amounts } = params
  return {
    amounts: {
      A: { value: formatV2Amount(amounts.A, currencyA.decimals), symbol: currencyA.symbol ?? '' },
      B: { value: formatV2Amount(amounts.B, currencyB.decimals), symbol: currencyB.symbol ?? '' },
    },
    liquidity: formatV2Amount(liquidity, LP_DECIMALS),
    prices: pairPricesOf(currencyA, currencyB, pair),
    slippage: formatSlippage(params.slippageBps),
  }
}
