// The v2 add route (spec 2 §2 "Add v2 liquidity"): /add/v2/{A?}/{B?}, and /add/v2/create/{A?}/{B?} for the same
// form creating a pair. The parameters are untrusted text: a currency is 'ETH' (any case) or a 0x address,
// anything else is no currency. Identical ids, or the native coin with its wrapped token (no pair holds both),
// redirect to /add/v2/{A}. Also the paths the form navigates to when a currency is picked, and the back arrow's
// target. Every path the create form leads to keeps its /create prefix, so its title does not change under
// the user.

/** The route's parameters as the router gives them. */
export type AddV2RouteParams = {
  currencyIdA?: string | undefined
  currencyIdB?: string | undefined
}

export type AddV2Route = {
  /** 'ETH' or an address as written; null when absent or not a currency. */
  currencyIdA: string | null
  currencyIdB: string | null
}

export type AddV2RouteResult = { kind: 'route'; route: AddV2Route } | { kind: 'redirect'; to: string }

export type PairSide = 'A' | 'B'

/** Where the back arrow of the v2 add page goes. */
export const ADD_V2_BACK_PATH = '/pool/v2'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A currency id from a path segment: 'ETH' in any case becomes 'ETH', an address stays as written. */
export function parseV2CurrencyId(segment: string | undefined): string | null {
  if (segment === undefined) return null
  if (segment.toUpperCase() === 'ETH') return 'ETH'
  return ADDRESS.test(segment) ? segment : null
}

function isNativeOrWrapped(id: string, wrappedNative: string | null): boolean {
  return id === 'ETH' || (wrappedNative !== null && id.toLowerCase() === wrappedNative.toLowerCase())
}

/** The two ids name one token of a pair: the same currency, or the native coin and its wrapped token. */
function isSameSide(a: string, b: string, wrappedNative: string | null): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true
  return isNativeOrWrapped(a, wrappedNative) && isNativeOrWrapped(b, wrappedNative)
}

/** /add/v2 (or /add/v2/create) with the leading ids that are set (a missing one ends the path). */
export function addV2Path(a: string | null = null, b: string | null = null, create = false): string {
  const base = create ? '/add/v2/create' : '/add/v2'
  if (a === null) return base
  return b === null ? `${base}/${a}` : `${base}/${a}/${b}`
}

/** The form's route, or /add/v2/{A} (/add/v2/create/{A}) when the two ids make no pair. */
export function parseAddV2Route(
  params: AddV2RouteParams,
  wrappedNative: string | null,
  create = false,
): AddV2RouteResult {
  const currencyIdA = parseV2CurrencyId(params.currencyIdA)
  const currencyIdB = parseV2CurrencyId(params.currencyIdB)
  if (currencyIdA !== null && currencyIdB !== null && isSameSide(currencyIdA, currencyIdB, wrappedNative))
    return { kind: 'redirect', to: addV2Path(currencyIdA, null, create) }
  return { kind: 'route', route: { currencyIdA, currencyIdB } }
}

/**
 * After picking a currency for one side. Picking what the other side holds (or its wrapped / native twin)
 * swaps the sides rather than making a pair of one token; picking B with no A pairs it with ETH, where the
 * v2 page starts.
 */
export function selectV2CurrencyPath(
  route: AddV2Route,
  side: PairSide,
  picked: string,
  wrappedNative: string | null,
  create = false,
): string {
  const path = (a: string, b: string | null = null) => addV2Path(a, b, create)
  const own = side === 'A' ? route.currencyIdA : route.currencyIdB
  const other = side === 'A' ? route.currencyIdB : route.currencyIdA
  if (other !== null && isSameSide(picked, other, wrappedNative)) {
    if (own === null || isSameSide(own, picked, wrappedNative)) return path(picked)
    return side === 'A' ? path(picked, own) : path(own, picked)
  }
  if (side === 'A') return path(picked, other)
  if (other === null) return isSameSide('ETH', picked, wrappedNative) ? path(picked) : path('ETH', picked)
  return path(other, picked)
}

/** Spec 2 §2: a path containing /create means the page creates a pool (its title and texts say so). */
export function isCreatePoolPath(pathname: string): boolean {
  return pathname.includes('/create')
}
