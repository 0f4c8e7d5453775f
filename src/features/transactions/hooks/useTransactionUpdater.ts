import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useChainStatus, useObserveBlock } from '../../chain-data/index.ts'
import { useReadClient } from '../../wallet/index.ts'
import { type TrackingClient, trackPendingTransactions } from '../api/trackPending.ts'
import { receiptRetryPolicy } from '../model/receiptChecks.ts'
import { resultPopupOf } from '../model/tracking.ts'
import type { TransactionsState } from '../model/transactions.ts'
import { DEFAULT_POPUP_REMOVE_AFTER_MS, L2_POPUP_REMOVE_AFTER_MS, usePopups } from '../popupStore.ts'
import { transactionsStore } from '../store.ts'

/**
 * Tracks the pending transactions of the connected chain on each new block, and once more when a transaction is
 * recorded: receipts, replacements and the result toasts; a mined one's block is handed to the chain's reads.
 * Mount it once, in the shell. Nothing is requested while
 * no transaction is pending.
 *
 * The extra round matters on a chain that mines only when it receives a transaction (the local chain of
 * `npm start`): its block holding the transaction can arrive before the wallet returns the hash, and no later
 * block may ever come, so a round per block alone would leave the transaction pending for good.
 */
export function useTransactionUpdater(): void {
  const chainId = useChainStatus((s) => s.chainId)
  const blockNumber = useChainStatus((s) => (s.chainId === null ? undefined : s.blockNumber[s.chainId]))
  const client = useReadClient(chainId ?? undefined)
  const observeBlock = useObserveBlock(chainId ?? undefined)
  const recorded = useStore(transactionsStore().store, (state: TransactionsState) =>
    chainId === null ? 0 : Object.keys(state[chainId] ?? {}).length,
  )
  const running = useRef(false)
  const again = useRef(false)

  useEffect(() => {
    // A newly recorded transaction changes `recorded`: it is due at the current block.
    if (chainId === null || blockNumber === undefined || !client || recorded === 0) return
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
          noteNonce: actions.noteNonce,
          onMined: (tx, receipt) => {
            // What the transaction changed is read at its block now, not at the next poll.
            observeBlock(Number(receipt.blockNumber))
            const popup = resultPopupOf(tx, receipt, removeAfterMs)
            usePopups.getState().addPopup({
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
      const latest = useChainStatus.getState().blockNumber[chainId]
      if (again.current && latest !== undefined) {
        again.current = false
        await run(latest)
      }
    }
    void run(blockNumber)
  }, [chainId, blockNumber, client, recorded, observeBlock])
}
