// Reading the stored transaction history back, and joining another tab's history with this tab's.
import type { ReceiptRecord, TransactionRecord, TransactionsState } from './transactions.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isHash = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

function parseReceipt(value: unknown): ReceiptRecord | null {
  if (!isRecord(value)) return null
  const { blockHash, blockNumber, contractAddress, from, status, to, transactionHash, transactionIndex } =
    value
  if (!isHash(blockHash) || !isCount(blockNumber) || !isAddress(from) || !isHash(transactionHash)) return null
  if (!isCount(transactionIndex)) return null
  if (contractAddress !== null && !isAddress(contractAddress)) return null
  if (to !== null && !isAddress(to)) return null
  if (status !== undefined && status !== 0 && status !== 1) return null
  const receipt: ReceiptRecord = {
    blockHash,
    blockNumber,
    contractAddress,
    from,
    to,
    transactionHash,
    transactionIndex,
  }
  if (status !== undefined) receipt.status = status
  return receipt
}

/** One stored record, or null when it is not a transaction record (it is then dropped, not the whole history). */
function parseRecord(value: unknown, chainId: number, hash: string): TransactionRecord | null {
  if (!isRecord(value) || value.hash !== hash || value.chainId !== chainId || !isHash(hash)) return null
  if (!isAddress(value.from) || typeof value.addedTime !== 'number') return null
  const record: TransactionRecord = { hash, chainId, from: value.from, addedTime: value.addedTime }
  if (typeof value.summary === 'string') record.summary = value.summary
  if (isRecord(value.approval) && isAddress(value.approval.tokenAddress) && isAddress(value.approval.spender))
    record.approval = { tokenAddress: value.approval.tokenAddress, spender: value.approval.spender }
  if (isRecord(value.claim) && isAddress(value.claim.recipient))
    record.claim = { recipient: value.claim.recipient }
  if (isCount(value.lastCheckedBlockNumber)) record.lastCheckedBlockNumber = value.lastCheckedBlockNumber
  if (isCount(value.nonce)) record.nonce = value.nonce
  if (value.receipt !== undefined) {
    const receipt = parseReceipt(value.receipt)
    if (receipt === null) return null
    record.receipt = receipt
    if (typeof value.confirmedTime === 'number') record.confirmedTime = value.confirmedTime
  }
  if (isRecord(value.replacedBy) && typeof value.replacedBy.time === 'number')
    record.replacedBy = {
      hash: isHash(value.replacedBy.hash) ? value.replacedBy.hash : null,
      time: value.replacedBy.time,
    }
  return record
}

/** A stored history: null when it is not one at all; malformed records inside it are dropped. */
export function parseTransactionsState(raw: unknown): TransactionsState | null {
  if (!isRecord(raw)) return null
  const state: TransactionsState = {}
  for (const [chainKey, byHash] of Object.entries(raw)) {
    const chainId = Number(chainKey)
    if (!Number.isInteger(chainId) || chainId <= 0 || !isRecord(byHash)) return null
    const kept: Record<string, TransactionRecord> = {}
    for (const [hash, value] of Object.entries(byHash)) {
      const record = parseRecord(value, chainId, hash)
      if (record) kept[hash] = record
    }
    state[chainId] = kept
  }
  return state
}

// The record that knows more wins: a receipt beats none, a replacement beats pending, a later check wins.
function knowsMore(a: TransactionRecord, b: TransactionRecord): TransactionRecord {
  if (a.receipt || b.receipt) return a.receipt ? a : b
  if (a.replacedBy || b.replacedBy) return a.replacedBy ? a : b
  return (a.lastCheckedBlockNumber ?? -1) >= (b.lastCheckedBlockNumber ?? -1) ? a : b
}

/**
 * Another tab's history joined with this tab's: on each chain both tabs hold, every record of either
 * survives, the better-informed copy of a shared one wins. A chain missing from the other tab's history
 * was cleared there ('clear all'), so it is cleared here too.
 */
export function mergeTransactionsStates(
  local: TransactionsState,
  remote: TransactionsState,
): TransactionsState {
  const merged: TransactionsState = { ...remote }
  for (const [chainKey, localByHash] of Object.entries(local)) {
    const chainId = Number(chainKey)
    const remoteByHash = remote[chainId]
    if (!remoteByHash) continue
    const joined: Record<string, TransactionRecord> = { ...remoteByHash }
    for (const [hash, record] of Object.entries(localByHash)) {
      const other = remoteByHash[hash]
      joined[hash] = other ? knowsMore(record, other) : record
    }
    merged[chainId] = joined
  }
  return merged
}
