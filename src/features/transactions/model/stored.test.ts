import { describe, expect, it } from 'vitest'
import { mergeTransactionsStates, parseTransactionsState } from './stored.ts'
import type { TransactionRecord, TransactionsState } from './transactions.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const H1 = `0x${'1'.repeat(64)}`
const H2 = `0x${'2'.repeat(64)}`

const tx = (hash: string, patch: Partial<TransactionRecord> = {}): TransactionRecord => ({
  hash,
  from: ALICE,
  chainId: 1,
  addedTime: 1000,
  ...patch,
})

const receipt = {
  blockHash: `0x${'b'.repeat(64)}`,
  blockNumber: 5,
  contractAddress: null,
  from: ALICE,
  status: 1,
  to: ALICE,
  transactionHash: H1,
  transactionIndex: 0,
}

describe('reading a stored transaction history', () => {
  it('keeps well-formed records', () => {
    const state = { 1: { [H1]: tx(H1, { summary: 'Swap', nonce: 2, receipt, confirmedTime: 9 }) } }
    expect(parseTransactionsState(JSON.parse(JSON.stringify(state)))).toEqual(state)
  })

  it('drops a malformed record but keeps the others', () => {
    const parsed = parseTransactionsState({
      1: { [H1]: tx(H1), [H2]: { ...tx(H2), from: 'nobody' }, '0xshort': tx('0xshort') },
    })
    expect(Object.keys(parsed?.[1] ?? {})).toEqual([H1])
  })

  it('drops a record whose receipt is malformed', () => {
    const parsed = parseTransactionsState({
      1: { [H1]: tx(H1, { receipt: { ...receipt, blockNumber: -1 } }) },
    })
    expect(parsed?.[1]).toEqual({})
  })

  it('rejects what is not a history at all', () => {
    expect(parseTransactionsState('x')).toBeNull()
    expect(parseTransactionsState([tx(H1)])).toBeNull()
    expect(parseTransactionsState({ mainnet: {} })).toBeNull()
    expect(parseTransactionsState({ 1: 'x' })).toBeNull()
  })
})

describe("joining another tab's history", () => {
  it('keeps the records of both tabs', () => {
    const local: TransactionsState = { 1: { [H1]: tx(H1) } }
    const remote: TransactionsState = { 1: { [H2]: tx(H2) } }
    expect(Object.keys(mergeTransactionsStates(local, remote)[1] ?? {}).sort()).toEqual([H1, H2])
  })

  it('the better-informed copy of a shared record wins', () => {
    const pending = tx(H1, { lastCheckedBlockNumber: 9 })
    const mined = tx(H1, { receipt, confirmedTime: 3 })
    expect(mergeTransactionsStates({ 1: { [H1]: mined } }, { 1: { [H1]: pending } })[1]?.[H1]).toBe(mined)
    expect(mergeTransactionsStates({ 1: { [H1]: pending } }, { 1: { [H1]: mined } })[1]?.[H1]).toBe(mined)
  })

  it('a chain cleared in the other tab is cleared here too', () => {
    expect(mergeTransactionsStates({ 1: { [H1]: tx(H1) } }, {})).toEqual({})
  })
})
