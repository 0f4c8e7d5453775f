// What the migrate page shows of a derivation (spec 2 §2 "Migrate"): the LP tokens' worth, the v2 price and
// the v3 pool's (or that the pool will be created at the v2 price), their difference, what goes into the
// position, and what comes back — the wrapped native side as the native coin, since the call refunds as ETH.
// Prices are in the page's units: its base priced in its quote, whichever way round the user toggled them.
import type { Price, Token } from '@uniswap/sdk-core'
import { formatSignificant } from '../../../lib/format.ts'
import type { Migration } from './deriveMigration.ts'

/** Enough digits to tell amounts apart, as the other liquidity pages show them. */
const AMOUNT_DIGITS = 6
const PRICE_DIGITS = 6

type Pair<T> = { token0: T; token1: T }

export type MigrateView = {
  symbols: Pair<string>
  /** What the refund is paid in: the wrapped native token's side comes back as the native coin. */
  refundSymbols: Pair<string>
  /** The LP tokens' worth in each token. */
  values: Pair<string> | null
  /** '1 {base} = {price} {quote}' in the page's units. */
  v2Price: string | null
  v3Price: string | null
  /** Signed, to two decimals ('-3.52%'); null without an existing pool. */
  priceDifference: string | null
  deposits: Pair<string> | null
  refunds: Pair<string> | null
}

export type MigrateViewInputs = {
  migration: Migration
  token0: Token
  token1: Token
  /** The page prices token1 in token0 (the rate toggle). */
  inverted: boolean
  wrappedNative: { address: string; nativeSymbol: string } | null
}

const amounts = (pair: { amount0: bigint; amount1: bigint } | null, token0: Token, token1: Token) =>
  pair
    ? {
        token0: formatSignificant(pair.amount0, token0.decimals, AMOUNT_DIGITS),
        token1: formatSignificant(pair.amount1, token1.decimals, AMOUNT_DIGITS),
      }
    : null

function priceText(price: Price<Token, Token> | null, inverted: boolean): string | null {
  if (!price) return null
  const shown = inverted ? price.invert() : price
  return shown.toSignificant(PRICE_DIGITS)
}

export function migrateView(inputs: MigrateViewInputs): MigrateView {
  const { migration, token0, token1, inverted, wrappedNative } = inputs
  const symbolOf = (token: Token) => token.symbol ?? ''
  const refundSymbolOf = (token: Token) =>
    wrappedNative && token.address.toLowerCase() === wrappedNative.address.toLowerCase()
      ? wrappedNative.nativeSymbol
      : symbolOf(token)
  const difference = migration.priceDifference
  return {
    symbols: { token0: symbolOf(token0), token1: symbolOf(token1) },
    refundSymbols: { token0: refundSymbolOf(token0), token1: refundSymbolOf(token1) },
    values: amounts(migration.values, token0, token1),
    v2Price: priceText(migration.v2Price, inverted),
    v3Price: priceText(migration.v3Price, inverted),
    priceDifference: difference ? `${difference.toFixed(2)}%` : null,
    deposits: amounts(migration.deposits, token0, token1),
    refunds: amounts(migration.refunds, token0, token1),
  }
}
