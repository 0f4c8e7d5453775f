import type { Address } from 'viem'
import { useNativeBalance, useTokenBalances } from '../../chain-data/index.ts'
import type { Currency } from '../model/currency.ts'

const NO_TOKENS: readonly Address[] = []

/** The account's balance of the currency, refreshed each block; undefined while unknown or disconnected. */
export function useCurrencyBalance(
  chainId: number,
  account: Address | undefined,
  currency: Currency | null,
): bigint | undefined {
  const native = useNativeBalance(currency?.kind === 'native' ? chainId : undefined, account)
  const tokens = useTokenBalances(
    currency?.kind === 'token' ? chainId : undefined,
    account,
    currency?.kind === 'token' ? [currency.address] : NO_TOKENS,
  )
  if (!account || !currency) return undefined
  return currency.kind === 'token' ? tokens[currency.address]?.result : native.result
}
