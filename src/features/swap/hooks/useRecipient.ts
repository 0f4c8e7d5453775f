import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useDebounced } from '../../../ui/index.ts'
import { useReadClient, useRuntimeQuery } from '../../wallet/index.ts'
import { parseRecipient } from '../model/recipient.ts'

/** Typing pauses this long before a name is looked up (spec 1 §5 "Recipient"). */
export const ENS_DEBOUNCE_MS = 200

export type RecipientResolution = {
  /** The address swapped tokens go to; null while empty, loading, invalid or unresolved. */
  address: Address | null
  loading: boolean
  /** Something was typed, nothing is loading, and it is no address. */
  error: boolean
}

/** The typed recipient as an address: directly, or through the chain's ENS registry after a pause. */
export function useRecipient(raw: string, chainId: number | undefined): RecipientResolution {
  const parsed = parseRecipient(raw)
  const name = parsed.kind === 'ens' ? parsed.name : null
  const settledName = useDebounced(name, ENS_DEBOUNCE_MS)
  const client = useReadClient(chainId)
  const registry = chainInfoOf(chainId)?.contracts.ensRegistrar
  const enabled = client !== undefined && registry !== undefined && settledName !== null
  const query = useRuntimeQuery({
    queryKey: ['ensAddress', chainId, registry, settledName],
    queryFn: async () => {
      if (!client || !registry || settledName === null) throw new Error('missing dependencies')
      // The ENS reads (and their content-hash codecs) are not in the first load: only a typed name needs them.
      const { getEnsAddress } = await import('../../../chain/ens.ts')
      return getEnsAddress(client, registry, settledName)
    },
    enabled,
    // A name found is kept a minute; one not found (or a failed read) is asked again whenever it is typed again:
    // it may have been registered, or the node may be back, since.
    staleTime: (q) => (q.state.data ? 60_000 : 0),
    retry: false,
  })

  switch (parsed.kind) {
    case 'empty':
      return { address: null, loading: false, error: false }
    case 'invalid':
      return { address: null, loading: false, error: true }
    case 'address':
      return { address: parsed.address, loading: false, error: false }
    case 'ens': {
      // An earlier 'not found' for this name is being checked again: not an error until the chain answers.
      const rechecking = query.isFetching && !query.data
      const loading = settledName !== parsed.name || (enabled && (query.isPending || rechecking))
      const address = loading ? null : (query.data ?? null)
      return { address, loading, error: !loading && address === null }
    }
  }
}
