import { getBlockNumber } from 'viem/actions'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import type { ReadClient } from '../../../chain/multicall.ts'
import { type Action, standInAction } from '../standInAction.ts'

// Public-client members that are neither properties of wagmi's client nor actions returning a promise.
const NOT_STOOD_IN = new Set(['token', 'iterateLogs'])

/**
 * The chain's public client, without viem's public actions (every read, with ccip and secp256k1 …) in the first
 * load. wagmi's client's properties (chain, transport, request …) and `getBlockNumber` (polled from the first
 * render on) are there at once, `call` and `readContract` load only themselves; any other action is a function that loads the public actions and runs the real
 * one when they arrive (a `watch…` one starts then, and its unwatch works at once). `token` and `iterateLogs`
 * can only be used once the public actions are loaded. Undefined when the chain is not configured.
 */
export function deferredPublicClient(config: Config, chainId: number): ReadClient | undefined {
  const base = getClient(config, { chainId })
  if (!base) return undefined
  const eager: Record<string, unknown> = {
    getBlockNumber: (args?: Parameters<typeof getBlockNumber>[1]) => getBlockNumber(base, args),
  }
  let loaded: ReadClient | undefined
  // The reads a screen may wait on before it is usable: each loads only itself (viem's `call`, without the
  // other public actions' ccip, secp256k1 and typed-data code) until the whole set is there.
  const readAction =
    (name: 'call' | 'readContract'): Action =>
    async (...args) => {
      if (loaded) return (Reflect.get(loaded, name) as Action)(...args)
      const actions = await import('../api/readActions.ts')
      const action = actions[name] as (client: unknown, ...rest: unknown[]) => unknown
      return action(base, ...args)
    }
  eager.call = readAction('call')
  eager.readContract = readAction('readContract')
  let loading: Promise<ReadClient> | undefined
  const load = (): Promise<ReadClient> => {
    loading ??= import('../api/publicClient.ts').then(({ publicClientOf }) => {
      const client = publicClientOf(config, chainId)
      if (!client) throw new Error(`No client for chain ${chainId}`)
      loaded = client
      return client
    })
    return loading
  }
  const actionOf = async (name: string): Promise<Action> => {
    const action: unknown = Reflect.get(await load(), name)
    if (typeof action !== 'function') throw new TypeError(`The public client has no action ${name}`)
    return action as Action
  }
  // `then` stays undefined: the client is not itself a promise.
  return new Proxy(eager, {
    get(_target, key) {
      if (loaded) return Reflect.get(loaded, key)
      if (typeof key === 'string' && key in eager) return eager[key]
      if (key in base) return Reflect.get(base, key)
      if (typeof key !== 'string' || key === 'then') return undefined
      if (NOT_STOOD_IN.has(key))
        throw new TypeError(`The public client's ${key} is only there once its actions have loaded`)
      return standInAction(key, actionOf)
    },
  }) as unknown as ReadClient
}
