import { type Chain, defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import { LOCAL_CHAIN_ID, type LocalChainConfig } from './localChain.ts'

// The mode check lets the bundler drop every local-chain branch from production builds.
export const localChainConfig: LocalChainConfig | null =
  import.meta.env.MODE !== 'production' && typeof __LOCAL_CHAIN__ !== 'undefined' ? __LOCAL_CHAIN__ : null

export const localhost: Chain | null = localChainConfig
  ? defineChain({
      id: LOCAL_CHAIN_ID,
      name: 'Localhost',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [localChainConfig.rpcUrl] } },
      testnet: true,
    })
  : null

export const supportedChains: readonly [Chain, ...Chain[]] = localhost ? [mainnet, localhost] : [mainnet]

export function isSupportedChainId(chainId: number | undefined): boolean {
  return chainId !== undefined && supportedChains.some((chain) => chain.id === chainId)
}

// Keys and private endpoints come from the environment; without one a chain uses its public endpoint.
const configuredRpcUrls: Readonly<Record<number, string | undefined>> = {
  [mainnet.id]: import.meta.env.VITE_MAINNET_RPC_URL,
}

/** The chain's JSON-RPC URL: the configured one when set, else the chain's default endpoint. */
export function rpcUrlOf(chain: Chain): string | undefined {
  const configured = configuredRpcUrls[chain.id]
  if (configured !== undefined && configured !== '') return configured
  return chain.rpcUrls.default.http[0]
}
