import type { Address } from 'viem'
import type { Connector } from 'wagmi'
import { create } from 'zustand'
import { DEFAULT_CHAIN_ID } from '../../chain/chains.ts'

export type ConnectionStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected'

/**
 * The wallet connection as the app reads it. The first render needs only this, not wagmi: wagmi, its config and
 * viem's clients load after the first paint (see runtime.ts), and their connection state is copied here as it
 * changes. Until then nothing is connected and the app reads the default chain.
 */
export type ConnectionState = {
  status: ConnectionStatus
  address: Address | undefined
  /** The wallet's chain while connected (it may be one the app does not support). */
  chainId: number | undefined
  connector: Connector | undefined
  /** wagmi's current chain: the wallet's while it is on a configured chain, else the last one (the default at first). */
  configChainId: number
}

const DISCONNECTED: ConnectionState = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  connector: undefined,
  // wagmi's first chain (src/chain/viemChains.ts puts the default one first).
  configChainId: DEFAULT_CHAIN_ID,
}

export const connectionStore = create<ConnectionState>()(() => DISCONNECTED)

/** Test setup: back to nothing connected on the default chain. */
export function resetConnection(): void {
  connectionStore.setState(DISCONNECTED, true)
}

/** The wallet's connection: status, account, chain and connector. */
export function useConnection(): ConnectionState {
  return connectionStore()
}

/** The wallet's address in any status (connecting included), undefined without one. */
export function useConnectionAddress(): Address | undefined {
  return connectionStore((s) => s.address)
}

/** The chain the app's screens work on: the wallet's on a configured chain, else the last (or default) one. */
export function useChainId(): number {
  return connectionStore((s) => s.configChainId)
}

/**
 * The connected account, undefined otherwise (connecting included): a component that needs only this does not
 * render again while a connection is being tried.
 */
export function useConnectedAccount(): Address | undefined {
  return connectionStore((s) => (s.status === 'connected' ? s.address : undefined))
}

/** The wallet's own chain (which the app may not support), undefined without a wallet. */
export function useWalletChainId(): number | undefined {
  return connectionStore((s) => s.chainId)
}
