import { useMemo } from 'react'
import { chainInfoOf, localChainConfig } from '../../../chain/chains.ts'
import type { LabelChain } from '../model/positionLabels.ts'

/** What naming a chain's positions needs: its wrapped and native coins and, on the local chain, its tokens. */
export function useLabelChain(chainId: number | undefined): LabelChain | null {
  return useMemo(() => {
    const info = chainInfoOf(chainId)
    if (!info || chainId === undefined) return null
    return {
      chainId,
      wrappedNative: info.wrappedNative,
      nativeSymbol: info.nativeCurrency.symbol,
      local: localChainConfig ?? undefined,
    }
  }, [chainId])
}
