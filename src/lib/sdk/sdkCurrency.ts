// The app's currencies as Uniswap SDK currencies. The SDK's own Ether only knows the chains it ships WETH for;
// ours takes the wrapped token from the chain table, so the local chain and every L2 work the same way.
import { type Currency as SdkCurrency, NativeCurrency as SdkNativeCurrency, Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'

/** The app's currency shape (the tokens feature's Currency), as far as the SDK needs it. */
type TokenLike = {
  kind: 'token'
  chainId: number
  address: string
  decimals: number
  symbol: string
  name: string
}
type Currency = TokenLike | { kind: 'native'; chainId: number }

export type WrappedNative = { address: Address; decimals: number; symbol: string; name: string }

/** The chain's native coin, wrapping to the given token. */
export class ChainNativeCurrency extends SdkNativeCurrency {
  readonly #wrapped: Token
  constructor(chainId: number, wrapped: WrappedNative) {
    super(chainId, 18, 'ETH', 'Ether')
    this.#wrapped = new Token(chainId, wrapped.address, wrapped.decimals, wrapped.symbol, wrapped.name)
  }
  get wrapped(): Token {
    return this.#wrapped
  }
  equals(other: SdkCurrency): boolean {
    return other.isNative && other.chainId === this.chainId
  }
}

export function toSdkToken(token: Omit<TokenLike, 'kind'>): Token {
  return new Token(token.chainId, token.address, token.decimals, token.symbol, token.name, true)
}

export function toSdkCurrency(currency: Currency, wrappedNative: WrappedNative): SdkCurrency {
  return currency.kind === 'native'
    ? new ChainNativeCurrency(currency.chainId, wrappedNative)
    : toSdkToken(currency)
}
