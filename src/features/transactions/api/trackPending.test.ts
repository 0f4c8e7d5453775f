import type { Hash, TransactionReceipt } from 'viem'
import { describe, expect, it } from 'vitest'
import { receiptRetryPolicy } from '../model/receiptChecks.ts'
import type { ReceiptRecord, TransactionRecord } from '../model/transactions.ts'
import { createTransactionsStore } from '../store.ts'
import { type TrackingClient, trackPendingTransactions } from './trackPending.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = (c: string) => `0x${c.repeat(64)}` as Hash
const NOW = 1_700_000_000_000

/** A node that knows some receipts and the accounts' mined counts; receipts may appear after some lookups. */
function fakeNode(opts: {
  receipts?: Record<string, 'success' | 'reverted'>
  minedCount?: number
  /** Receipts that only show up from this lookup on (0 = first). */
  receiptFromLookup?: Record<string, number>
  failingHashes?: string[]
  /** Nonces of the transactions the node knows (a transaction recorded without one gets it from here). */
  nonces?: Record<string, number>
}) {
  const lookups = new Map<string, number>()
  const counted: string[] = []
  const client: TrackingClient = {
    getTransactionReceipt: async ({ hash: h }) => {
      const n = lookups.get(h) ?? 0
      lookups.set(h, n + 1)
      if (opts.failingHashes?.includes(h)) throw new Error('HTTP request failed: 502')
      const status = opts.receipts?.[h]
      if (!status || n < (opts.receiptFromLookup?.[h] ?? 0))
        throw new Error(`Transaction receipt with hash "${h}" could not be found.`)
      return {
        blockHash: hash('e'),
        blockNumber: 11n,
        contractAddress: null,
        from: ALICE.toLowerCase(),
        to: ALICE.toLowerCase(),
        status,
        transactionHash: h,
        transactionIndex: 0,
      } as unknown as TransactionReceipt
    },
    getTransactionCount: async ({ address }) => {
      counted.push(address)
      return opts.minedCount ?? 0
    },
    getTransaction: (async ({ hash: h }: { hash: Hash }) => {
      const nonce = opts.nonces?.[h]
      if (nonce === undefined) throw new Error(`Transaction with hash "${h}" could not be found.`)
      return { hash: h, nonce }
    }) as unknown as TrackingClient['getTransaction'],
  }
  return { client, lookups, counted }
}

function setup(records: Omit<TransactionRecord, 'addedTime' | 'chainId' | 'from'>[]) {
  const items = new Map<string, string>()
  const history = createTransactionsStore({
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
    now: () => NOW,
  })
  for (const r of records) history.actions.add({ ...r, chainId: 1, from: ALICE })
  return history
}

async function round(history: ReturnType<typeof setup>, client: TrackingClient, blockNumber = 11) {
  const mined: [TransactionRecord, ReceiptRecord][] = []
  const logged: string[] = []
  await trackPendingTransactions({
    client,
    chainId: 1,
    blockNumber,
    policy: receiptRetryPolicy(false),
    now: () => NOW,
    getState: history.store.getState,
    ...history.actions,
    onMined: (tx, receipt) => mined.push([tx, receipt]),
    log: (message) => logged.push(message),
  })
  return { mined, logged, state: history.store.getState()[1] ?? {} }
}

describe('tracking pending transactions on a new block', () => {
  it('finalizes a mined transaction and reports it once', async () => {
    const history = setup([{ hash: hash('a'), summary: 'Swap', nonce: 0 }])
    const node = fakeNode({ receipts: { [hash('a')]: 'success' }, minedCount: 1 })
    const { mined, state } = await round(history, node.client)
    expect(state[hash('a')]?.receipt).toMatchObject({ status: 1, blockNumber: 11 })
    expect(state[hash('a')]?.confirmedTime).toBe(NOW)
    expect(mined.map(([tx]) => tx.summary)).toEqual(['Swap'])
    expect((await round(history, node.client, 12)).mined).toEqual([])
  })

  it('records a failed transaction with status 0', async () => {
    const history = setup([{ hash: hash('a'), nonce: 0 }])
    const { state } = await round(history, fakeNode({ receipts: { [hash('a')]: 'reverted' } }).client)
    expect(state[hash('a')]?.receipt?.status).toBe(0)
  })

  it('notes the block for a transaction still pending', async () => {
    const history = setup([{ hash: hash('a'), nonce: 3 }])
    const { state, mined } = await round(history, fakeNode({ minedCount: 3 }).client)
    expect(state[hash('a')]).toMatchObject({ lastCheckedBlockNumber: 11 })
    expect(state[hash('a')]?.receipt).toBeUndefined()
    expect(mined).toEqual([])
  })

  it('learns the nonce of a transaction recorded without one, then tells a replacement by it', async () => {
    const history = setup([{ hash: hash('a'), summary: 'Swap' }])
    // The node has not seen it yet: it stays pending, without a nonce.
    let { state } = await round(history, fakeNode({ minedCount: 3 }).client)
    expect(state[hash('a')]?.nonce).toBeUndefined()
    expect(state[hash('a')]?.lastCheckedBlockNumber).toBe(11)
    // Seen at the next block: the nonce is kept, and with the sender's count past it, it was replaced.
    ;({ state } = await round(history, fakeNode({ minedCount: 4, nonces: { [hash('a')]: 3 } }).client, 12))
    expect(state[hash('a')]?.nonce).toBe(3)
    expect(state[hash('a')]?.replacedBy).toEqual({ hash: null, time: NOW })
  })

  it('learns the nonce of a mined transaction recorded without one, as it finalizes it', async () => {
    const history = setup([{ hash: hash('a'), summary: 'Swap' }])
    const node = fakeNode({ receipts: { [hash('a')]: 'success' }, nonces: { [hash('a')]: 7 } })
    const { state } = await round(history, node.client)
    expect(state[hash('a')]).toMatchObject({ nonce: 7, receipt: { status: 1 } })
  })

  it('marks a transaction whose nonce another mined transaction used as replaced', async () => {
    const history = setup([{ hash: hash('a'), nonce: 3 }])
    const { state } = await round(history, fakeNode({ minedCount: 4 }).client)
    expect(state[hash('a')]?.replacedBy).toEqual({ hash: null, time: NOW })
  })

  it('links the replacement when this app sent it', async () => {
    const history = setup([
      { hash: hash('a'), nonce: 3, summary: 'Swap' },
      { hash: hash('b'), nonce: 3, summary: 'Swap (sped up)' },
    ])
    const node = fakeNode({ receipts: { [hash('b')]: 'success' }, minedCount: 4 })
    const { state, mined } = await round(history, node.client)
    expect(state[hash('a')]?.replacedBy?.hash).toBe(hash('b'))
    expect(mined.map(([tx]) => tx.hash)).toEqual([hash('b')])
  })

  it('finalizes rather than replaces a transaction mined between the lookup and the count', async () => {
    const history = setup([{ hash: hash('a'), nonce: 3 }])
    const node = fakeNode({
      receipts: { [hash('a')]: 'success' },
      receiptFromLookup: { [hash('a')]: 1 },
      minedCount: 4,
    })
    const { state, mined } = await round(history, node.client)
    expect(state[hash('a')]?.replacedBy).toBeUndefined()
    expect(state[hash('a')]?.receipt?.status).toBe(1)
    expect(mined).toHaveLength(1)
  })

  it('reads the mined count once per sender', async () => {
    const history = setup([
      { hash: hash('a'), nonce: 3 },
      { hash: hash('b'), nonce: 4 },
    ])
    const node = fakeNode({ minedCount: 3 })
    await round(history, node.client)
    expect(node.counted).toEqual([ALICE])
  })

  it('leaves a transaction unchecked when its lookup fails, to try again on the next block', async () => {
    const history = setup([{ hash: hash('a'), nonce: 3 }])
    const { state, logged } = await round(history, fakeNode({ failingHashes: [hash('a')] }).client)
    expect(state[hash('a')]?.lastCheckedBlockNumber).toBeUndefined()
    expect(logged).toHaveLength(1)
  })

  it('makes no request when nothing is due', async () => {
    const history = setup([])
    const node = fakeNode({})
    await round(history, node.client)
    expect(node.lookups.size + node.counted.length).toBe(0)
  })
})
