import { type AbiEvent, type Address, type Log, toEventSelector } from 'viem'
import type { ReadClient } from './multicall.ts'

/** The logs of one event of one or more contracts. */
export type LogsFilter = { address: Address | readonly Address[]; event: AbiEvent }

/** The spec's log loading states. */
export type LogsState = 'invalid' | 'loading' | 'syncing' | 'error' | 'synced'

export type LogsResult = { state: LogsState; logs: readonly Log[] | undefined }

type Entry = { blockNumber?: number; fetchingBlockNumber?: number; logs?: readonly Log[]; error?: boolean }

export type LogsStore = {
  /** Counts a listener of `filter` until the returned function is called. */
  watch(filter: LogsFilter): () => void
  result(filter: LogsFilter | undefined): LogsResult
  onChange(listener: () => void): () => void
  /** A newer block: every watched filter is read again from block 0 to it. */
  setBlockNumber(blockNumber: number): void
}

export function logsFilterKey(filter: LogsFilter): string {
  const addresses = (typeof filter.address === 'string' ? [filter.address] : [...filter.address])
    .map((address) => address.toLowerCase())
    .sort()
  return `${addresses.join(',')}:${toEventSelector(filter.event)}`
}

/** All logs of `filter` from block 0 to `toBlock`. */
export async function getLogsUpTo(client: ReadClient, filter: LogsFilter, toBlock: number): Promise<Log[]> {
  return client.getLogs({
    address: typeof filter.address === 'string' ? filter.address : [...filter.address],
    event: filter.event,
    fromBlock: 0n,
    toBlock: BigInt(toBlock),
  })
}

const INVALID: LogsResult = { state: 'invalid', logs: undefined }
const LOADING: LogsResult = { state: 'loading', logs: undefined }
const ERROR: LogsResult = { state: 'error', logs: undefined }

/**
 * Log filters of one chain with listener counts: each watched filter is read on every new block, and its
 * result says whether it is loading, syncing (logs of an older block), synced or failed.
 */
export function createLogsStore(client: ReadClient): LogsStore {
  const watched = new Map<string, { filter: LogsFilter; count: number }>()
  const entries = new Map<string, Entry>()
  const snapshots = new Map<string, LogsResult>()
  const changeListeners = new Set<() => void>()
  let latestBlock: number | undefined

  const notify = (): void => {
    snapshots.clear()
    for (const listener of [...changeListeners]) listener()
  }

  function fetch(key: string, filter: LogsFilter, block: number): void {
    const entry = entries.get(key) ?? {}
    if ((entry.fetchingBlockNumber ?? -1) >= block || (entry.blockNumber ?? -1) >= block) return
    entries.set(key, { ...entry, fetchingBlockNumber: block })
    getLogsUpTo(client, filter, block).then(
      (logs) => settle(key, block, { logs, blockNumber: block }),
      () => settle(key, block, { error: true, blockNumber: block }),
    )
  }

  function settle(key: string, block: number, next: Entry): void {
    const entry = entries.get(key) ?? {}
    if ((entry.blockNumber ?? -1) > block) return
    const fetching = entry.fetchingBlockNumber !== undefined && entry.fetchingBlockNumber > block
    entries.set(key, { ...next, fetchingBlockNumber: fetching ? entry.fetchingBlockNumber : undefined })
    notify()
  }

  function compute(key: string): LogsResult {
    const entry = entries.get(key)
    if (entry?.blockNumber === undefined) return LOADING
    if (entry.error) return ERROR
    const synced = latestBlock === undefined || entry.blockNumber >= latestBlock
    return { state: synced ? 'synced' : 'syncing', logs: entry.logs }
  }

  return {
    watch(filter) {
      const key = logsFilterKey(filter)
      const current = watched.get(key)
      if (current) current.count++
      else watched.set(key, { filter, count: 1 })
      if (latestBlock !== undefined) fetch(key, filter, latestBlock)
      let active = true
      return () => {
        if (!active) return
        active = false
        const entry = watched.get(key)
        if (entry && --entry.count <= 0) watched.delete(key)
      }
    },
    result(filter) {
      if (filter === undefined) return INVALID
      const key = logsFilterKey(filter)
      let snapshot = snapshots.get(key)
      if (snapshot === undefined) {
        snapshot = compute(key)
        snapshots.set(key, snapshot)
      }
      return snapshot
    },
    onChange(listener) {
      changeListeners.add(listener)
      return () => {
        changeListeners.delete(listener)
      }
    },
    setBlockNumber(blockNumber) {
      if (latestBlock !== undefined && blockNumber <= latestBlock) return
      latestBlock = blockNumber
      for (const [key, { filter }] of watched) fetch(key, filter, blockNumber)
      notify()
    },
  }
}
