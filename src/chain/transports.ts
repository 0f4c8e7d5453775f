import { type CustomTransport, custom } from 'viem'
import { batchedHttp } from './batchedHttp.ts'
import { rpcEndpointOf } from './chains.ts'
import { ChainUnavailableError } from './errors.ts'

/**
 * The app's transport to a chain: batched JSON-RPC to its endpoint, or, when the build has none, a transport
 * whose every request fails with the reason (so the chain shows as unavailable instead of crashing).
 */
export function chainTransport(chainId: number): CustomTransport {
  const endpoint = rpcEndpointOf(chainId)
  if (endpoint.available) return batchedHttp({ url: endpoint.url, chainId })
  const request = (): Promise<never> => Promise.reject(new ChainUnavailableError(endpoint.reason))
  return custom({ request }, { key: 'unavailable', name: 'Unavailable chain', retryCount: 0 })
}
