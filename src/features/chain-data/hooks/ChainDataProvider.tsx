import { createContext, type ReactNode, useContext, useRef } from 'react'
import type { Address } from 'viem'
import { type BlockWatcher, createBlockWatcher, type PageVisibility } from '../../../chain/blockWatcher.ts'
import { chainInfoOf } from '../../../chain/chains.ts'
import type { LogsStore } from '../../../chain/logs.ts'
import type { ReadClient } from '../../../chain/multicall.ts'
import { createMulticallEngine, type MulticallEngine } from '../../../chain/multicallEngine.ts'
import { subscribeWalletReads } from '../../../chain/walletReads.ts'

/** Everything that reads one chain: its block number, its multicall reads and its log filters. */
export type ChainRuntime = {
  chainId: number
  multicallAddress: Address | undefined
  blocks: BlockWatcher
  engine: MulticallEngine | undefined
  /** The chain's log filters, once a screen that reads logs has loaded them (governance only: not in the first load). */
  logs(): LogsStore | undefined
  loadLogs(): Promise<LogsStore>
  /** Keeps the block number polled (and fed to the engine and the logs) until the returned function runs. */
  retain(): () => void
}

export type ChainDataOptions = {
  /** The public client of a chain, undefined when the chain cannot be read. */
  clientOf(chainId: number): ReadClient | undefined
  /** Defaults to the chain table's polling interval. */
  pollingIntervalMsOf?(chainId: number): number
  /** Defaults to the chain table's UniswapInterfaceMulticall. */
  multicallAddressOf?(chainId: number): Address | undefined
  visibility?: PageVisibility
}

const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => {}
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
}

function createRuntime(chainId: number, client: ReadClient, options: ChainDataOptions): ChainRuntime {
  const multicallAddress = options.multicallAddressOf
    ? options.multicallAddressOf(chainId)
    : chainInfoOf(chainId)?.contracts.multicall
  const pollingIntervalMs =
    options.pollingIntervalMsOf?.(chainId) ?? chainInfoOf(chainId)?.pollingIntervalMs ?? 15_000
  const blocks = createBlockWatcher({
    client,
    pollingIntervalMs,
    visibility: options.visibility ?? documentVisibility,
    routeChanges: subscribeWalletReads,
  })
  const engine = multicallAddress ? createMulticallEngine({ client, multicallAddress }) : undefined
  let logs: LogsStore | undefined
  let loadingLogs: Promise<LogsStore> | undefined
  const loadLogs = (): Promise<LogsStore> => {
    loadingLogs ??= import('../../../chain/logs.ts').then(({ createLogsStore }) => {
      const store = createLogsStore(client)
      const blockNumber = blocks.current()
      if (blockNumber !== undefined) store.setBlockNumber(blockNumber)
      logs = store
      return store
    })
    return loadingLogs
  }
  let nodeWasFailing = false
  const forward = (): void => {
    // Reads that failed while the node was down are not left failed until the next block (the local chain
    // makes none on its own): they are read again the moment the node answers.
    const failing = blocks.pollFailed()
    if (nodeWasFailing && !failing) engine?.retryFailed()
    nodeWasFailing = failing
    const blockNumber = blocks.current()
    if (blockNumber === undefined) return
    engine?.setBlockNumber(blockNumber)
    logs?.setBlockNumber(blockNumber)
  }
  return {
    chainId,
    multicallAddress,
    blocks,
    engine,
    logs: () => logs,
    loadLogs,
    retain: () => blocks.subscribe(() => forward()),
  }
}

type Registry = (chainId: number | undefined) => ChainRuntime | undefined

const ChainDataContext = createContext<Registry | null>(null)

/** Provides per-chain reads to the chain-data hooks; mount once, inside the wagmi provider. */
export function ChainDataProvider({ children, ...options }: ChainDataOptions & { children: ReactNode }) {
  const runtimes = useRef(new Map<number, ChainRuntime>())
  const optionsRef = useRef(options)
  optionsRef.current = options
  const registry = useRef<Registry>((chainId) => {
    if (chainId === undefined) return undefined
    const existing = runtimes.current.get(chainId)
    if (existing) return existing
    const client = optionsRef.current.clientOf(chainId)
    if (!client) return undefined
    const runtime = createRuntime(chainId, client, optionsRef.current)
    runtimes.current.set(chainId, runtime)
    return runtime
  })
  return <ChainDataContext.Provider value={registry.current}>{children}</ChainDataContext.Provider>
}

export function useChainRuntime(chainId: number | undefined): ChainRuntime | undefined {
  const registry = useContext(ChainDataContext)
  if (registry === null) throw new Error('Chain data hooks need a ChainDataProvider')
  return registry(chainId)
}
