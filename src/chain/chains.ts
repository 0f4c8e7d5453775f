import { type ChainInfo, localChainInfo, PUBLIC_CHAIN_IDS, PUBLIC_CHAIN_INFO } from './chainInfo.ts'
import { defaultChainIdOf } from './defaultChain.ts'
import { LOCAL_CHAIN_ID, type LocalChainConfig } from './localChain.ts'
import { type RpcEndpoint, type RpcSettings, resolveRpcEndpoint } from './rpcEndpoints.ts'
import { subgraphUrlFromSettings } from './subgraphUrls.ts'

export { ChainId, type ChainInfo } from './chainInfo.ts'
export { type ExplorerDataType, explorerLink } from './explorer.ts'
export type { RpcEndpoint } from './rpcEndpoints.ts'

// The mode check lets the bundler drop every local-chain branch from production builds.
export const localChainConfig: LocalChainConfig | null =
  import.meta.env.MODE !== 'production' && typeof __LOCAL_CHAIN__ !== 'undefined' ? __LOCAL_CHAIN__ : null

const localInfo: ChainInfo | null = localChainConfig ? localChainInfo(localChainConfig) : null

/** Every chain this build supports, by chain id: the nine public chains, plus Localhost outside production. */
export const CHAIN_INFO: Readonly<Record<number, ChainInfo>> = localInfo
  ? { ...PUBLIC_CHAIN_INFO, [LOCAL_CHAIN_ID]: localInfo }
  : PUBLIC_CHAIN_INFO

export const SUPPORTED_CHAIN_IDS: readonly number[] = localInfo
  ? [...PUBLIC_CHAIN_IDS, LOCAL_CHAIN_ID]
  : [...PUBLIC_CHAIN_IDS]

/** The chain read before a wallet is connected (src/chain/defaultChain.ts). */
export const DEFAULT_CHAIN_ID: number = defaultChainIdOf(
  import.meta.env.VITE_DEFAULT_CHAIN_ID,
  SUPPORTED_CHAIN_IDS,
  localInfo ? LOCAL_CHAIN_ID : null,
)

export function chainInfoOf(chainId: number | undefined): ChainInfo | undefined {
  return chainId === undefined ? undefined : CHAIN_INFO[chainId]
}

const settings: RpcSettings = import.meta.env

const endpoints: Readonly<Record<number, RpcEndpoint>> = Object.fromEntries(
  SUPPORTED_CHAIN_IDS.map((chainId): [number, RpcEndpoint] => [
    chainId,
    chainId === LOCAL_CHAIN_ID && localChainConfig
      ? { available: true, url: localChainConfig.rpcUrl, source: 'local' }
      : resolveRpcEndpoint(chainId, settings, PUBLIC_CHAIN_INFO[chainId]?.publicRpcUrl ?? null),
  ]),
)

/** The chain's JSON-RPC endpoint, or why it has none (an unsupported chain id has none either). */
export function rpcEndpointOf(chainId: number): RpcEndpoint {
  return endpoints[chainId] ?? { available: false, reason: `Chain ${chainId} is not supported.` }
}

export function isSupportedChainId(chainId: number | undefined): boolean {
  return chainId !== undefined && chainId in CHAIN_INFO
}

/** Optimism chains use gas estimates without a margin. */
export function isOptimismChain(chainId: number): boolean {
  return CHAIN_INFO[chainId]?.isOptimism === true
}

/**
 * The chain's subgraph: the build's `VITE_SUBGRAPH_URL_<chainId>` (none by default: subgraphUrls.ts), or the local
 * chain's where a development or test build configures one.
 */
export function subgraphUrlOf(chainId: number): string | null {
  return subgraphUrls[chainId] ?? null
}

// Read from the settings once: the chart hooks ask on every render.
const subgraphUrls: Readonly<Record<number, string | null>> = Object.fromEntries(
  SUPPORTED_CHAIN_IDS.map((chainId): [number, string | null] => [
    chainId,
    chainId === LOCAL_CHAIN_ID
      ? (localChainConfig?.subgraphUrl ?? null)
      : subgraphUrlFromSettings(chainId, settings),
  ]),
)

/** The airdrop's chunked claim files on mainnet (facts §7). */
export const MAINNET_CLAIM_DATA_URL =
  'https://raw.githubusercontent.com/Uniswap/mrkl-drop-data-chunks/final/chunks/'

/**
 * Where a chain's airdrop claim files are (mapping.json and the chunks), ending in '/'; null where there are no
 * claims (spec 2 §4: chain 1 only; the local chain counts as mainnet in development and test builds, which serve
 * its files beside the app — a relative URL, resolved against the page).
 */
export function claimDataUrlOf(chainId: number): string | null {
  if (chainId === 1) return MAINNET_CLAIM_DATA_URL
  if (chainId !== LOCAL_CHAIN_ID || !localChainConfig) return null
  const dir: unknown = import.meta.env.VITE_DEVCHAIN_AIRDROP_DIR
  return typeof dir === 'string' && dir !== '' ? dir : null
}
