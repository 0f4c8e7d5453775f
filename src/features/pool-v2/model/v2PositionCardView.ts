// What a v2 position card shows (spec 2 §2 "v2 pool page", §5 "Display"): the pair with the wrapped native
// token shown as the native coin, the pooled amounts, the share of the pool, the LP tokens held and staked,
// and the Manage links. The links name ETH for WETH, as the 2021 app did, so Add and Remove open on the
// native coin.
import type { CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { formatSignificant, shortenSymbol } from '../../../lib/format.ts'
import { tokenSymbolText, UNKNOWN_TOKEN_SYMBOL } from '../../../lib/tokenText.ts'

/** A position as the pool page's hook and Find pool both have it. */
export type V2PositionCardInput = {
  /** In the pair's order (token0 sorts before token1). */
  token0: Token
  token1: Token
  liquidityToken: Address
  /** LP tokens in the wallet and in the pair's staking pool, base units. */
  held: bigint
  staked: bigint
  pooled0: CurrencyAmount<Token>
  pooled1: CurrencyAmount<Token>
  shareText: string
}

export type V2PositionLinks = {
  migrate: string
  add: string
  /** Null when no LP token is in the wallet: staked LP must leave the rewards pool first. */
  remove: string | null
  /** The pair's rewards pool page, where staked LP is withdrawn; null when nothing is staked. */
  rewards: string | null
  /** The account's page on the v2 analytics site; null without an account. */
  analytics: string | null
}

export type V2PositionCardView = {
  liquidityToken: Address
  /** 'DAI/ETH'. */
  pair: string
  symbol0: string
  symbol1: string
  pooled0: string
  pooled1: string
  share: string
  /** The LP tokens in the wallet; null when none are (a staked-only position). */
  held: string | null
  /** The LP tokens in the rewards pool; null when none are staked, which also unmarks the card. */
  staked: string | null
  links: V2PositionLinks
}

export type V2PositionCardContext = {
  /** The chain's wrapped native token, shown and linked as the native coin. */
  wrappedNative: Address
  account: Address | undefined
}

const NATIVE_ID = 'ETH'
const V2_ANALYTICS_ACCOUNT = 'https://v2.info.uniswap.org/account/'
const AMOUNT_DIGITS = 6
const LP_DIGITS = 4
// Spec 2 §5: a value under one millionth shows '<0.000001'.
const TINY_DECIMALS = 6

const isWrappedNative = (token: Token, wrappedNative: Address) =>
  token.address.toLowerCase() === wrappedNative.toLowerCase()

const symbolOf = (token: Token, wrappedNative: Address) =>
  isWrappedNative(token, wrappedNative)
    ? NATIVE_ID
    : (shortenSymbol(tokenSymbolText(token.symbol)) ?? UNKNOWN_TOKEN_SYMBOL)

const idOf = (token: Token, wrappedNative: Address) =>
  isWrappedNative(token, wrappedNative) ? NATIVE_ID : token.address

const amountText = (amount: CurrencyAmount<Token>) =>
  formatSignificant(
    BigInt(amount.quotient.toString()),
    amount.currency.decimals,
    AMOUNT_DIGITS,
    TINY_DECIMALS,
  )

// LP tokens always have 18 decimals (spec 2 §3).
const lpText = (raw: bigint) => formatSignificant(raw, 18, LP_DIGITS, TINY_DECIMALS)

export function v2PositionCardView(
  card: V2PositionCardInput,
  context: V2PositionCardContext,
): V2PositionCardView {
  const { wrappedNative, account } = context
  const symbol0 = symbolOf(card.token0, wrappedNative)
  const symbol1 = symbolOf(card.token1, wrappedNative)
  const ids = `${idOf(card.token0, wrappedNative)}/${idOf(card.token1, wrappedNative)}`
  return {
    liquidityToken: card.liquidityToken,
    pair: `${symbol0}/${symbol1}`,
    symbol0,
    symbol1,
    pooled0: amountText(card.pooled0),
    pooled1: amountText(card.pooled1),
    share: card.shareText,
    held: card.held > 0n ? lpText(card.held) : null,
    staked: card.staked > 0n ? lpText(card.staked) : null,
    links: {
      migrate: `/migrate/v2/${card.liquidityToken}`,
      add: `/add/v2/${ids}`,
      remove: card.held > 0n ? `/remove/v2/${ids}` : null,
      rewards: card.staked > 0n ? `/uni/${ids}` : null,
      analytics: account ? `${V2_ANALYTICS_ACCOUNT}${account}` : null,
    },
  }
}
