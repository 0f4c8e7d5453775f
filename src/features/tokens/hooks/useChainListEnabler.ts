import { useEffect, useRef } from 'react'
import { chainListToEnable } from '../model/listsUpdate.ts'

/**
 * Enables the chain's own list (Arbitrum on 42161 and 421611, Optimism on 10 and 69) once each time the
 * connection moves to that chain; other lists stay as they are, and a list the user then disables stays
 * disabled until the next connection to the chain.
 */
export function useChainListEnabler(chainId: number | undefined, enable: (url: string) => void): void {
  const connectedChain = useRef<number | undefined>(undefined)
  useEffect(() => {
    const url = chainListToEnable(connectedChain.current, chainId)
    connectedChain.current = chainId
    if (url) enable(url)
  }, [chainId, enable])
}
