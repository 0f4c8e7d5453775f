import { useEffect, useRef } from 'react'
import { usePublicClient } from 'wagmi'
import { chainInfoOf } from '../../../chain/chains.ts'
import {
  DEFAULT_POPUP_REMOVE_AFTER_MS,
  L2_POPUP_REMOVE_AFTER_MS,
  useApplicationStore,
} from '../../wallet/index.ts'
import { type TrackingClient, trackPendingTransactions } from '../api/trackPending.ts'
import { receiptRetryPolicy } from '../model/receiptChecks.ts'
import { resultPopupOf } from '../model/tracking.ts'
import { transactionsStore } from '../store.ts'

/**
 * Tracks the pending transactions of the connected chain on each new block: receipts, replacements and the
 * result toasts. Mount it once, in the shell. Nothing is requested while no transaction is pending.
 */
export function useTransactionUpdater(): void {
  const chainId = useApplicationStore((s) => s.chainId)
  const blockNumber = useApplicationStore((s) => (s.chainId === null ? undefined : s.blockNumber[s.chainId]))
  const client = usePublicClient({ chainId: chainId ?? undefined })
  const running = useRef(false)
  const again = useRef(false)

  useEffect(() => {
    if (chainId === null || blockNumber === undefined || !client) return
    // One round at a time; a block that arrives meanwhile is handled right after, with the newest number.
    if (running.current) {
      again.current = true
      return
    }
    const info = chainInfoOf(chainId)
    const policy = receiptRetryPolicy(Boolean(info?.isArbitrum || info?.isOptimism))
    const removeAfterMs = info?.isL2 ? L2_POPUP_REMOVE_AFTER_MS : DEFAULT_POPUP_REMOVE_AFTER_MS
    const { store, actions } = transactionsStore()
    const run = async (block: number): Promise<void> => {
      running.current = true
      try {
        await trackPendingTransactions({
          client: client as TrackingClient,
          chainId,
          blockNumber: block,
          policy,
          now: Date.now,
          getState: store.getState,
          check: actions.check,
          finalize: actions.finalize,
          replace: actions.replace,
          onMined: (tx, receipt) => {
            const popup = resultPopupOf(tx, receipt, removeAfterMs)
            useApplicationStore.getState().addPopup({
              content: { txn: popup.txn },
              key: popup.key,
              removeAfterMs: popup.removeAfterMs,
            })
          },
        })
      } catch (error) {
        console.warn('Transaction tracking failed', error)
      } finally {
        running.current = false
      }
      const latest = useApplicationStore.getState().blockNumber[chainId]
      if (again.current && latest !== undefined) {
        again.current = false
        await run(latest)
      }
    }
    void run(blockNumber)
  }, [chainId, blockNumber, client])
}
