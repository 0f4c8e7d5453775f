// What the v2 add confirmation shows (spec 2 §2 "Add v2 liquidity"): for a pair with liquidity, the LP tokens
// the user will receive and the share of the pool they make; for a new pair, that the user creates it and the
// prices the amounts set. Built from the derived form the call is then built from, so the two agree.
import { formatAmount, formatPercentBps } from '../../../lib/format.ts'
import type { MintV2Form } from './deriveMintV2Form.ts'
import type { MintV2Field } from './mintV2FormState.ts'

type PerField<T> = Record<MintV2Field, T>

export type AddV2Review = {
  createPool: boolean
  symbols: PerField<string>
  /** The deposits as shown, and in base units as the call carries them. */
  amounts: PerField<string>
  raw: PerField<bigint>
  /** The LP tokens minted (18 decimals). */
  liquidity: string
  liquidityRaw: bigint
  /** '0.35%', '<0.01%', '100%'. */
  poolShare: string
  prices: { bPerA: string; aPerB: string }
  /** The slippage the minimums are set at ('0.50%'); none applies when creating. */
  slippage: string
}

export type AddV2ReviewInputs = {
  form: MintV2Form
  symbols: PerField<string>
  decimals: PerField<number>
  slippageBps: number
}

const LP_DECIMALS = 18
// Spec 2 §5 "Display": amounts show 6 significant digits.
const DIGITS = 6

const shown = (raw: bigint, decimals: number) =>
  formatAmount(raw, decimals, {
    significantDigits: DIGITS,
    rounding: 'down',
    locale: null,
    tinyDecimals: DIGITS,
  })

/** The review of a form that can be supplied; null while anything it shows is missing. */
export function addV2ReviewOf(inputs: AddV2ReviewInputs): AddV2Review | null {
  const { form, symbols, decimals } = inputs
  const { A: rawA, B: rawB } = form.amounts
  if (form.blocker !== null || rawA === null || rawB === null) return null
  if (form.liquidityMinted === null || form.poolShare === null || form.prices === null) return null
  return {
    createPool: form.noLiquidity,
    symbols,
    amounts: { A: shown(rawA, decimals.A), B: shown(rawB, decimals.B) },
    raw: { A: rawA, B: rawB },
    liquidity: shown(form.liquidityMinted, LP_DECIMALS),
    liquidityRaw: form.liquidityMinted,
    poolShare: form.poolShare,
    prices: form.prices,
    slippage: formatPercentBps(inputs.slippageBps),
  }
}
