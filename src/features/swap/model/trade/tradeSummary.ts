// A trade as plain display data: the confirmation dialog and the details panel render this view model, so
// the views need no SDK at run time. This module uses the SDK and loads with the trade engine.
import { type Currency, type CurrencyAmount, type Fraction, Percent, TradeType } from '@uniswap/sdk-core'
import { formatDisplayPrice, formatSignificant, shortenSymbol } from '../../../../lib/format.ts'
import type { RouterVersion, SwapTrade } from '../../../../lib/routing/swapTrade.ts'

/** An amount as text ('1.5') with its currency symbol. */
export type AmountView = { readonly value: string; readonly symbol: string }

/** 1 base = value quote, and 1 quote = inverted base. */
export type PriceView = {
  readonly base: string
  readonly quote: string
  readonly value: string
  readonly inverted: string
}

/** One route: the symbols along its path and, between each two, the pool's fee in pips (3000 = 0.3%). */
export type RouteView = { readonly symbols: readonly string[]; readonly feePips: readonly number[] }

export type TradeSummary = {
  readonly version: RouterVersion
  readonly tradeType: 'exact-input' | 'exact-output'
  readonly input: AmountView
  readonly output: AmountView
  readonly executionPrice: PriceView
  /** Exact input: the minimum received (output currency); exact output: the maximum sent (input currency). */
  readonly slippageLimit: AmountView
  readonly slippageBps: number
  /** The trade's price impact in basis points (fractional). */
  readonly priceImpactBps: number
  /** What the pools keep of the input, in the input currency. */
  readonly lpFee: AmountView
  /** A v2 trade, and most v3 trades, take one route. */
  readonly routes: readonly RouteView[]
}

const V2_FEE_PIPS = 3000
const PIPS = 1_000_000n
const AMOUNT_DIGITS = 6
const FEE_DIGITS = 4

const big = (value: { toString(): string }): bigint => BigInt(value.toString())

function symbolOf(currency: Currency): string {
  return shortenSymbol(currency.symbol ?? 'UNKNOWN') ?? 'UNKNOWN'
}

function rawOf(amount: CurrencyAmount<Currency>): bigint {
  return big(amount.quotient)
}

/** Amounts show every digit down to the token's unit: no '<0.0001' floor inside a trade's figures. */
function amountView(raw: bigint, currency: Currency, digits = AMOUNT_DIGITS): AmountView {
  return {
    value: formatSignificant(raw, currency.decimals, digits, currency.decimals),
    symbol: symbolOf(currency),
  }
}

function priceView(price: SwapTrade['trade']['executionPrice']): PriceView {
  const adjusted: Fraction = price.asFraction.multiply(price.scalar)
  const numerator = big(adjusted.numerator)
  const denominator = big(adjusted.denominator)
  return {
    base: symbolOf(price.baseCurrency),
    quote: symbolOf(price.quoteCurrency),
    value: formatDisplayPrice(numerator, denominator),
    inverted: numerator === 0n ? '0' : formatDisplayPrice(denominator, numerator),
  }
}

type Leg = {
  input: Currency
  output: Currency
  path: readonly Currency[]
  feePips: readonly number[]
  amountIn: bigint
}

function legsOf(swap: SwapTrade): Leg[] {
  if (swap.version === 'v2') {
    const { route } = swap.trade
    return [
      {
        input: route.input,
        output: route.output,
        path: route.path,
        feePips: route.pairs.map(() => V2_FEE_PIPS),
        amountIn: rawOf(swap.trade.inputAmount),
      },
    ]
  }
  return swap.trade.swaps.map(({ route, inputAmount }) => ({
    input: route.input,
    output: route.output,
    path: route.tokenPath,
    feePips: route.pools.map((pool) => pool.fee),
    amountIn: rawOf(inputAmount),
  }))
}

function routeView(leg: Leg): RouteView {
  // The path holds wrapped tokens: its ends show as the currencies the user trades (ETH, not WETH).
  const inner = leg.path.slice(1, -1).map(symbolOf)
  return { symbols: [symbolOf(leg.input), ...inner, symbolOf(leg.output)], feePips: leg.feePips }
}

/** The input each hop's pool keeps: amountIn × (1 − Π(1 − fee)). */
function realizedFee(leg: Leg): bigint {
  const whole = PIPS ** BigInt(leg.feePips.length)
  const kept = leg.feePips.reduce((product, fee) => product * (PIPS - BigInt(fee)), 1n)
  return (leg.amountIn * (whole - kept)) / whole
}

function toBps(percent: Percent): number {
  const numerator = big(percent.numerator)
  const denominator = big(percent.denominator)
  // Kept to 1e-8 bps so a threshold such as 'above 5%' is not crossed by rounding.
  return Number((numerator * 10n ** 12n) / denominator) / 1e8
}

export function summarizeTrade(swap: SwapTrade, slippageBps: number): TradeSummary {
  const { trade } = swap
  const slippage = new Percent(slippageBps, 10_000)
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT
  const inputCurrency = trade.inputAmount.currency
  const outputCurrency = trade.outputAmount.currency
  const limit = exactInput ? trade.minimumAmountOut(slippage) : trade.maximumAmountIn(slippage)
  const legs = legsOf(swap)
  return {
    version: swap.version,
    tradeType: exactInput ? 'exact-input' : 'exact-output',
    input: amountView(rawOf(trade.inputAmount), inputCurrency),
    output: amountView(rawOf(trade.outputAmount), outputCurrency),
    executionPrice: priceView(trade.executionPrice),
    slippageLimit: amountView(rawOf(limit), limit.currency),
    slippageBps,
    priceImpactBps: toBps(trade.priceImpact),
    lpFee: amountView(
      legs.reduce((sum, leg) => sum + realizedFee(leg), 0n),
      inputCurrency,
      FEE_DIGITS,
    ),
    routes: legs.map(routeView),
  }
}

/** The router and the pools a trade goes through, with each route's share of the input. */
function routeKey(swap: SwapTrade): string {
  const legs = legsOf(swap).map(
    (leg) =>
      `${leg.path.map((c) => c.wrapped.address.toLowerCase()).join('>')}/${leg.feePips.join(',')}/${leg.amountIn}`,
  )
  return `${swap.version}:${legs.join(';')}`
}

/**
 * Whether the trade now on offer differs from the one the user saw in a way they must accept again: its
 * type, either currency or either amount, its router version or its route (the pools, their fees, the split).
 */
export function tradeMeaningfullyDiffers(a: SwapTrade, b: SwapTrade): boolean {
  const x = a.trade
  const y = b.trade
  return (
    x.tradeType !== y.tradeType ||
    !x.inputAmount.currency.equals(y.inputAmount.currency) ||
    !x.inputAmount.equalTo(y.inputAmount) ||
    !x.outputAmount.currency.equals(y.outputAmount.currency) ||
    !x.outputAmount.equalTo(y.outputAmount) ||
    routeKey(a) !== routeKey(b)
  )
}
