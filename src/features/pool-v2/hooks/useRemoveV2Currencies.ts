import type { Currency as SdkCurrency } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { toSdkCurrency } from '../../../lib/sdk/sdkCurrency.ts'
import {
  type Currency,
  type TokenCurrency,
  type TokenLookup,
  useCurrencyResolver,
  useTokenMetadata,
} from '../../tokens/index.ts'
import type { BurnV2Side } from '../model/deriveBurnV2Form.ts'
import type { RemoveV2Route } from '../model/removeV2Route.ts'

type PerSide<T> = Record<BurnV2Side, T>

export type RemoveV2Currencies =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'ready'; currencies: PerSide<Currency>; sdk: PerSide<SdkCurrency> }

const LOADING: RemoveV2Currencies = { state: 'loading' }
const INVALID: RemoveV2Currencies = { state: 'invalid' }
const NO_TOKENS: readonly TokenCurrency[] = []

type Side = { known: Currency | null; lookup: TokenLookup }

function currencyOf({ known, lookup }: Side): Currency | 'loading' | null {
  if (known) return known
  if (lookup.status === 'found') return lookup.token
  return lookup.status === 'loading' ? 'loading' : null
}

/**
 * The currencies the route's ids name on the chain: 'ETH' and the wrapped native token as the chain knows
 * them, any other address read on chain as an ERC-20 token. An address that is no token here (another chain's
 * token, a contract that is not ERC-20, nothing at all) or that the SDK refuses makes the route invalid.
 */
export function useRemoveV2Currencies(chainId: number, route: RemoveV2Route): RemoveV2Currencies {
  const wrappedNative = chainInfoOf(chainId)?.wrappedNative
  const resolve = useCurrencyResolver(chainId, NO_TOKENS)
  const knownA = resolve(route.currencyIdA)
  const knownB = resolve(route.currencyIdB)
  const lookupA = useTokenMetadata(chainId, knownA ? null : route.currencyIdA)
  const lookupB = useTokenMetadata(chainId, knownB ? null : route.currencyIdB)
  const a = currencyOf({ known: knownA, lookup: lookupA })
  const b = currencyOf({ known: knownB, lookup: lookupB })

  return useMemo((): RemoveV2Currencies => {
    if (!wrappedNative || a === null || b === null) return INVALID
    if (a === 'loading' || b === 'loading') return LOADING
    let sdk: PerSide<SdkCurrency>
    try {
      sdk = { A: toSdkCurrency(a, wrappedNative), B: toSdkCurrency(b, wrappedNative) }
    } catch {
      // A token the SDK refuses (255 decimals, say) is no side of a pair.
      return INVALID
    }
    if (sdk.A.wrapped.equals(sdk.B.wrapped)) return INVALID
    return { state: 'ready', currencies: { A: a, B: b }, sdk }
  }, [wrappedNative, a, b])
}
