import { useEffect, useRef } from 'react'
import { chainInfoOf, DEFAULT_CHAIN_ID, isSupportedChainId } from '../../../chain/chains.ts'
import { readChainIdOf } from '../../../chain/defaultChain.ts'
import { startConnectivityCheck } from '../model/connectivity.ts'
import { useChainStatus } from '../store.ts'
import { useBlockNumber } from './useBlockNumber.ts'
import { useNodeUnreachable } from './useNodeUnreachable.ts'

/** Block number state follows the chain 100 ms after its last change (spec 1 §9). */
export const BLOCK_STATE_DEBOUNCE_MS = 100

/**
 * Keeps the application state's chain id and block numbers current (from the chain-data block source), raises
 * the connectivity warning when no new block arrives within the chain's wait, and says when the node stopped
 * answering. The chain is the wallet's while one
 * is connected, else the default chain (the local chain in development and test builds, mainnet in production).
 * Mount it once, in the shell, with the wallet's connection.
 */
export function useBlockWatcher(connection: { status: string; chainId: number | undefined }): void {
  const chainId = readChainIdOf(connection, isSupportedChainId, DEFAULT_CHAIN_ID) ?? undefined
  const setChainId = useChainStatus((s) => s.setChainId)
  const updateBlockNumber = useChainStatus((s) => s.updateBlockNumber)
  const setWarning = useChainStatus((s) => s.setChainConnectivityWarning)
  const setNodeUnreachable = useChainStatus((s) => s.setNodeUnreachable)
  const blockNumber = useBlockNumber(chainId)
  const nodeUnreachable = useNodeUnreachable(chainId)
  const lastNewBlockAt = useRef(Date.now())

  useEffect(() => setNodeUnreachable(nodeUnreachable), [nodeUnreachable, setNodeUnreachable])

  useEffect(() => {
    setChainId(chainId ?? null)
    lastNewBlockAt.current = Date.now()
    setWarning(false)
  }, [chainId, setChainId, setWarning])

  useEffect(() => {
    if (chainId === undefined || blockNumber === undefined) return
    lastNewBlockAt.current = Date.now()
    const timer = setTimeout(() => {
      setWarning(false)
      updateBlockNumber(chainId, blockNumber)
    }, BLOCK_STATE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [chainId, blockNumber, updateBlockNumber, setWarning])

  useEffect(() => {
    const waitMs = chainInfoOf(chainId)?.blockWaitMsBeforeWarning
    if (waitMs === undefined) return
    return startConnectivityCheck({
      blockWaitMs: waitMs,
      lastNewBlockAt: () => lastNewBlockAt.current,
      now: Date.now,
      setWarning,
      every: (check, ms) => {
        const timer = setInterval(check, ms)
        return () => clearInterval(timer)
      },
    })
  }, [chainId, setWarning])
}
