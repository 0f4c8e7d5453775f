import { describe, expect, it } from 'vitest'
import {
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  finalizeTransaction,
  isPending,
  isSuccessful,
  markReplaced,
  pendingCount,
  type ReceiptRecord,
  recentTransactions,
  statusOf,
  type TransactionsState,
} from './transactions.ts'

const NOW = 1_700_000_000_000
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'a'.repeat(64)}`
const HASH2 = `0x${'b'.repeat(64)}`

function receipt(status?: number): ReceiptRecord {
  return {
    blockHash: `0x${'c'.repeat(64)}`,
    blockNumber: 10,
    contractAddress: null,
    from: ALICE,
    status,
    to: BOB,
    transactionHash: HASH,
    transactionIndex: 0,
  }
}

function withOne(): TransactionsState {
  return addTransaction({}, { hash: HASH, from: ALICE, chainId: 1, summary: 'Swap', nonce: 3 }, NOW)
}

describe('transactions', () => {
  it('add stores the record by chain and hash with its added time', () => {
    const state = withOne()
    expect(state[1]?.[HASH]).toMatchObject({
      hash: HASH,
      from: ALICE,
      chainId: 1,
      summary: 'Swap',
      addedTime: NOW,
    })
  })

  it("adding one already present throws 'Attempted to add existing transaction.'", () => {
    expect(() => addTransaction(withOne(), { hash: HASH, from: ALICE, chainId: 1 }, NOW)).toThrow(
      'Attempted to add existing transaction.',
    )
  })

  it('check keeps the highest block', () => {
    let state = checkedTransaction(withOne(), 1, HASH, 12)
    state = checkedTransaction(state, 1, HASH, 11)
    expect(state[1]?.[HASH]?.lastCheckedBlockNumber).toBe(12)
    expect(checkedTransaction(state, 1, HASH2, 20)).toBe(state)
  })

  it('finalize stores the receipt and the confirmed time', () => {
    const state = finalizeTransaction(withOne(), 1, HASH, receipt(1), NOW + 5)
    expect(state[1]?.[HASH]?.receipt?.status).toBe(1)
    expect(state[1]?.[HASH]?.confirmedTime).toBe(NOW + 5)
  })

  it('clear all removes every transaction of one chain only', () => {
    const state = addTransaction(withOne(), { hash: HASH2, from: ALICE, chainId: 5 }, NOW)
    const cleared = clearAllTransactions(state, 1)
    expect(cleared[1]).toBeUndefined()
    expect(cleared[5]?.[HASH2]).toBeDefined()
  })

  it('pending while there is no receipt; successful if status is 1 or missing, else failed', () => {
    const tx = withOne()[1]?.[HASH]
    if (!tx) throw new Error('missing')
    expect(isPending(tx)).toBe(true)
    expect(statusOf(tx)).toBe('pending')
    expect(isSuccessful({ ...tx, receipt: receipt(1) })).toBe(true)
    expect(isSuccessful({ ...tx, receipt: receipt(undefined) })).toBe(true)
    expect(isSuccessful({ ...tx, receipt: receipt(0) })).toBe(false)
    expect(statusOf({ ...tx, receipt: receipt(0) })).toBe('failed')
  })

  it('a replaced transaction is no longer pending, and a mined one is never marked replaced', () => {
    const replaced = markReplaced(withOne(), 1, HASH, HASH2, NOW + 1)
    const tx = replaced[1]?.[HASH]
    expect(tx?.replacedBy).toEqual({ hash: HASH2, time: NOW + 1 })
    expect(tx && statusOf(tx)).toBe('replaced')
    expect(tx && isPending(tx)).toBe(false)
    const mined = finalizeTransaction(withOne(), 1, HASH, receipt(1), NOW)
    expect(markReplaced(mined, 1, HASH, HASH2, NOW)).toBe(mined)
  })

  it('recent transactions are those of the last 24 h, pending first, then newest first', () => {
    let state: TransactionsState = {}
    state = addTransaction(state, { hash: '0x01', from: ALICE, chainId: 1 }, NOW - 86_400_001)
    state = addTransaction(state, { hash: '0x02', from: ALICE, chainId: 1 }, NOW - 3000)
    state = addTransaction(state, { hash: '0x03', from: ALICE, chainId: 1 }, NOW - 2000)
    state = addTransaction(state, { hash: '0x04', from: ALICE.toLowerCase(), chainId: 1 }, NOW - 1000)
    state = addTransaction(state, { hash: '0x05', from: BOB, chainId: 1 }, NOW - 1000)
    state = finalizeTransaction(state, 1, '0x04', receipt(1), NOW)
    expect(recentTransactions(state, 1, ALICE, NOW).map((tx) => tx.hash)).toEqual(['0x03', '0x02', '0x04'])
    // The pending one older than 24 h is neither listed nor counted: the header never shows a pending count
    // the account view cannot explain.
    expect(pendingCount(state, 1, ALICE, NOW)).toBe(2)
  })
})
