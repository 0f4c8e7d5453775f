import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { readClientOf } from '../lazyReadClient.ts'
import { useRuntimeQuery } from './useRuntimeQuery.ts'

const ENS_RETRY_MS = 5_000

/** The account's verified primary ENS name on its chain, or null (also while loading or when it fails). */
export function useEnsName(account: Address | undefined, chainId: number | undefined): string | null {
  const client = readClientOf(chainId)
  const registry = chainInfoOf(chainId)?.contracts.ensRegistrar
  const { data } = useRuntimeQuery({
    queryKey: ['ensName', chainId, registry, account],
    queryFn: async () => {
      if (!client || !registry || !account) throw new Error('missing dependencies')
      // The ENS reads (and their content-hash codecs) are not in the first load.
      const { getEnsName } = await import('../../../chain/ens.ts')
      return getEnsName(client, registry, account)
    },
    enabled: client !== undefined && registry !== undefined && account !== undefined,
    staleTime: 60_000,
    retry: false,
    // A lookup that failed (the node was down) is tried again; a name that does not exist is no failure.
    refetchInterval: (query) => (query.state.status === 'error' ? ENS_RETRY_MS : false),
  })
  return data ?? null
}
