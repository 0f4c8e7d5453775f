import type { Address, Hex } from 'viem'
import { aggregateCalls, isHeaderNotFound, type ReadClient } from './multicall.ts'
import { type Call, CHUNK_GAS_BUDGET, callKey, chunkCalls } from './multicallGas.ts'

/**
 * A stored result. `data` is undefined before the first answer and null when the call (or its chunk) failed;
 * `blockNumber` is the block it was read at; `fetchingBlockNumber` is set while a read for that block is out.
 * `failed` tells a request that got no answer (the node failed) from a call that reverted (both have null data).
 */
export type CallResult = {
  readonly data: Hex | null | undefined
  readonly blockNumber: number | undefined
  readonly fetchingBlockNumber: number | undefined
  readonly failed: boolean
}

export const EMPTY_CALL_RESULT: CallResult = {
  data: undefined,
  blockNumber: undefined,
  fetchingBlockNumber: undefined,
  failed: false,
}

export const HEADER_NOT_FOUND_MIN_WAIT_MS = 1_000
export const HEADER_NOT_FOUND_MAX_WAIT_MS = 2_500
/** Listener and block changes within this window are fetched together. */
export const READ_DEBOUNCE_MS = 100

export type MulticallEngineOptions = {
  client: ReadClient
  multicallAddress: Address
  chunkGasBudget?: number
  debounceMs?: number
  /** A number in [0, 1): picks each 'header not found' retry's wait. */
  random?: () => number
}

export type MulticallEngine = {
  /** Counts one listener for each call until the returned function is called; new calls are fetched soon. */
  listen(calls: readonly Call[]): () => void
  result(call: Call): CallResult
  /** Called after any stored result changes. */
  onChange(listener: () => void): () => void
  /** Moves the engine to a newer block (older ones are ignored); outdated calls that are listened to are read. */
  setBlockNumber(blockNumber: number): void
  /** Reads again, at the current block, the listened calls whose last request failed (the node is back). */
  retryFailed(): void
  blockNumber(): number | undefined
  listenerCount(call: Call): number
  destroy(): void
}

/**
 * Per-chain reads through UniswapInterfaceMulticall: each call that somebody listens to is read once per
 * block, all of a block's calls together in gas-bounded chunks; results never go back to an older block.
 */
export function createMulticallEngine(options: MulticallEngineOptions): MulticallEngine {
  const { client, multicallAddress } = options
  const budget = options.chunkGasBudget ?? CHUNK_GAS_BUDGET
  const debounceMs = options.debounceMs ?? READ_DEBOUNCE_MS
  const random = options.random ?? Math.random
  const listeners = new Map<string, { call: Call; count: number }>()
  const results = new Map<string, CallResult>()
  const changeListeners = new Set<() => void>()
  const retryTimers = new Set<ReturnType<typeof setTimeout>>()
  let latestBlock: number | undefined
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false

  const notify = (): void => {
    for (const listener of [...changeListeners]) listener()
  }
  const resultOf = (key: string): CallResult => results.get(key) ?? EMPTY_CALL_RESULT

  function schedule(): void {
    if (flushTimer !== undefined || destroyed) return
    flushTimer = setTimeout(() => {
      flushTimer = undefined
      flush()
    }, debounceMs)
  }

  function flush(): void {
    const block = latestBlock
    if (block === undefined || destroyed) return
    fetchWhere(
      (current) =>
        (current.blockNumber === undefined || current.blockNumber < block) &&
        (current.fetchingBlockNumber === undefined || current.fetchingBlockNumber < block),
      block,
    )
  }

  /** Reads, at `block`, every listened call whose stored result `wanted` picks. */
  function fetchWhere(wanted: (current: CallResult) => boolean, block: number): void {
    const calls: Call[] = []
    for (const [key, { call }] of listeners) {
      const current = resultOf(key)
      if (!wanted(current)) continue
      results.set(key, { ...current, fetchingBlockNumber: block })
      calls.push(call)
    }
    if (calls.length === 0) return
    notify()
    for (const chunk of chunkCalls(calls, budget)) void fetchChunk(chunk, block)
  }

  async function fetchChunk(chunk: readonly Call[], block: number): Promise<void> {
    try {
      const answer = await aggregateCalls(client, multicallAddress, chunk, block)
      if (destroyed) return
      chunk.forEach((call, index) => {
        store(callKey(call), answer.returnData[index] ?? null, answer.blockNumber)
      })
      notify()
    } catch (error) {
      if (destroyed) return
      if (isHeaderNotFound(error)) {
        retryLater(chunk, block)
        return
      }
      for (const call of chunk) markErrored(callKey(call), block)
      notify()
    }
  }

  function store(key: string, data: Hex | null, blockNumber: number): void {
    const current = resultOf(key)
    if (current.blockNumber !== undefined && current.blockNumber > blockNumber) return
    const stillFetching =
      current.fetchingBlockNumber !== undefined && current.fetchingBlockNumber > blockNumber
    results.set(key, {
      data,
      blockNumber,
      fetchingBlockNumber: stillFetching ? current.fetchingBlockNumber : undefined,
      failed: false,
    })
  }

  function markErrored(key: string, block: number): void {
    const current = resultOf(key)
    if (current.fetchingBlockNumber !== block) return
    if (current.blockNumber !== undefined && current.blockNumber > block) return
    results.set(key, { data: null, blockNumber: block, fetchingBlockNumber: undefined, failed: true })
  }

  // The node is behind the block we asked for: ask again later, for as long as someone listens and no
  // newer read of the same calls has started.
  function retryLater(chunk: readonly Call[], block: number): void {
    const waitMs =
      HEADER_NOT_FOUND_MIN_WAIT_MS + random() * (HEADER_NOT_FOUND_MAX_WAIT_MS - HEADER_NOT_FOUND_MIN_WAIT_MS)
    const timer = setTimeout(() => {
      retryTimers.delete(timer)
      const still = chunk.filter((call) => {
        const key = callKey(call)
        return listeners.has(key) && resultOf(key).fetchingBlockNumber === block
      })
      if (still.length > 0) void fetchChunk(still, block)
    }, waitMs)
    retryTimers.add(timer)
  }

  return {
    listen(calls) {
      const keys = calls.map((call) => {
        const key = callKey(call)
        const entry = listeners.get(key)
        if (entry) entry.count++
        else listeners.set(key, { call, count: 1 })
        return key
      })
      schedule()
      let active = true
      return () => {
        if (!active) return
        active = false
        for (const key of keys) {
          const entry = listeners.get(key)
          if (!entry) continue
          entry.count--
          if (entry.count <= 0) listeners.delete(key)
        }
      }
    },
    result: (call) => resultOf(callKey(call)),
    onChange(listener) {
      changeListeners.add(listener)
      return () => {
        changeListeners.delete(listener)
      }
    },
    setBlockNumber(blockNumber) {
      if (latestBlock !== undefined && blockNumber <= latestBlock) return
      latestBlock = blockNumber
      schedule()
    },
    retryFailed() {
      const block = latestBlock
      if (block === undefined || destroyed) return
      fetchWhere((current) => current.failed && current.fetchingBlockNumber === undefined, block)
    },
    blockNumber: () => latestBlock,
    listenerCount: (call) => listeners.get(callKey(call))?.count ?? 0,
    destroy() {
      destroyed = true
      if (flushTimer !== undefined) clearTimeout(flushTimer)
      for (const timer of retryTimers) clearTimeout(timer)
      retryTimers.clear()
      changeListeners.clear()
    },
  }
}
