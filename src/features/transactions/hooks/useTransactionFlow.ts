import { useCallback, useRef, useState } from 'react'
import type { Hash } from 'viem'
import { useStore } from 'zustand'
import {
  canConfirm,
  type Flow,
  failed,
  openFlow,
  type ReceiptOutcome,
  replaceSnapshot,
  submitted,
  waiting,
} from '../model/flow.ts'
import { statusOf, type TransactionsState } from '../model/transactions.ts'
import { transactionsStore } from '../store.ts'

export type TransactionFlowOptions<S> = {
  chainId: number | undefined
  /**
   * Asked after Confirm, before the wallet (a high price impact prompt, say): false goes back to the review.
   */
  beforeSend?: (snapshot: S) => Promise<boolean>
  /**
   * Builds the call from what the user confirmed and sends it; resolves once the wallet returns the hash (the
   * write path records the transaction then). Rejects with the failure as it is.
   */
  send: (snapshot: S) => Promise<Hash>
  onSubmitted?: (hash: Hash, snapshot: S) => void
}

export type TransactionFlow<S> = {
  /** The open flow, null when its dialog is closed. */
  flow: Flow<S> | null
  /** The receipt of the submitted transaction, once the flow has one. */
  receipt: ReceiptOutcome | null
  /** Opens the review of a snapshot. */
  review: (snapshot: S) => void
  /** The user accepts a changed snapshot during the review. */
  accept: (snapshot: S) => void
  confirm: () => void
  /** Opens the flow on a snapshot and sends it at once, without the review (expert mode). */
  submit: (snapshot: S) => void
  dismiss: () => void
}

/**
 * One write's confirmation: review → 'Waiting For Confirmation' → 'Transaction Submitted' → success or failure
 * once the receipt arrives (the tracker records it) or the wallet's error. What is sent is the snapshot the user
 * confirmed, never state that moved since.
 */
export function useTransactionFlow<S>(options: TransactionFlowOptions<S>): TransactionFlow<S> {
  const [flow, setFlow] = useState<Flow<S> | null>(null)
  const latest = useRef({ flow, options })
  // Set from Confirm until the wallet answers: a second click (during a warning prompt, say) sends nothing.
  const confirming = useRef(false)
  latest.current = { flow, options }
  const hash = flow?.step.kind === 'submitted' ? flow.step.hash : null
  const { chainId } = options
  const receipt = useStore(transactionsStore().store, (state: TransactionsState) => {
    if (hash === null || chainId === undefined) return null
    const record = state[chainId]?.[hash]
    return record ? statusOf(record) : 'pending'
  })

  // Sends the snapshot the user confirmed; the flow moves on only while it still shows that snapshot.
  const run = useCallback((snapshot: S) => {
    const opts = latest.current.options
    confirming.current = true
    const move = (next: (f: Flow<S>) => Flow<S>) =>
      setFlow((f) => (f !== null && f.snapshot === snapshot ? next(f) : f))
    void (async () => {
      try {
        if (opts.beforeSend && !(await opts.beforeSend(snapshot))) return
        move(waiting)
        const sentHash = await opts.send(snapshot)
        move((f) => submitted(f, sentHash))
        opts.onSubmitted?.(sentHash, snapshot)
      } catch (error) {
        move((f) => failed(f, error))
      } finally {
        confirming.current = false
      }
    })()
  }, [])

  const confirm = useCallback(() => {
    const current = latest.current.flow
    if (!canConfirm(current) || confirming.current) return
    run(current.snapshot)
  }, [run])

  // Expert mode: what the user pressed is what is confirmed; the dialog opens on the wallet's step.
  const submit = useCallback(
    (snapshot: S) => {
      if (confirming.current) return
      setFlow(openFlow(snapshot))
      run(snapshot)
    },
    [run],
  )

  return {
    flow,
    receipt: hash === null ? null : receipt,
    review: useCallback((snapshot: S) => setFlow(openFlow(snapshot)), []),
    accept: useCallback((snapshot: S) => setFlow((f) => (f ? replaceSnapshot(f, snapshot) : f)), []),
    confirm,
    submit,
    dismiss: useCallback(() => setFlow(null), []),
  }
}
