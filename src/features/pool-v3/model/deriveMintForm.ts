// The add / increase form derived from its state and the chain (spec 2 §3–§5): the pool (read, or at the
// starting price for a new one), the range in ticks with what its inputs show, which deposit the range leaves
// out, the other amount from the typed one, Max, the position to preview, and the button's message.
import type { Currency, Price, Token } from '@uniswap/sdk-core'
import type { Pool, Position } from '@uniswap/v3-sdk'
import { amountToInput, maxAmountSpend, parseTypedAmount } from '../../../lib/amounts.ts'
import { formatAmount } from '../../../lib/format.ts'
import type { PoolState } from '../../../lib/routing/v3Routing.ts'
import { type AddBlocker, addBlocker, type MintPoolStatus } from './addBlocker.ts'
import { dependentAmount, depositsDisabled, mintPosition } from './mintAmounts.ts'
import type { MintField, MintFormState } from './mintFormState.ts'
import { mintPoolOf, startPriceOf } from './mintPool.ts'
import { type RangeFrame, type RangeTicks, rangeBounds, rangeTicks, tickLimits } from './rangeTicks.ts'
import { tickSpacingOf } from './sdkPosition.ts'

type PerField<T> = Record<MintField, T>

export type MintFormInputs = {
  currencyA: Currency | null
  currencyB: Currency | null
  fee: number | null
  /** The pool's slot0 and liquidity: undefined while read, null when there is no pool. */
  poolState: PoolState
  form: MintFormState
  /** The position an increase adds to: its ticks are the range. */
  existing: { tickLower: number; tickUpper: number } | null
  account: string | null
  /** Balances in base units (the native coin's for ETH); null while unknown. */
  balances: PerField<bigint | null>
  /** Either currency is on the unsupported list. */
  unsupported: boolean
  /** A new pool is created in a step of its own before the add (Optimism networks). */
  separateCreateStep: boolean
}

export type MintForm = {
  poolStatus: MintPoolStatus
  /** The pool the position goes in: the one read, or a new one at the starting price. */
  pool: Pool | null
  /** The page's units: currency A priced in currency B; null until both and a tier are chosen. */
  frame: RangeFrame | null
  /** The price of A in B now (the pool's, or the starting price's tick for a new pool). */
  price: Price<Token, Token> | null
  invalidPrice: boolean
  range: RangeTicks
  /** What the min and max inputs show: '0' and '∞' at the limits. */
  bounds: { min: string; max: string }
  outOfRange: boolean
  depositDisabled: PerField<boolean>
  /** Base units of each side: the typed one and the one derived from it (null where there is none). */
  amounts: PerField<bigint | null>
  /** What the amount inputs show. */
  inputs: PerField<string>
  /** What Max puts in each input (the native coin keeps 10^16 wei for gas); null while the balance is unknown. */
  maxInputs: PerField<string | null>
  position: Position | null
  blocker: AddBlocker | null
}

const FIELDS: readonly MintField[] = ['A', 'B']

function rangeOf(inputs: MintFormInputs, frame: RangeFrame | null): RangeTicks {
  if (!frame) return { kind: 'incomplete', tickLower: null, tickUpper: null }
  const { existing } = inputs
  if (!existing) return rangeTicks(inputs.form.range, frame)
  const { tickLower, tickUpper } = existing
  if (tickLower >= tickUpper) return { kind: 'invalid', tickLower, tickUpper }
  const limits = tickLimits(frame.spacing)
  return {
    kind: 'valid',
    tickLower,
    tickUpper,
    atLimit: { lower: tickLower <= limits.lower, upper: tickUpper >= limits.upper },
  }
}

const amountText = (amount: bigint, decimals: number) =>
  formatAmount(amount, decimals, { significantDigits: 6, rounding: 'up', locale: null, tinyDecimals: null })

export function deriveMintForm(inputs: MintFormInputs): MintForm {
  const { currencyA, currencyB, fee, form } = inputs
  const currencies: PerField<Currency | null> = { A: currencyA, B: currencyB }
  const tokenA = currencyA?.wrapped ?? null
  const tokenB = currencyB?.wrapped ?? null
  const read = mintPoolOf(tokenA, tokenB, fee, inputs.poolState)
  const spacing = fee === null ? null : tickSpacingOf(fee)
  const frame =
    read.status !== 'invalid' && tokenA && tokenB && spacing !== null
      ? { base: tokenA, quote: tokenB, spacing }
      : null
  const start =
    read.status === 'not-exists' && frame && fee !== null
      ? startPriceOf(form.startPriceTypedValue, frame.base, frame.quote, fee)
      : null
  const pool = read.pool ?? (start?.kind === 'valid' ? start.pool : null)
  const range = rangeOf(inputs, frame)
  const valid = range.kind === 'valid' ? range : null

  const disabled: PerField<boolean> = { A: range.kind === 'invalid', B: range.kind === 'invalid' }
  if (pool && valid && tokenA) {
    const left = depositsDisabled(pool, valid)
    const aIsToken0 = tokenA.equals(pool.token0)
    disabled.A = aIsToken0 ? left.token0 : left.token1
    disabled.B = aIsToken0 ? left.token1 : left.token0
  }
  const outOfRange = valid !== null && (disabled.A || disabled.B)

  const independent = form.independentField
  const dependent = independent === 'A' ? 'B' : 'A'
  const independentCurrency = currencies[independent]
  const typed = independentCurrency ? parseTypedAmount(form.typedValue, independentCurrency.decimals) : null
  const amounts: PerField<bigint | null> = { A: null, B: null }
  amounts[independent] = typed
  if (typed !== null && pool && valid && !outOfRange && independentCurrency)
    amounts[dependent] = dependentAmount(pool, valid, independentCurrency.wrapped, typed)

  const sideAmount = (field: MintField) => (disabled[field] ? 0n : amounts[field])
  const [amount0, amount1] =
    tokenA && pool?.token0.equals(tokenA)
      ? [sideAmount('A'), sideAmount('B')]
      : [sideAmount('B'), sideAmount('A')]
  const position =
    pool && valid && amount0 !== null && amount1 !== null ? mintPosition(pool, valid, amount0, amount1) : null

  const inputsShown: PerField<string> = { A: '', B: '' }
  inputsShown[independent] = form.typedValue
  const dependentRaw = amounts[dependent]
  const dependentCurrency = currencies[dependent]
  if (dependentRaw !== null && dependentCurrency)
    inputsShown[dependent] = amountText(dependentRaw, dependentCurrency.decimals)

  const maxInputs: PerField<string | null> = { A: null, B: null }
  for (const field of FIELDS) {
    const currency = currencies[field]
    const balance = inputs.balances[field]
    if (currency && balance !== null)
      maxInputs[field] = amountToInput(maxAmountSpend(balance, currency.isNative), currency.decimals)
  }

  const blocker = addBlocker({
    unsupported: inputs.unsupported,
    account: inputs.account,
    poolStatus: read.status,
    invalidPrice: start?.kind === 'invalid',
    invalidRange: range.kind === 'invalid',
    amounts,
    disabled,
    balances: inputs.balances,
    symbols: { A: currencyA?.symbol ?? '', B: currencyB?.symbol ?? '' },
    mintable: position !== null,
    createOnly: inputs.separateCreateStep,
  })
  return {
    poolStatus: read.status,
    pool,
    frame,
    price: pool && tokenA ? pool.priceOf(tokenA) : null,
    invalidPrice: start?.kind === 'invalid',
    range,
    bounds: frame ? rangeBounds(range, frame) : { min: '', max: '' },
    outOfRange,
    depositDisabled: disabled,
    amounts,
    inputs: inputsShown,
    maxInputs,
    position,
    blocker,
  }
}
