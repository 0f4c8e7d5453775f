// The remove v2 form derived from its state and the chain (spec 2 §2 "Remove v2", §5 "Remove v2", "Display"):
// the LP amount to burn, what it pays out in each currency, the slider's percent and what the detailed inputs
// show, and the button's message.
//
// The rule for what the user types: an amount counts only when it parses (lib/amounts' parseTypedAmount), is
// above zero and is at most what the account holds — its LP balance for LIQUIDITY, that balance's value in the
// currency for CURRENCY_A / CURRENCY_B — and a percent only when it is a whole number 0 … 100. Anything else is
// ignored: nothing to remove, the percent is 0, the other inputs are empty and the button says 'Enter an
// amount'; the field typed in keeps showing the text as typed, so the user sees what to correct.
import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { maxUint256 } from 'viem'
import { parseTypedAmount } from '../../../lib/amounts.ts'
import { formatAmount, formatPercentInteger } from '../../../lib/format.ts'
import type { BurnV2Field, BurnV2FormState } from './burnV2FormState.ts'

/** Every v2 LP token has 18 decimals (spec 2 §3). */
export const LP_DECIMALS = 18

export type BurnV2Side = 'A' | 'B'
type PerSide<T> = Record<BurnV2Side, T>

export type BurnV2FormInputs = {
  account: string | null
  currencyA: Currency | null
  currencyB: Currency | null
  /** The pair of the two currencies' tokens at its reserves; null while read or when there is none. */
  pair: Pair | null
  /** The LP token's total supply in base units; null while read. */
  totalSupply: bigint | null
  /** The account's LP balance in base units; null while read. */
  lpBalance: bigint | null
  form: BurnV2FormState
}

/** Why Remove cannot be pressed, in the order the button tells it. */
export type BurnV2Blocker = 'connect-wallet' | 'enter-amount'

export type BurnV2Form = {
  /** LP base units to burn; null when nothing valid is to be removed. */
  liquidity: bigint | null
  /** What burning `liquidity` pays out in each currency, in base units; null where it is nothing. */
  amounts: PerSide<bigint | null>
  /** What the account's whole LP balance is worth in each currency; null while unknown. */
  pooled: PerSide<bigint> | null
  /** The slider's whole percent of the LP balance, 0 … 100. */
  percent: number
  /** What each input shows: the percent as '<1' below 1 %, the amounts with 6 significant digits. */
  inputs: Record<BurnV2Field, string>
  blocker: BurnV2Blocker | null
}

type Holding = {
  pair: Pair
  tokens: PerSide<Token>
  decimals: PerSide<number>
  totalSupply: bigint
  balance: bigint
  pooled: PerSide<bigint>
}

const SIDES: readonly BurnV2Side[] = ['A', 'B']

function lpAmount(pair: Pair, raw: bigint): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString())
}

/** What `liquidity` of the pair pays out in `token`; the pair's fee switch is taken as off, as the app did. */
function liquidityValue(holding: Omit<Holding, 'pooled'>, side: BurnV2Side, liquidity: bigint): bigint {
  const { pair, tokens, totalSupply } = holding
  const value = pair.getLiquidityValue(
    tokens[side],
    lpAmount(pair, totalSupply),
    lpAmount(pair, liquidity),
    false,
  )
  return BigInt(value.quotient.toString())
}

function holdingOf(inputs: BurnV2FormInputs): Holding | null {
  const { pair, currencyA, currencyB, totalSupply, lpBalance } = inputs
  if (!pair || !currencyA || !currencyB || totalSupply === null || lpBalance === null) return null
  const tokens = { A: currencyA.wrapped, B: currencyB.wrapped }
  if (tokens.A.equals(tokens.B) || !pair.involvesToken(tokens.A) || !pair.involvesToken(tokens.B)) return null
  // What the SDK's amounts refuse, or a balance the supply cannot hold: a read gone wrong, nothing to derive.
  if (totalSupply <= 0n || totalSupply > maxUint256 || lpBalance < 0n || lpBalance > totalSupply) return null
  const base = {
    pair,
    tokens,
    decimals: { A: currencyA.decimals, B: currencyB.decimals },
    totalSupply,
    balance: lpBalance,
  }
  return {
    ...base,
    pooled: { A: liquidityValue(base, 'A', lpBalance), B: liquidityValue(base, 'B', lpBalance) },
  }
}

/** The slider's text as a whole percent 0 … 100; null for anything else. */
export function parseBurnPercent(text: string): number | null {
  if (!/^[0-9]{1,3}$/.test(text)) return null
  const percent = Number(text)
  return percent <= 100 ? percent : null
}

function typedLiquidity(form: BurnV2FormState, holding: Holding): bigint | null {
  const { typedValue } = form
  const { balance } = holding
  switch (form.independentField) {
    case 'LIQUIDITY_PERCENT': {
      const percent = parseBurnPercent(typedValue)
      return percent === null ? null : (balance * BigInt(percent)) / 100n
    }
    case 'LIQUIDITY': {
      const typed = parseTypedAmount(typedValue, LP_DECIMALS)
      return typed !== null && typed <= balance ? typed : null
    }
    case 'CURRENCY_A':
    case 'CURRENCY_B': {
      const side = form.independentField === 'CURRENCY_A' ? 'A' : 'B'
      const typed = parseTypedAmount(typedValue, holding.decimals[side])
      const pooled = holding.pooled[side]
      return typed !== null && pooled > 0n && typed <= pooled ? (typed * balance) / pooled : null
    }
  }
}

const inputText = (amount: bigint, decimals: number) =>
  formatAmount(amount, decimals, { significantDigits: 6, rounding: 'down', locale: null, tinyDecimals: null })

export function deriveBurnV2Form(inputs: BurnV2FormInputs): BurnV2Form {
  const { form } = inputs
  const holding = holdingOf(inputs)
  const typed = holding ? typedLiquidity(form, holding) : null
  const liquidity = typed !== null && typed > 0n ? typed : null

  const amounts: PerSide<bigint | null> = { A: null, B: null }
  if (holding && liquidity !== null) {
    for (const side of SIDES) {
      const amount = liquidityValue(holding, side, liquidity)
      // A pair refuses a burn that pays out nothing on either side.
      amounts[side] = amount > 0n ? amount : null
    }
  }

  const typedPercent =
    form.independentField === 'LIQUIDITY_PERCENT' ? (parseBurnPercent(form.typedValue) ?? 0) : null
  const basisPoints =
    holding && liquidity !== null && holding.balance > 0n ? (liquidity * 10_000n) / holding.balance : 0n
  const percent = typedPercent ?? Number(basisPoints / 100n)
  const percentText =
    typedPercent === null ? formatPercentInteger(Number(basisPoints) / 100) : String(typedPercent)

  const independent = form.independentField
  const shown = (field: BurnV2Field, amount: bigint | null, decimals: number | undefined) => {
    if (field === independent) return form.typedValue
    return amount === null || decimals === undefined ? '' : inputText(amount, decimals)
  }
  const blocker: BurnV2Blocker | null = !inputs.account
    ? 'connect-wallet'
    : liquidity === null || amounts.A === null || amounts.B === null
      ? 'enter-amount'
      : null

  return {
    liquidity,
    amounts,
    pooled: holding?.pooled ?? null,
    percent,
    inputs: {
      LIQUIDITY_PERCENT: percentText,
      LIQUIDITY: shown('LIQUIDITY', liquidity, LP_DECIMALS),
      CURRENCY_A: shown('CURRENCY_A', amounts.A, holding?.decimals.A),
      CURRENCY_B: shown('CURRENCY_B', amounts.B, holding?.decimals.B),
    },
    blocker,
  }
}
