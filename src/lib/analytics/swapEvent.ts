// Category, actions and labels of the Swap analytics events (facts §13), shared by the swap screen and its
// tests so the reported texts never drift from the table.
export const SWAP_EVENT_CATEGORY = 'Swap'

export type SwapEventAction = 'Swap w/o Send' | 'Swap w/o Send + recipient' | 'Swap w/ Send'

export type SwapEventVersion = 'v2' | 'v3'

export type SwapEventLabelInput = {
  inputSymbol: string | undefined
  outputSymbol: string | undefined
  version: SwapEventVersion
  /** The number of hops (pools or pairs) of each route of the trade. */
  hops: readonly number[]
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * 'Swap w/o Send' when no recipient is set, 'Swap w/o Send + recipient' when the recipient is the connected
 * account itself, 'Swap w/ Send' otherwise.
 */
export function swapEventAction(
  recipient: string | null | undefined,
  account: string | null | undefined,
): SwapEventAction {
  if (!recipient) return 'Swap w/o Send'
  return account && sameAddress(recipient, account) ? 'Swap w/o Send + recipient' : 'Swap w/ Send'
}

/** `<in>/<out>/<V2|V3>/<SH|MH>`: SH when every route is a single hop, MH as soon as one has more. */
export function swapEventLabel({ inputSymbol, outputSymbol, version, hops }: SwapEventLabelInput): string {
  const hopKind = hops.every((count) => count <= 1) ? 'SH' : 'MH'
  return `${inputSymbol ?? ''}/${outputSymbol ?? ''}/${version.toUpperCase()}/${hopKind}`
}

/** `<in symbol>/<forced version or empty>`: the version only when the `?use=` parameter forces one. */
export function approveEventLabel(
  inputSymbol: string | undefined,
  forcedVersion: SwapEventVersion | null | undefined,
): string {
  return `${inputSymbol ?? ''}/${forcedVersion ? forcedVersion.toUpperCase() : ''}`
}
