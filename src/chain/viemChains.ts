// The chains as viem and wagmi describe them: only the wallet runtime needs them (loaded after the first paint),
// so building them is not part of the first load's start.
import { type Chain, defineChain } from 'viem'
import { CHAIN_INFO, type ChainInfo, DEFAULT_CHAIN_ID, rpcEndpointOf, SUPPORTED_CHAIN_IDS } from './chains.ts'

function toViemChain(info: ChainInfo): Chain {
  const endpoint = rpcEndpointOf(info.chainId)
  return defineChain({
    id: info.chainId,
    name: info.label,
    nativeCurrency: info.nativeCurrency,
    rpcUrls: { default: { http: endpoint.available ? [endpoint.url] : [] } },
    blockExplorers: info.explorer
      ? { default: { name: new URL(info.explorer).host, url: info.explorer.replace(/\/$/, '') } }
      : undefined,
    testnet: info.chainId !== 1 && info.chainId !== 42161 && info.chainId !== 10,
  })
}

const viemChains: readonly Chain[] = SUPPORTED_CHAIN_IDS.flatMap((chainId) => {
  const info = CHAIN_INFO[chainId]
  return info ? [toViemChain(info)] : []
})

// The default chain first: wagmi reads the first chain of its list until a wallet is connected.
const [firstChain, ...otherChains] = [
  ...viemChains.filter((chain) => chain.id === DEFAULT_CHAIN_ID),
  ...viemChains.filter((chain) => chain.id !== DEFAULT_CHAIN_ID),
]
if (firstChain === undefined) throw new Error('The chain table is empty')
export const supportedChains: readonly [Chain, ...Chain[]] = [firstChain, ...otherChains]
