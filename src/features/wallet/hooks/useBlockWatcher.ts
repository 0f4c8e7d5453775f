import { useEffect, useRef } from 'react'
import { useConnection } from 'wagmi'
import { chainInfoOf, isSupportedChainId } from '../../../chain/chains.ts'
import { useBlockNumber } from '../../chain-data/index.ts'
import { CONNECTIVITY_CHECK_INTERVAL_MS, isConnectivityWarning } from '../model/connectivity.ts'
import { useApplicationStore } from '../store.ts'

/**
 * Keeps the application state's chain id and block numbers current (from the chain-data block source) and raises
 * the connectivity warning when no new block arrives within the chain's wait. Mount it once, in the shell.
 */
export function useBlockWatcher(): void {
  const { chainId: walletChainId, status } = useConnection()
  const chainId = status === 'connected' && isSupportedChainId(walletChainId) ? walletChainId : undefined
  const setChainId = useApplicationStore((s) => s.setChainId)
  const updateBlockNumber = useApplicationStore((s) => s.updateBlockNumber)
  const setWarning = useApplicationStore((s) => s.setChainConnectivityWarning)
  const blockNumber = useBlockNumber(chainId)
  const lastNewBlockAt = useRef(Date.now())

  useEffect(() => {
    setChainId(chainId ?? null)
    lastNewBlockAt.current = Date.now()
    setWarning(false)
  }, [chainId, setChainId, setWarning])

  useEffect(() => {
    if (chainId === undefined || blockNumber === undefined) return
    lastNewBlockAt.current = Date.now()
    setWarning(false)
    updateBlockNumber(chainId, blockNumber)
  }, [chainId, blockNumber, updateBlockNumber, setWarning])

  useEffect(() => {
    const waitMs = chainInfoOf(chainId)?.blockWaitMsBeforeWarning
    if (waitMs === undefined) return
    const timer = setInterval(() => {
      setWarning(isConnectivityWarning(Date.now(), lastNewBlockAt.current, waitMs))
    }, CONNECTIVITY_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [chainId, setWarning])
}
