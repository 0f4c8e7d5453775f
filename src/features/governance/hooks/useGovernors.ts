import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { type Governor, governorsOf } from '../model/governors.ts'

export type GovernanceChain = {
  /** Governance is offered only on mainnet-like chains (spec 2 §6); elsewhere the screens say so. */
  supported: boolean
  governors: readonly Governor[]
  uni: Address | undefined
}

/** The chain's governors by index and its UNI, from the chain table. */
export function useGovernors(chainId: number | undefined): GovernanceChain {
  return useMemo(() => {
    const info = chainInfoOf(chainId)
    const governors = info ? governorsOf(info.contracts) : []
    return {
      supported: info?.mainnetLike === true && governors.length > 0,
      governors,
      uni: info?.contracts.uni,
    }
  }, [chainId])
}
