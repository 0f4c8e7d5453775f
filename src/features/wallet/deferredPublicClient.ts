import { getBlockNumber } from 'viem/actions'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import type { ReadClient } from '../../chain/multicall.ts'

/**
 * The chain's public client, whose actions (viem's public actions, with ccip and secp256k1 …) are not in the
 * first load: its properties (chain, transport, request …) are wagmi's client's, `getBlockNumber` (polled from
 * the first render on) is there at once, and any other action loads the public actions on its first call and
 * runs when they arrive. Undefined when the chain is not configured.
 */
export function deferredPublicClient(config: Config, chainId: number): ReadClient | undefined {
  const base = getClient(config, { chainId })
  if (!base) return undefined
  const eager: Record<string, unknown> = {
    getBlockNumber: (args?: Parameters<typeof getBlockNumber>[1]) => getBlockNumber(base, args),
  }
  let loaded: ReadClient | undefined
  let loading: Promise<ReadClient> | undefined
  const load = (): Promise<ReadClient> => {
    loading ??= import('./api/publicClient.ts').then(({ publicClientOf }) => {
      const client = publicClientOf(config, chainId)
      if (!client) throw new Error(`No client for chain ${chainId}`)
      loaded = client
      return client
    })
    return loading
  }
  // Every public action returns a promise, so one that has not loaded yet is stood in for by a function that
  // waits for it. (`then` stays undefined: the client is not itself a promise.)
  return new Proxy(eager, {
    get(_target, key) {
      if (loaded) return Reflect.get(loaded, key)
      if (typeof key === 'string' && key in eager) return eager[key]
      if (key in base) return Reflect.get(base, key)
      if (typeof key !== 'string' || key === 'then') return undefined
      return async (...args: unknown[]) => {
        const client = (await load()) as unknown as Record<string, (...params: unknown[]) => unknown>
        const action = client[key]
        if (typeof action !== 'function') throw new TypeError(`The public client has no action ${key}`)
        return action(...args)
      }
    },
  }) as unknown as ReadClient
}
