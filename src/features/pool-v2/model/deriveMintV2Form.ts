// The v2 add form derived from its state and the chain (spec 2 §3–§5): the pair's state, whether the add
// creates the pool (then both amounts are typed and set its price), the other amount from the reserves
// otherwise, Max, the liquidity minted and the share of the pool it makes, the prices both ways, and what
// stops Supply, in the spec's priority.
import { type Currency, CurrencyAmount, Price, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { maxUint256 } from 'viem'
import { amountToInput, maxAmountSpend, parseTypedAmount } from '../../../lib/amounts.ts'
import { formatAmount, formatPercentBps, formatPrice } from '../../../lib/format.ts'
import type { PairReserves } from '../../../lib/routing/v2Routing.ts'
import type { MintV2Field, MintV2FormState } from './mintV2FormState.ts'

type PerField<T> = Record<MintV2Field, T>

/** Pool state (spec 2 §4); a pair whose reserves are both zero counts as not found. */
export type MintV2PairStatus = 'loading' | 'not-exists' | 'exists' | 'invalid'

/** What stops Supply (spec 2 §5 "Add form messages"); 'loading' has no message and keeps it disabled. */
export type AddV2Blocker =
  | { kind: 'unsupported-asset' }
  | { kind: 'connect-wallet' }
  | { kind: 'invalid-pair' }
  | { kind: 'loading' }
  | { kind: 'enter-amount' }
  | { kind: 'insufficient-balance'; symbol: string }

export type MintV2FormInputs = {
  currencyA: Currency | null
  currencyB: Currency | null
  /** The pair's getReserves in token0 / token1 order: undefined while read, null when there is no pair. */
  reserves: PairReserves
  /** The LP token's totalSupply: undefined while read, null when there is no pair. */
  totalSupply: bigint | null | undefined
  form: MintV2FormState
  account: string | null
  /** Balances in base units (the native coin's for ETH); null while unknown. */
  balances: PerField<bigint | null>
  /** Either currency is on the unsupported list. */
  unsupported: boolean
}

export type MintV2Form = {
  pairStatus: MintV2PairStatus
  /** The add creates the pool: both amounts are typed and set its price, and no slippage applies. */
  noLiquidity: boolean
  /** Base units of each side: typed, or derived from the reserves (null where there is none). */
  amounts: PerField<bigint | null>
  /** What the amount inputs show. */
  inputs: PerField<string>
  /** What Max puts in each input (the native coin keeps 10^16 wei for gas); null while the balance is unknown. */
  maxInputs: PerField<string | null>
  /** LP tokens (18 decimals) the amounts mint, as the pair computes them; null when they mint none. */
  liquidityMinted: bigint | null
  /** The account's share of the pool after the add: '0.35%', '<0.01%', '100%' for a new pool. */
  poolShare: string | null
  /** A in B: the pair's price, or for a new pool the price the typed amounts set. */
  price: Price<Currency, Currency> | null
  /** The price both ways with 6 significant digits: B per A and A per B. */
  prices: { bPerA: string; aPerB: string } | null
  blocker: AddV2Blocker | null
}

const FIELDS: readonly MintV2Field[] = ['A', 'B']
const other = (field: MintV2Field): MintV2Field => (field === 'A' ? 'B' : 'A')

type PairRead = { status: MintV2PairStatus; pair: Pair | null; reserves: PerField<bigint> }

function readPair(tokenA: Token | null, tokenB: Token | null, reserves: PairReserves): PairRead {
  const none = { A: 0n, B: 0n }
  if (!tokenA || !tokenB || tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB))
    return { status: 'invalid', pair: null, reserves: none }
  if (reserves === undefined) return { status: 'loading', pair: null, reserves: none }
  const [reserve0, reserve1] = reserves ?? [0n, 0n]
  const aIsToken0 = tokenA.sortsBefore(tokenB)
  const [token0, token1] = aIsToken0 ? [tokenA, tokenB] : [tokenB, tokenA]
  // A pair with nothing in it still mints like the pair contract: its liquidity math is the SDK's.
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(token0, reserve0.toString()),
    CurrencyAmount.fromRawAmount(token1, reserve1.toString()),
  )
  const status = reserve0 === 0n && reserve1 === 0n ? 'not-exists' : 'exists'
  return { status, pair, reserves: aIsToken0 ? { A: reserve0, B: reserve1 } : { A: reserve1, B: reserve0 } }
}

const isPositive = (amount: bigint | null): amount is bigint => amount !== null && amount > 0n

function liquidityMintedOf(
  pair: Pair,
  tokens: PerField<Token>,
  amounts: PerField<bigint | null>,
  totalSupply: bigint,
): bigint | null {
  const { A: amountA, B: amountB } = amounts
  if (!isPositive(amountA) || !isPositive(amountB) || amountA > maxUint256 || amountB > maxUint256)
    return null
  try {
    // Pair.liquidityToken's address is wrong off mainnet, but the math only checks that the supply is its.
    const minted = pair.getLiquidityMinted(
      CurrencyAmount.fromRawAmount(pair.liquidityToken, totalSupply.toString()),
      CurrencyAmount.fromRawAmount(tokens.A, amountA.toString()),
      CurrencyAmount.fromRawAmount(tokens.B, amountB.toString()),
    )
    return BigInt(minted.quotient.toString())
  } catch {
    // Too little to mint anything, or more than an amount can hold: the pair would mint nothing.
    return null
  }
}

function poolShareOf(minted: bigint | null, totalSupply: bigint, noLiquidity: boolean): string | null {
  if (minted === null) return null
  if (noLiquidity) return '100%'
  const total = totalSupply + minted
  if (minted * 10_000n < total) return '<0.01%'
  return formatPercentBps(Number((minted * 1_000_000n) / total) / 100)
}

function pricesOf(currencies: PerField<Currency>, raw: PerField<bigint | null>) {
  const { A: rawA, B: rawB } = raw
  if (!isPositive(rawA) || !isPositive(rawB)) return { price: null, prices: null }
  const scaleA = 10n ** BigInt(currencies.A.decimals)
  const scaleB = 10n ** BigInt(currencies.B.decimals)
  return {
    price: new Price(currencies.A, currencies.B, rawA.toString(), rawB.toString()),
    prices: {
      bPerA: formatPrice(rawB * scaleA, rawA * scaleB, 6),
      aPerB: formatPrice(rawA * scaleB, rawB * scaleA, 6),
    },
  }
}

const amountText = (amount: bigint, decimals: number) =>
  formatAmount(amount, decimals, { significantDigits: 6, rounding: 'up', locale: null, tinyDecimals: null })

type BlockerInputs = Pick<MintV2FormInputs, 'unsupported' | 'account' | 'balances'> & {
  status: MintV2PairStatus
  amounts: PerField<bigint | null>
  symbols: PerField<string>
  /** The pair exists but its supply is not read yet: what it mints is unknown. */
  supplyUnknown: boolean
  mintable: boolean
}

function addV2Blocker(inputs: BlockerInputs): AddV2Blocker | null {
  const { amounts, balances } = inputs
  if (inputs.unsupported) return { kind: 'unsupported-asset' }
  if (!inputs.account) return { kind: 'connect-wallet' }
  if (inputs.status === 'invalid') return { kind: 'invalid-pair' }
  if (inputs.status === 'loading') return { kind: 'loading' }
  if (FIELDS.some((field) => !isPositive(amounts[field]))) return { kind: 'enter-amount' }
  for (const field of FIELDS) {
    const amount = amounts[field]
    const balance = balances[field]
    // No balance is above a uint256: an amount past it is more than anyone holds, known balance or not.
    if (amount !== null && (amount > maxUint256 || (balance !== null && balance < amount)))
      return { kind: 'insufficient-balance', symbol: inputs.symbols[field] }
  }
  if (inputs.supplyUnknown) return { kind: 'loading' }
  if (!inputs.mintable) return { kind: 'enter-amount' }
  return null
}

export function deriveMintV2Form(inputs: MintV2FormInputs): MintV2Form {
  const { currencyA, currencyB, form, totalSupply } = inputs
  const currencies: PerField<Currency | null> = { A: currencyA, B: currencyB }
  const tokenA = currencyA?.wrapped ?? null
  const tokenB = currencyB?.wrapped ?? null
  const read = readPair(tokenA, tokenB, inputs.reserves)
  const noLiquidity = read.status === 'not-exists' || (read.status === 'exists' && totalSupply === 0n)

  const independent = form.independentField
  const dependent = other(independent)
  const parse = (text: string, field: MintV2Field) => {
    const currency = currencies[field]
    return currency ? parseTypedAmount(text, currency.decimals) : null
  }
  const amounts: PerField<bigint | null> = { A: null, B: null }
  amounts[independent] = parse(form.typedValue, independent)
  const typed = amounts[independent]
  if (noLiquidity) amounts[dependent] = parse(form.otherTypedValue, dependent)
  else if (read.status === 'exists' && typed !== null && read.reserves[independent] > 0n)
    // The router's quote: what it pairs with the typed amount at the reserves' ratio, rounded down.
    amounts[dependent] = (typed * read.reserves[dependent]) / read.reserves[independent]

  const inputsShown: PerField<string> = { A: '', B: '' }
  inputsShown[independent] = form.typedValue
  const dependentAmount = amounts[dependent]
  const dependentCurrency = currencies[dependent]
  if (noLiquidity) inputsShown[dependent] = form.otherTypedValue
  else if (dependentAmount !== null && dependentCurrency)
    inputsShown[dependent] = amountText(dependentAmount, dependentCurrency.decimals)

  const maxInputs: PerField<string | null> = { A: null, B: null }
  for (const field of FIELDS) {
    const currency = currencies[field]
    const balance = inputs.balances[field]
    if (currency && balance !== null)
      maxInputs[field] = amountToInput(maxAmountSpend(balance, currency.isNative), currency.decimals)
  }

  const supply = noLiquidity ? 0n : (totalSupply ?? null)
  const liquidityMinted =
    read.pair && tokenA && tokenB && supply !== null
      ? liquidityMintedOf(read.pair, { A: tokenA, B: tokenB }, amounts, supply)
      : null
  const { price, prices } =
    currencyA && currencyB && (read.status === 'exists' || read.status === 'not-exists')
      ? pricesOf({ A: currencyA, B: currencyB }, noLiquidity ? amounts : read.reserves)
      : { price: null, prices: null }

  const blocker = addV2Blocker({
    unsupported: inputs.unsupported,
    account: inputs.account,
    balances: inputs.balances,
    status: read.status,
    amounts,
    symbols: { A: currencyA?.symbol ?? '', B: currencyB?.symbol ?? '' },
    supplyUnknown: read.status === 'exists' && supply === null,
    mintable: liquidityMinted !== null,
  })
  return {
    pairStatus: read.status,
    noLiquidity,
    amounts,
    inputs: inputsShown,
    maxInputs,
    liquidityMinted,
    poolShare: poolShareOf(liquidityMinted, supply ?? 0n, noLiquidity),
    price,
    prices,
    blocker,
  }
}
