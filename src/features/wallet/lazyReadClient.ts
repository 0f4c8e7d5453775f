import { CHAIN_INFO } from '../../chain/chains.ts'
import type { ReadClient } from '../../chain/multicall.ts'
import { loadWalletRuntime, walletRuntime } from './runtime.ts'
import { type Action, standInAction } from './standInAction.ts'

const clients = new Map<number, ReadClient>()

/**
 * The chain's read client, at once: an action called before the wallet runtime has loaded loads it and then runs
 * (a `watch…` one starts then, and its unwatch works at once); once loaded, everything is the runtime's client
 * (see runtime/deferredPublicClient.ts). Properties that are no actions (chain, transport …) are there only once
 * it has loaded. Undefined for a chain this build does not configure.
 */
export function readClientOf(chainId: number | undefined): ReadClient | undefined {
  if (chainId === undefined || !(chainId in CHAIN_INFO)) return undefined
  const existing = clients.get(chainId)
  if (existing) return existing
  const clientNow = () => walletRuntime()?.readClientOf(chainId)
  const clientLater = async (): Promise<ReadClient> => {
    const client = (await loadWalletRuntime()).readClientOf(chainId)
    if (!client) throw new Error(`No client for chain ${chainId}`)
    return client
  }
  const actionLater = async (name: string): Promise<Action> => {
    const client = await clientLater()
    const action: unknown = Reflect.get(client, name)
    if (typeof action !== 'function') throw new TypeError(`The public client has no action ${name}`)
    return (...args) => (action as Action).apply(client, args)
  }
  const client = new Proxy({} as ReadClient, {
    get(_target, key) {
      const loaded = clientNow()
      if (loaded) return Reflect.get(loaded, key)
      // `then` stays undefined: the client is not itself a promise.
      if (typeof key !== 'string' || key === 'then') return undefined
      return standInAction(key, actionLater)
    },
  })
  clients.set(chainId, client)
  return client
}
