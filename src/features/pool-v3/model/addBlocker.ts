// What stops the add form's Preview (spec 2 §5 "Add form messages"), in the spec's priority: the first rule
// that applies wins. 'Unsupported Asset' comes before everything (its button is disabled whatever else is
// true); an invalid range and a pool still loading have no message of their own (the range warning says
// why) and keep Preview disabled.
import { maxUint256 } from 'viem'
import type { MintField } from './mintFormState.ts'

/** Pool state (spec 2 §4): LOADING, NOT_EXISTS (needs a starting price), EXISTS, INVALID. */
export type MintPoolStatus = 'loading' | 'not-exists' | 'exists' | 'invalid'

export type AddBlocker =
  | { kind: 'unsupported-asset' }
  | { kind: 'connect-wallet' }
  | { kind: 'invalid-pair' }
  | { kind: 'loading' }
  | { kind: 'invalid-price' }
  | { kind: 'invalid-range' }
  | { kind: 'enter-amount' }
  | { kind: 'insufficient-balance'; symbol: string }

type PerField<T> = Record<MintField, T>

export type AddBlockerInputs = {
  unsupported: boolean
  account: string | null
  poolStatus: MintPoolStatus
  /** A starting price outside what a pool can hold. */
  invalidPrice: boolean
  invalidRange: boolean
  /** Each side's amount in base units (typed or derived); null when there is none. */
  amounts: PerField<bigint | null>
  /** A side the range leaves out (the price is outside the range on its side). */
  disabled: PerField<boolean>
  /** Balances in base units; null while unknown. */
  balances: PerField<bigint | null>
  symbols: PerField<string>
  /** The amounts make a position with liquidity (too little of either makes none). */
  mintable: boolean
  /**
   * The Create step of a new pool on Optimism networks (spec 2 §4 "Add v3 flow"): it sends only the pool's
   * creation at the starting price, so no amount is asked for until the Add step.
   */
  createOnly: boolean
}

export function addBlocker(inputs: AddBlockerInputs): AddBlocker | null {
  const { amounts, disabled, balances } = inputs
  if (inputs.unsupported) return { kind: 'unsupported-asset' }
  if (!inputs.account) return { kind: 'connect-wallet' }
  if (inputs.poolStatus === 'invalid') return { kind: 'invalid-pair' }
  if (inputs.poolStatus === 'loading') return { kind: 'loading' }
  if (inputs.invalidPrice) return { kind: 'invalid-price' }
  if (inputs.invalidRange) return { kind: 'invalid-range' }
  if (inputs.createOnly && inputs.poolStatus === 'not-exists') return null
  const fields: readonly MintField[] = ['A', 'B']
  if (fields.some((field) => !disabled[field] && amounts[field] === null)) return { kind: 'enter-amount' }
  for (const field of fields) {
    const amount = disabled[field] ? null : amounts[field]
    const balance = balances[field]
    // No balance is above a uint256: an amount past it is more than anyone holds, known balance or not.
    if (amount !== null && (amount > maxUint256 || (balance !== null && balance < amount)))
      return { kind: 'insufficient-balance', symbol: inputs.symbols[field] }
  }
  if (!inputs.mintable) return { kind: 'enter-amount' }
  return null
}
