// What the selector offers: the chain's native coin (ETH on every supported chain) or an ERC-20 token.
import type { Address } from 'viem'

export type TokenCurrency = {
  kind: 'token'
  chainId: number
  address: Address
  decimals: number
  symbol: string
  name: string
  logoURI?: string
  /** Tag names from the list, shown as text. */
  tags?: readonly string[]
}

export type NativeCurrency = { kind: 'native'; chainId: number; decimals: 18; symbol: 'ETH'; name: 'Ether' }

export type Currency = TokenCurrency | NativeCurrency

export function nativeCurrency(chainId: number): NativeCurrency {
  return { kind: 'native', chainId, decimals: 18, symbol: 'ETH', name: 'Ether' }
}

/** 'ETH' for the native coin, the token's address otherwise (the swap URL's currency id). */
export function currencyId(currency: Currency): string {
  return currency.kind === 'native' ? 'ETH' : currency.address
}

export function currencyEquals(a: Currency | null | undefined, b: Currency | null | undefined): boolean {
  if (!a || !b) return false
  if (a.chainId !== b.chainId || a.kind !== b.kind) return false
  return a.kind === 'native' || (b.kind === 'token' && a.address.toLowerCase() === b.address.toLowerCase())
}
