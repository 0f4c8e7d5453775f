// What the add confirmation shows (spec 2 §4 "Add v3 flow"; issue: "the pair, fee, range (in the units the
// user chose) and both amounts"): built from the very position the call is then built from, so the review
// and the calldata cannot disagree. The ticks and base-unit amounts ride along for the page to expose.
import { formatFeeTier, formatPositionAmount } from './positionDisplay.ts'

export type AddReviewSide = { symbol: string; value: string; raw: bigint; decimals: number }

export type AddReview = {
  kind: 'mint' | 'increase' | 'create'
  symbols: { A: string; B: string }
  fee: string
  /** The range as its inputs show it: price of A in B, '0' and '∞' at the limits. */
  min: string
  max: string
  /** The pool's price of A in B when the review opened. */
  current: string
  inRange: boolean
  fullRange: boolean
  ticks: { lower: number; upper: number }
  amounts: { A: AddReviewSide; B: AddReviewSide }
  /** The position an increase adds to, null for a mint or a create. */
  tokenId: bigint | null
}

export type AddReviewInputs = {
  kind: AddReview['kind']
  symbols: { A: string; B: string }
  decimals: { A: number; B: number }
  fee: number
  bounds: { min: string; max: string }
  current: string
  outOfRange: boolean
  atLimit: { lower: boolean; upper: boolean }
  ticks: { lower: number; upper: number }
  /** The position's desired amounts, per currency of the page. */
  desired: { A: bigint; B: bigint }
  tokenId: bigint | null
}

export function addReviewOf(inputs: AddReviewInputs): AddReview {
  const side = (field: 'A' | 'B'): AddReviewSide => ({
    symbol: inputs.symbols[field],
    value: formatPositionAmount(inputs.desired[field], inputs.decimals[field]),
    raw: inputs.desired[field],
    decimals: inputs.decimals[field],
  })
  return {
    kind: inputs.kind,
    symbols: inputs.symbols,
    fee: formatFeeTier(inputs.fee),
    min: inputs.bounds.min,
    max: inputs.bounds.max,
    current: inputs.current,
    inRange: !inputs.outOfRange,
    fullRange: inputs.atLimit.lower && inputs.atLimit.upper,
    ticks: inputs.ticks,
    amounts: { A: side('A'), B: side('B') },
    tokenId: inputs.kind === 'increase' ? inputs.tokenId : null,
  }
}
