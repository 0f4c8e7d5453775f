// The v2 remove route (spec 2 §2 "Remove v2"): /remove/v2/{A}/{B}. Both parameters are untrusted text: each
// must be a currency id ('ETH' in any case, or a 0x address), and the two must name two different tokens (the
// native coin and its wrapped token are one side of a pair). Anything else is no pair, and the screen says
// 'Invalid pair'. Whether the ids name tokens, and those tokens a pair, is the chain's to answer. Also the
// link that switches the pair's wrapped native side between receiving WETH and ETH.
import type { Currency } from '@uniswap/sdk-core'
import { parseV2CurrencyId } from './addV2Route.ts'
import { receiveChoiceOf } from './buildRemoveV2Calls.ts'
import type { BurnV2Side } from './deriveBurnV2Form.ts'

/** Where the back arrow and the invalid pair's link go. */
export const REMOVE_V2_BACK_PATH = '/pool/v2'

/** The route's parameters as the router gives them. */
export type RemoveV2RouteParams = {
  currencyIdA?: string | undefined
  currencyIdB?: string | undefined
}

/** 'ETH' or an address as written. */
export type RemoveV2Route = { currencyIdA: string; currencyIdB: string }

/** The id as the token the pair holds: the native coin stands for its wrapped token. */
function pairTokenKey(id: string, wrappedNative: string | null): string {
  return id === 'ETH' && wrappedNative !== null ? wrappedNative.toLowerCase() : id.toLowerCase()
}

/** The route, or null when the ids cannot name a pair. */
export function parseRemoveV2Route(
  params: RemoveV2RouteParams,
  wrappedNative: string | null,
): RemoveV2Route | null {
  const currencyIdA = parseV2CurrencyId(params.currencyIdA)
  const currencyIdB = parseV2CurrencyId(params.currencyIdB)
  if (currencyIdA === null || currencyIdB === null) return null
  if (pairTokenKey(currencyIdA, wrappedNative) === pairTokenKey(currencyIdB, wrappedNative)) return null
  return { currencyIdA, currencyIdB }
}

export function removeV2Path(currencyIdA: string, currencyIdB: string): string {
  return `/remove/v2/${currencyIdA}/${currencyIdB}`
}

/** The link between receiving the wrapped and the native coin: what it offers and where it goes. */
export type ReceiveLink = { offers: 'native' | 'wrapped'; to: string }

/** The route's id of a currency: 'ETH' for the native coin, a token's address. */
const idOf = (currency: Currency) => (currency.isNative ? 'ETH' : currency.wrapped.address)

/**
 * The same pair with its wrapped native side switched (ETH for WETH, WETH for ETH), the other id kept as
 * written; null when neither side is the chain's native coin or its wrapped token.
 */
export function receiveLinkOf(
  route: RemoveV2Route,
  currencies: Record<BurnV2Side, Currency>,
  native: Currency,
): ReceiveLink | null {
  const choice = receiveChoiceOf(currencies.A, currencies.B, native)
  if (!choice) return null
  const switched = idOf(choice.switched[choice.side])
  const [a, b]: [string, string] =
    choice.side === 'A' ? [switched, route.currencyIdB] : [route.currencyIdA, switched]
  return { offers: choice.receives === 'native' ? 'wrapped' : 'native', to: removeV2Path(a, b) }
}
