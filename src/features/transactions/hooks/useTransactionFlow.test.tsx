// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { Hash } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { transactionsStore } from '../store.ts'
import { type TransactionFlowOptions, useTransactionFlow } from './useTransactionFlow.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
let nextHash = 1

afterEach(cleanup)

function flowWith(options: Partial<TransactionFlowOptions<{ amount: number }>> = {}) {
  const hash = hashOf(nextHash++)
  const send = vi.fn(async () => {
    transactionsStore().actions.add({ hash, from: ALICE, chainId: 1 })
    return hash
  })
  const view = renderHook(() => useTransactionFlow({ chainId: 1, send, ...options }))
  return { view, send, hash }
}

const receiptOf = (hash: string, status: number) => ({
  blockHash: hashOf(999),
  blockNumber: 10,
  contractAddress: null,
  from: ALICE,
  status,
  to: ALICE,
  transactionHash: hash,
  transactionIndex: 0,
})

describe('the transaction flow', () => {
  it('walks review → waiting → submitted, then reads the receipt the tracker records', async () => {
    let release: (hash: Hash) => void = () => {}
    const hash = hashOf(nextHash++)
    const send = vi.fn(() => new Promise<Hash>((resolve) => (release = resolve)))
    const { result } = renderHook(() => useTransactionFlow({ chainId: 1, send }))
    expect(result.current.flow).toBeNull()
    act(() => result.current.review({ amount: 1 }))
    expect(result.current.flow?.step).toEqual({ kind: 'review' })
    act(() => result.current.confirm())
    await waitFor(() => expect(result.current.flow?.step).toEqual({ kind: 'waiting' }))
    await act(async () => {
      transactionsStore().actions.add({ hash, from: ALICE, chainId: 1 })
      release(hash)
    })
    expect(result.current.flow?.step).toEqual({ kind: 'submitted', hash })
    expect(result.current.receipt).toBe('pending')
    act(() => transactionsStore().actions.finalize(1, hash, receiptOf(hash, 1)))
    expect(result.current.receipt).toBe('success')
    act(() => result.current.dismiss())
    expect(result.current.flow).toBeNull()
  })

  it('submits a snapshot at once in expert mode: no review, the wallet step first, sent once', async () => {
    const { view, send, hash } = flowWith()
    act(() => {
      view.result.current.submit({ amount: 3 })
      view.result.current.submit({ amount: 4 })
    })
    expect(view.result.current.flow?.step.kind).not.toBe('review')
    await waitFor(() => expect(view.result.current.flow?.step).toEqual({ kind: 'submitted', hash }))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ amount: 3 })
  })

  it('reports a transaction that failed on chain', async () => {
    const { view, hash } = flowWith()
    act(() => view.result.current.review({ amount: 1 }))
    act(() => view.result.current.confirm())
    await waitFor(() => expect(view.result.current.flow?.step.kind).toBe('submitted'))
    act(() => transactionsStore().actions.finalize(1, hash, receiptOf(hash, 0)))
    expect(view.result.current.receipt).toBe('failed')
  })

  it('sends what the user confirmed, once, however often Confirm is clicked', async () => {
    const { view, send } = flowWith()
    act(() => view.result.current.review({ amount: 1 }))
    act(() => view.result.current.accept({ amount: 2 }))
    act(() => {
      view.result.current.confirm()
      view.result.current.confirm()
    })
    // A change after the confirmation does not reach what is sent.
    act(() => view.result.current.accept({ amount: 3 }))
    await waitFor(() => expect(view.result.current.flow?.step.kind).toBe('submitted'))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ amount: 2 })
    expect(view.result.current.flow?.snapshot).toEqual({ amount: 2 })
  })

  it('goes back to the review when the check before sending says no, and sends nothing', async () => {
    const beforeSend = vi.fn(async () => false)
    const { view, send } = flowWith({ beforeSend })
    act(() => view.result.current.review({ amount: 1 }))
    await act(async () => view.result.current.confirm())
    expect(beforeSend).toHaveBeenCalledWith({ amount: 1 })
    expect(send).not.toHaveBeenCalled()
    expect(view.result.current.flow?.step).toEqual({ kind: 'review' })
  })

  it('sends nothing more when Confirm is clicked again while the check before sending is open', async () => {
    let answer: (ok: boolean) => void = () => {}
    const beforeSend = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    const { view, send } = flowWith({ beforeSend })
    act(() => view.result.current.review({ amount: 1 }))
    act(() => view.result.current.confirm())
    act(() => view.result.current.confirm())
    expect(beforeSend).toHaveBeenCalledTimes(1)
    await act(async () => answer(true))
    await waitFor(() => expect(view.result.current.flow?.step.kind).toBe('submitted'))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('keeps the failure as it is, for the view to name', async () => {
    const error = new Error('rejected')
    const { view } = flowWith({ send: async () => Promise.reject(error) })
    act(() => view.result.current.review({ amount: 1 }))
    await act(async () => view.result.current.confirm())
    expect(view.result.current.flow?.step).toEqual({ kind: 'failed', error })
  })
})
