import { type CustomTransport, custom, type Transport } from 'viem'
import { batchedHttp } from './batchedHttp.ts'
import { rpcEndpointOf } from './chains.ts'
import { ChainUnavailableError } from './errors.ts'
import { walletReadProviderOn } from './walletReads.ts'

/** A transport whose every request fails with `reason` (so the chain shows as unavailable instead of crashing). */
function unavailableTransport(reason: string): CustomTransport {
  const request = (): Promise<never> => Promise.reject(new ChainUnavailableError(reason))
  return custom({ request }, { key: 'unavailable', name: 'Unavailable chain', retryCount: 0 })
}

/**
 * The app's transport to a chain. An endpoint of the build's own (a `VITE_RPC_URL_<chainId>`, Infura, the local
 * chain) takes every request, batched. Otherwise each request goes, at the moment it is made, through the
 * connected wallet's provider while the wallet is on that chain (walletReads.ts), else to the chain's well-known
 * public endpoint, else fails as unavailable.
 */
export function chainTransport(chainId: number): Transport {
  const endpoint = rpcEndpointOf(chainId)
  if (endpoint.available && endpoint.source !== 'public') return batchedHttp({ url: endpoint.url, chainId })
  const withoutWallet = endpoint.available
    ? batchedHttp({ url: endpoint.url, chainId })
    : unavailableTransport(endpoint.reason)
  const throughWallet = custom(
    {
      request: (args: { method: string; params?: readonly unknown[] | object }) => {
        const provider = walletReadProviderOn(chainId)
        if (!provider)
          return Promise.reject(new ChainUnavailableError(`No wallet is connected on chain ${chainId}`))
        return provider.request(args)
      },
    },
    { key: 'wallet', name: "The wallet's node connection" },
  )
  return (parameters) => {
    const fallback = withoutWallet(parameters)
    const wallet = throughWallet(parameters)
    return {
      ...fallback,
      config: { ...fallback.config, key: 'walletOrEndpoint', name: 'Wallet, else endpoint' },
      request: (args, options) =>
        walletReadProviderOn(chainId) !== null
          ? wallet.request(args, options)
          : fallback.request(args, options),
    }
  }
}
