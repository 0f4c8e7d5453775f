import { describe, expect, it } from 'vitest'
import { dueForCheck, replacementOf, resultPopupOf, sendersToCount, unminedOutcome } from './tracking.ts'
import type { ReceiptRecord, TransactionRecord, TransactionsState } from './transactions.ts'

const NOW = 1_700_000_000_000
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = (c: string) => `0x${c.repeat(64)}`

function receipt(status?: number): ReceiptRecord {
  return {
    blockHash: hash('e'),
    blockNumber: 10,
    contractAddress: null,
    from: ALICE,
    status,
    to: ALICE,
    transactionHash: hash('a'),
    transactionIndex: 0,
  }
}

function tx(partial: Partial<TransactionRecord> & { hash: string }): TransactionRecord {
  return { from: ALICE, chainId: 1, addedTime: NOW, ...partial }
}

function state(...records: TransactionRecord[]): TransactionsState {
  const out: TransactionsState = {}
  for (const r of records) out[r.chainId] = { ...out[r.chainId], [r.hash]: r }
  return out
}

describe('which transactions a new block checks', () => {
  it('checks the pending transactions of the chain by the re-check schedule only', () => {
    const s = state(
      tx({ hash: hash('a') }),
      tx({ hash: hash('b'), lastCheckedBlockNumber: 100 }),
      tx({ hash: hash('c'), receipt: receipt(1) }),
      tx({ hash: hash('d'), replacedBy: { hash: null, time: NOW } }),
      tx({ hash: hash('f'), chainId: 5 }),
      tx({ hash: hash('0'), addedTime: NOW - 6 * 60_000, lastCheckedBlockNumber: 99 }),
    )
    expect(dueForCheck(s, 1, 100, NOW).map((t) => t.hash)).toEqual([hash('a')])
    expect(dueForCheck(s, 1, 102, NOW).map((t) => t.hash)).toEqual([hash('a'), hash('b'), hash('0')])
  })

  it('checks nothing on a chain without transactions', () => {
    expect(dueForCheck({}, 1, 100, NOW)).toEqual([])
  })
})

describe('replacement detection', () => {
  it('reads the mined count once per sender, and only for transactions with a known nonce', () => {
    const senders = sendersToCount([
      tx({ hash: hash('a'), nonce: 1 }),
      tx({ hash: hash('b'), from: ALICE.toLowerCase(), nonce: 2 }),
      tx({ hash: hash('c'), from: BOB, nonce: 0 }),
      tx({ hash: hash('d'), from: '0x0000000000000000000000000000000000000001' }),
    ])
    expect(senders.map((s) => s.toLowerCase())).toEqual([ALICE.toLowerCase(), BOB.toLowerCase()])
  })

  it('keeps a transaction pending while the sender has not used its nonce', () => {
    expect(unminedOutcome(tx({ hash: hash('a'), nonce: 4 }), 4)).toEqual({ kind: 'pending' })
  })

  it('suspects a replacement once a mined transaction used the nonce', () => {
    expect(unminedOutcome(tx({ hash: hash('a'), nonce: 4 }), 5)).toEqual({ kind: 'maybe-replaced' })
  })

  it('keeps pending when the nonce or the count is unknown', () => {
    expect(unminedOutcome(tx({ hash: hash('a') }), 5)).toEqual({ kind: 'pending' })
    expect(unminedOutcome(tx({ hash: hash('a'), nonce: 4 }), undefined)).toEqual({ kind: 'pending' })
  })

  it('links the replacement sent from this app: same sender and nonce, another hash, mined', () => {
    const original = tx({ hash: hash('a'), nonce: 7 })
    const speedUp = tx({ hash: hash('b'), from: ALICE.toLowerCase(), nonce: 7, receipt: receipt(1) })
    expect(replacementOf(state(original, speedUp), original)).toBe(hash('b'))
  })

  it('links nothing when the replacement came from elsewhere or is not mined', () => {
    const original = tx({ hash: hash('a'), nonce: 7 })
    const unminedTwin = tx({ hash: hash('b'), nonce: 7 })
    const otherSender = tx({ hash: hash('c'), from: BOB, nonce: 7, receipt: receipt(1) })
    const otherNonce = tx({ hash: hash('d'), nonce: 8, receipt: receipt(1) })
    const otherChain = tx({ hash: hash('f'), chainId: 5, nonce: 7, receipt: receipt(1) })
    expect(
      replacementOf(state(original, unminedTwin, otherSender, otherNonce, otherChain), original),
    ).toBeNull()
    expect(replacementOf(state(tx({ hash: hash('a') })), tx({ hash: hash('a') }))).toBeNull()
  })
})

describe('result toasts', () => {
  it('show the summary and success, keyed by the hash, with the given removal delay', () => {
    const record = tx({ hash: hash('a'), summary: 'Swap 1 ETH for 3000 DAI' })
    expect(resultPopupOf(record, receipt(1), 25_000)).toEqual({
      key: hash('a'),
      removeAfterMs: 25_000,
      txn: { hash: hash('a'), success: true, summary: 'Swap 1 ETH for 3000 DAI' },
    })
  })

  it('report a failure when the receipt status is 0, success when it is missing', () => {
    const record = tx({ hash: hash('a') })
    expect(resultPopupOf(record, receipt(0), 5_000).txn.success).toBe(false)
    expect(resultPopupOf(record, receipt(undefined), 5_000).txn.success).toBe(true)
  })
})
