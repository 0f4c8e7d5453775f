// The add and increase routes (spec 2 §2): /add/{A?}/{B?}/{fee?} and /increase/{A?}/{B?}/{fee?}/{tokenId?}.
// The parameters are untrusted text: a currency is 'ETH' (any case) or a 0x address, anything else is no
// currency; a fee is one of the three tiers or none. Identical tokens, or the native coin with its wrapped
// token, redirect to /add/{A}. Also the paths the form navigates to, and the back arrow's target.
import type { FeeTier } from './feeTierShares.ts'
import { parsePositionId } from './positionId.ts'

/** The route's parameters as the router gives them. */
export type AddRouteParams = {
  currencyIdA?: string | undefined
  currencyIdB?: string | undefined
  feeAmount?: string | undefined
  tokenId?: string | undefined
}

export type AddRoute = {
  /** 'ETH' or an address; null when absent or not a currency. */
  currencyIdA: string | null
  currencyIdB: string | null
  fee: FeeTier | null
  /** The position to increase; null on /add. */
  tokenId: bigint | null
}

export type AddRouteResult = { kind: 'route'; route: AddRoute } | { kind: 'redirect'; to: string }

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const FEE = /^(?:500|3000|10000)$/

/** A currency id from a path segment: 'ETH' in any case becomes 'ETH', an address stays as written. */
export function parseCurrencyId(segment: string | undefined): string | null {
  if (segment === undefined) return null
  if (segment.toUpperCase() === 'ETH') return 'ETH'
  return ADDRESS.test(segment) ? segment : null
}

/** One of the three tiers, written exactly as its number; anything else is ignored. */
export function parseFeeTier(segment: string | undefined): FeeTier | null {
  if (segment === undefined || !FEE.test(segment)) return null
  return Number(segment) as FeeTier
}

function isNativeOrWrapped(id: string, wrappedNative: string | null): boolean {
  return id === 'ETH' || (wrappedNative !== null && id.toLowerCase() === wrappedNative.toLowerCase())
}

/** The two ids name one currency, or the native coin and its wrapped token (no pool pairs them). */
export function isSamePairSide(a: string, b: string, wrappedNative: string | null): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true
  return isNativeOrWrapped(a, wrappedNative) && isNativeOrWrapped(b, wrappedNative)
}

/**
 * The form's route, or where to go instead: /add/{A} for a pair that is no pair, and the add route of the
 * same tokens and fee for an increase without a valid position id (there is nothing to increase).
 */
export function parseAddRoute(
  params: AddRouteParams,
  mode: 'add' | 'increase',
  wrappedNative: string | null,
): AddRouteResult {
  const currencyIdA = parseCurrencyId(params.currencyIdA)
  const currencyIdB = parseCurrencyId(params.currencyIdB)
  const fee = parseFeeTier(params.feeAmount)
  if (currencyIdA !== null && currencyIdB !== null && isSamePairSide(currencyIdA, currencyIdB, wrappedNative))
    return { kind: 'redirect', to: addPath(currencyIdA) }
  const tokenId = mode === 'increase' ? parsePositionId(params.tokenId) : null
  if (mode === 'increase' && tokenId === null)
    return { kind: 'redirect', to: addPath(currencyIdA, currencyIdB, fee) }
  return { kind: 'route', route: { currencyIdA, currencyIdB, fee, tokenId } }
}

/** /add with the leading parameters that are set (a missing one ends the path). */
export function addPath(a: string | null = null, b: string | null = null, fee: number | null = null): string {
  if (a === null) return '/add'
  if (b === null) return `/add/${a}`
  return fee === null ? `/add/${a}/${b}` : `/add/${a}/${b}/${fee}`
}

/**
 * After picking a currency for one side: /add/{a}/{b} (the fee is chosen again for the new pair). Picking the
 * other side's currency, or ETH against WETH, keeps only the new one; so does picking B before A.
 */
export function selectCurrencyPath(
  route: Pick<AddRoute, 'currencyIdA' | 'currencyIdB'>,
  side: 'A' | 'B',
  picked: string,
  wrappedNative: string | null,
): string {
  const other = side === 'A' ? route.currencyIdB : route.currencyIdA
  if (other === null || isSamePairSide(picked, other, wrappedNative)) return addPath(picked)
  return side === 'A' ? addPath(picked, other) : addPath(other, picked)
}

/** After choosing a fee tier; null until both currencies are chosen (the picker is not shown before). */
export function feePath(route: Pick<AddRoute, 'currencyIdA' | 'currencyIdB'>, fee: FeeTier): string | null {
  if (route.currencyIdA === null || route.currencyIdB === null) return null
  return addPath(route.currencyIdA, route.currencyIdB, fee)
}

/** The rate toggle: the same route with the tokens swapped (an increase stays on its position). */
export function rateTogglePath(route: AddRoute): string | null {
  const { currencyIdA: a, currencyIdB: b, fee, tokenId } = route
  if (a === null || b === null) return null
  if (tokenId !== null && fee !== null) return `/increase/${b}/${a}/${fee}/${tokenId}`
  return addPath(b, a, fee)
}

export const CLEAR_ALL_PATH = '/add'

/** The back arrow: /pool/v2 from the v2 add page, the position from an increase, /pool otherwise. */
export function backPath(page: { version: 'v2' | 'v3'; tokenId: bigint | null }): string {
  if (page.version === 'v2') return '/pool/v2'
  return page.tokenId === null ? '/pool' : `/pool/${page.tokenId}`
}
