import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { CallResult } from '../../../chain/multicallEngine.ts'
import { EMPTY_CALL_RESULT } from '../../../chain/multicallEngine.ts'
import { callKey } from '../../../chain/multicallGas.ts'
import { decodeRead, type ReadCall } from '../../../chain/reads.ts'
import { useTransitionStore } from '../../../ui/index.ts'
import { useChainRuntime } from './ChainDataProvider.tsx'
import { useBlockNumber } from './useBlockNumber.ts'

/**
 * A read's state: `valid` once there is a call to make; `loading` until its first result; `syncing` while
 * that result is from an older block than the latest; `error` when the call failed or could not be decoded;
 * `failed` when the node gave no answer (an error that says nothing about the contract).
 */
export type CallState<T> = {
  valid: boolean
  loading: boolean
  syncing: boolean
  error: boolean
  failed: boolean
  result: T | undefined
}

const INVALID: CallState<never> = {
  valid: false,
  loading: false,
  syncing: false,
  error: false,
  failed: false,
  result: undefined,
}

function toCallState<T>(
  read: ReadCall<T> | undefined,
  stored: CallResult,
  latest: number | undefined,
): CallState<T> {
  if (read === undefined) return INVALID
  const syncing = stored.blockNumber === undefined || latest === undefined || stored.blockNumber < latest
  if (stored.data === undefined)
    return { valid: true, loading: true, syncing, error: false, failed: false, result: undefined }
  const value = decodeRead(read, stored.data)
  return {
    valid: true,
    loading: false,
    syncing,
    error: value === null || value === undefined,
    failed: stored.failed,
    result: value ?? undefined,
  }
}

/**
 * Reads made through the chain's multicall: each listened call is fetched once per block however many
 * components ask for it, and is no longer fetched once none does. An undefined read is 'invalid'.
 */
export function useMulticallReads<T>(
  chainId: number | undefined,
  reads: readonly (ReadCall<T> | undefined)[],
): CallState<T>[] {
  const runtime = useChainRuntime(chainId)
  const engine = runtime?.engine
  const latest = useBlockNumber(chainId)
  const keys = reads.map((read) => (read ? callKey(read.call) : '')).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reads are the same while their keys are
  const stableReads = useMemo(() => reads, [keys])

  useEffect(() => {
    if (!engine) return
    const calls = stableReads.flatMap((read) => (read ? [read.call] : []))
    return calls.length > 0 ? engine.listen(calls) : undefined
  }, [engine, stableReads])

  const subscribe = useCallback(
    (listener: () => void) => (engine ? engine.onChange(listener) : () => {}),
    [engine],
  )
  const snapshot = useRef<readonly CallResult[]>([])
  const getSnapshot = useCallback((): readonly CallResult[] => {
    const next = stableReads.map((read) => (read && engine ? engine.result(read.call) : EMPTY_CALL_RESULT))
    const previous = snapshot.current
    if (previous.length === next.length && next.every((result, i) => result === previous[i])) return previous
    snapshot.current = next
    return next
  }, [engine, stableReads])
  // Results arrive in the background: they render in a transition, after the task that brought them.
  const stored = useTransitionStore(subscribe, getSnapshot)

  return useMemo(
    () => stableReads.map((read, i) => toCallState(read, stored[i] ?? EMPTY_CALL_RESULT, latest)),
    [stableReads, stored, latest],
  )
}

export function useSingleCallResult<T>(
  chainId: number | undefined,
  read: ReadCall<T> | undefined,
): CallState<T> {
  const reads = useMemo(() => [read], [read])
  return useMulticallReads(chainId, reads)[0] ?? INVALID
}
