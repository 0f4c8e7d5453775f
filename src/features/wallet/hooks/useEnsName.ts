import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { chainInfoOf } from '../../../chain/chains.ts'
import { getEnsName } from '../../../chain/ens.ts'

/** The account's verified primary ENS name on its chain, or null (also while loading or when it fails). */
export function useEnsName(account: Address | undefined, chainId: number | undefined): string | null {
  const client = usePublicClient({ chainId })
  const registry = chainInfoOf(chainId)?.contracts.ensRegistrar
  const { data } = useQuery({
    queryKey: ['ensName', chainId, registry, account],
    queryFn: () => {
      if (!client || !registry || !account) throw new Error('missing dependencies')
      return getEnsName(client, registry, account)
    },
    enabled: client !== undefined && registry !== undefined && account !== undefined,
    staleTime: 60_000,
    retry: false,
  })
  return data ?? null
}
