import { useQuery } from '@tanstack/react-query'
import { type Address, getAddress, isAddress } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useDebounced } from '../../../ui/index.ts'
import { useReadClient } from '../../wallet/index.ts'

/** Typing pauses this long before a name is looked up (spec 1 §9: ENS lookup debounce). */
const ENS_DEBOUNCE_MS = 200

const looksLikeName = (text: string) => /^[^\s/]+\.[^\s/]+$/.test(text)

/** The delegate input as an address: typed as one, or an ENS name resolved on the chain; null otherwise. */
export function useDelegateAddress(
  raw: string,
  chainId: number,
): { address: Address | null; resolving: boolean } {
  const text = raw.trim()
  const direct = isAddress(text, { strict: false }) ? getAddress(text) : null
  const name = direct === null && looksLikeName(text) ? text.toLowerCase() : null
  const settled = useDebounced(name, ENS_DEBOUNCE_MS)
  const client = useReadClient(chainId)
  const registry = chainInfoOf(chainId)?.contracts.ensRegistrar
  const query = useQuery({
    queryKey: ['delegateEnsAddress', chainId, registry, settled],
    queryFn: async () => {
      if (!client || !registry || settled === null) return null
      const { getEnsAddress } = await import('../../../chain/ens.ts')
      return getEnsAddress(client, registry, settled)
    },
    enabled: client !== undefined && registry !== undefined && settled !== null,
    retry: false,
  })
  if (direct) return { address: direct, resolving: false }
  if (name === null) return { address: null, resolving: false }
  const resolving = settled !== name || query.isFetching
  return { address: resolving ? null : (query.data ?? null), resolving }
}
