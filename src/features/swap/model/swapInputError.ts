// The swap button's message, in the spec's priority (spec 1 §5): the first rule that applies wins.

export type SwapInputError =
  | { kind: 'connect-wallet' }
  | { kind: 'enter-amount' }
  | { kind: 'select-token' }
  | { kind: 'enter-recipient' }
  | { kind: 'invalid-recipient' }
  | { kind: 'insufficient-balance'; symbol: string }
  /** A trade was found but this chain has no router to send it to (spec 1 §5, last in the order). */
  | { kind: 'missing-dependencies' }

export type SwapInputs = {
  account: string | null
  /** The typed amount parsed with the token's decimals; null when empty, zero or unparsable. */
  parsedAmount: bigint | null
  inputSelected: boolean
  outputSelected: boolean
  /** The address swapped tokens go to: the recipient when one is set, else the account. */
  to: { kind: 'none' } | { kind: 'unresolved' } | { kind: 'address'; address: string }
  /** Addresses a recipient must not be: the routers and contracts, the trade's tokens and pairs. */
  forbiddenRecipients: readonly string[]
  /** Input balance and the amount the trade needs, with the input symbol. */
  balanceIn: bigint | null
  amountIn: bigint | null
  inputSymbol: string
  /** A trade is found but nothing can send it (no router for its version on this chain). */
  tradeUnsendable?: boolean
}

export function swapInputError(inputs: SwapInputs): SwapInputError | null {
  if (!inputs.account) return { kind: 'connect-wallet' }
  if (inputs.parsedAmount === null || inputs.parsedAmount === 0n) return { kind: 'enter-amount' }
  if (!inputs.inputSelected || !inputs.outputSelected) return { kind: 'select-token' }
  if (inputs.to.kind === 'none') return { kind: 'enter-recipient' }
  if (inputs.to.kind === 'unresolved') return { kind: 'invalid-recipient' }
  const to = inputs.to.address.toLowerCase()
  if (inputs.forbiddenRecipients.some((a) => a.toLowerCase() === to)) return { kind: 'invalid-recipient' }
  if (inputs.balanceIn !== null && inputs.amountIn !== null && inputs.balanceIn < inputs.amountIn)
    return { kind: 'insufficient-balance', symbol: inputs.inputSymbol }
  if (inputs.tradeUnsendable) return { kind: 'missing-dependencies' }
  return null
}
