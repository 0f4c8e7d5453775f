import { type AbiEvent, type Address, type Log, toEventSelector } from 'viem'
import { type BlockRange, isRangeRefusal, planLogRanges, splitRange } from '../lib/logRanges.ts'
import { errorChain } from './errors.ts'
import type { ReadClient } from './multicall.ts'

/**
 * The logs of one event of one or more contracts, from `fromBlock` (the contracts' deployment block; 0 when
 * unknown) on.
 */
export type LogsFilter = { address: Address | readonly Address[]; event: AbiEvent; fromBlock?: number }

/** The spec's log loading states. */
export type LogsState = 'invalid' | 'loading' | 'syncing' | 'error' | 'synced'

export type LogsResult = { state: LogsState; logs: readonly Log[] | undefined }

/** `syncedTo`: the last block whose logs are in `logs`; only later blocks are ever read again. */
type Entry = { syncedTo?: number; fetchingTo?: number; logs?: readonly Log[]; error?: boolean }

export type LogsStore = {
  /** Counts a listener of `filter` until the returned function is called. */
  watch(filter: LogsFilter): () => void
  result(filter: LogsFilter | undefined): LogsResult
  onChange(listener: () => void): () => void
  /** A newer block: every watched filter reads the blocks after the last it read, up to this one. */
  setBlockNumber(blockNumber: number): void
}

export function logsFilterKey(filter: LogsFilter): string {
  const addresses = (typeof filter.address === 'string' ? [filter.address] : [...filter.address])
    .map((address) => address.toLowerCase())
    .sort()
  return `${addresses.join(',')}:${toEventSelector(filter.event)}:${filter.fromBlock ?? 0}`
}

function refusedRange(error: unknown): boolean {
  return [...errorChain(error)].some((current) => current instanceof Error && isRangeRefusal(current.message))
}

async function getLogsOfRange(client: ReadClient, filter: LogsFilter, range: BlockRange): Promise<Log[]> {
  try {
    return await client.getLogs({
      address: typeof filter.address === 'string' ? filter.address : [...filter.address],
      event: filter.event,
      fromBlock: BigInt(range.fromBlock),
      toBlock: BigInt(range.toBlock),
    })
  } catch (error) {
    // A node refusing a wide range or a large result: the halves are asked for instead.
    const halves = refusedRange(error) ? splitRange(range) : null
    if (!halves) throw error
    const [first, second] = halves
    return [
      ...(await getLogsOfRange(client, filter, first)),
      ...(await getLogsOfRange(client, filter, second)),
    ]
  }
}

/** The logs of `filter` in `[fromBlock, toBlock]`, read in bounded ranges, each split while a node refuses it. */
export async function getLogsBetween(
  client: ReadClient,
  filter: LogsFilter,
  fromBlock: number,
  toBlock: number,
  maxSpan?: number,
): Promise<Log[]> {
  const logs: Log[] = []
  for (const range of planLogRanges(fromBlock, toBlock, maxSpan)) {
    logs.push(...(await getLogsOfRange(client, filter, range)))
  }
  return logs
}

const INVALID: LogsResult = { state: 'invalid', logs: undefined }
const LOADING: LogsResult = { state: 'loading', logs: undefined }
const ERROR: LogsResult = { state: 'error', logs: undefined }

/**
 * Log filters of one chain with listener counts: a watched filter reads its blocks once, from its `fromBlock`,
 * then only the blocks after the last it read, on each new block. What it read stays for the store's life
 * (the page's), so coming back to a screen reads only the blocks mined since.
 */
export function createLogsStore(client: ReadClient, maxSpan?: number): LogsStore {
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
    if (entry.fetchingTo !== undefined || (entry.syncedTo ?? -1) >= block) return
    const from = entry.syncedTo === undefined ? (filter.fromBlock ?? 0) : entry.syncedTo + 1
    entries.set(key, { ...entry, fetchingTo: block })
    getLogsBetween(client, filter, from, block, maxSpan).then(
      (logs) => settle(key, { logs: [...(entry.logs ?? []), ...logs], syncedTo: block }),
      () => settle(key, { ...entry, error: true }),
    )
  }

  function settle(key: string, next: Entry): void {
    entries.set(key, next)
    notify()
    // Blocks that came while this read was out are read now rather than a block later.
    const listened = watched.get(key)
    if (listened && latestBlock !== undefined && !next.error) fetch(key, listened.filter, latestBlock)
  }

  function compute(key: string): LogsResult {
    const entry = entries.get(key)
    if (entry?.error && entry.fetchingTo === undefined) return ERROR
    if (entry?.syncedTo === undefined) return LOADING
    const synced = latestBlock === undefined || entry.syncedTo >= latestBlock
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
