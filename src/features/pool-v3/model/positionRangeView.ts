// The price range as a card or the position page shows it: min and max with the units, read the way the
// position reads best (a stablecoin quoted, the wrapped native coin or WBTC as the base) unless the user turned
// it over, with 0 and ∞ at the tick limits.
import type { Token } from '@uniswap/sdk-core'
import type { LocalRoutingTokens } from '../../../lib/routing/routingBases.ts'
import { routingConfigOf } from '../../../lib/routing/routingBases.ts'
import { toSdkToken, type WrappedNative } from '../../../lib/sdk/sdkCurrency.ts'
import { defaultInverted, formatRangeBounds, priceRangeOf } from './priceRange.ts'

type TokenLike = { chainId: number; address: string; decimals: number; symbol: string; name: string }

export type RangeChain = { chainId: number; wrappedNative: WrappedNative; local?: LocalRoutingTokens }

export type RangeView = {
  min: string
  max: string
  /** The range prices one base token in quote tokens. */
  base: Token
  quote: Token
}

const STABLECOINS = new Set(['DAI', 'USDC', 'USDT'])

/** The tokens a range prefers as its quote (the chain's stablecoins) and its base (wrapped native, WBTC). */
export function preferredRangeTokens(chain: RangeChain): { quotes: Token[]; bases: Token[] } {
  const { bases } = routingConfigOf(chain.chainId, chain.wrappedNative, chain.local)
  return {
    quotes: bases.filter((token) => STABLECOINS.has(token.symbol ?? '')),
    bases: bases.filter((token, i) => i === 0 || token.symbol === 'WBTC'),
  }
}

export function positionRangeView(
  terms: { fee: number; tickLower: number; tickUpper: number },
  tokens: readonly [TokenLike, TokenLike],
  chain: RangeChain,
  flipped: boolean,
): RangeView {
  const sdkTokens = [toSdkToken(tokens[0]), toSdkToken(tokens[1])] as const
  const inverted = defaultInverted(terms, sdkTokens, preferredRangeTokens(chain)) !== flipped
  const range = priceRangeOf(terms, sdkTokens, inverted)
  return { ...formatRangeBounds(range), base: range.base, quote: range.quote }
}
