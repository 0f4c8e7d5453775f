import { chainInfoOf } from '../../../chain/chains.ts'
import { useReadClient } from '../../wallet/index.ts'
import type { EnsSource } from '../api/listFetcher.ts'

/** Lists named by ENS resolve on the chain's registry, or mainnet's when the chain has none. */
export function useEnsSource(chainId: number | undefined): EnsSource {
  const ownRegistry = chainInfoOf(chainId)?.contracts.ensRegistrar
  const ensChainId = ownRegistry ? chainId : 1
  const client = useReadClient(ensChainId)
  const registry = chainInfoOf(ensChainId)?.contracts.ensRegistrar
  return client && registry ? { client, registry } : null
}
