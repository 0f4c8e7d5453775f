// Wrap mode (spec 1 §2, §4, §5): the pair of the native coin and its wrapped token converts 1:1 through the
// wrapped token's contract instead of a trade.

export type WrapType = 'not-applicable' | 'wrap' | 'unwrap'

/** The two sides as far as wrapping cares: the native coin, a token by address, or nothing chosen. */
export type WrapSide = { kind: 'native' } | { kind: 'token'; address: string } | null

export type WrapInputError =
  | { kind: 'connect-wallet' }
  | { kind: 'unsupported-chain' }
  | { kind: 'enter-amount'; symbol: string }
  | { kind: 'insufficient-balance'; symbol: string }

function isWrapped(side: WrapSide, wrappedNative: string): boolean {
  return side?.kind === 'token' && side.address.toLowerCase() === wrappedNative.toLowerCase()
}

/** Wrap when the input is the native coin and the output its wrapped token, unwrap the other way round. */
export function wrapTypeOf(input: WrapSide, output: WrapSide, wrappedNative: string | null): WrapType {
  if (wrappedNative === null) return 'not-applicable'
  if (input?.kind === 'native' && isWrapped(output, wrappedNative)) return 'wrap'
  if (output?.kind === 'native' && isWrapped(input, wrappedNative)) return 'unwrap'
  return 'not-applicable'
}

/**
 * A chain without a wrapped native token cannot wrap nor route the native coin: when the native coin is on
 * either side there, the form says 'Unsupported chain ID'.
 */
export function isUnsupportedNativeChain(
  input: WrapSide,
  output: WrapSide,
  wrappedNative: string | null,
): boolean {
  return wrappedNative === null && (input?.kind === 'native' || output?.kind === 'native')
}

export type WrapInputs = {
  account: string | null
  unsupportedChain: boolean
  wrapType: Exclude<WrapType, 'not-applicable'>
  /** The typed amount in base units; null when empty, zero or unparsable. */
  amount: bigint | null
  /** The balance of the coin being given up; null while unknown. */
  balance: bigint | null
  nativeSymbol: string
  wrappedSymbol: string
}

/** The wrap button's message, or null when the wrap can be sent. */
export function wrapInputError(inputs: WrapInputs): WrapInputError | null {
  if (!inputs.account) return { kind: 'connect-wallet' }
  if (inputs.unsupportedChain) return { kind: 'unsupported-chain' }
  const symbol = inputs.wrapType === 'wrap' ? inputs.nativeSymbol : inputs.wrappedSymbol
  if (inputs.amount === null) return { kind: 'enter-amount', symbol }
  if (inputs.balance !== null && inputs.amount > inputs.balance)
    return { kind: 'insufficient-balance', symbol }
  return null
}
