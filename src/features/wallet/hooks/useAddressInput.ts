import { type Address, getAddress, isAddress } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useDebounced } from '../../../ui/index.ts'
import { useReadClient } from './useReadClient.ts'
import { useRuntimeQuery } from './useRuntimeQuery.ts'

/** Typing pauses this long before a name is looked up (spec 1 §9: ENS lookup debounce). */
const ENS_DEBOUNCE_MS = 200

export type AddressInput = {
  /** The typed address, or what the typed name resolves to; null otherwise. */
  address: Address | null
  /** A name is being resolved. */
  resolving: boolean
}

const looksLikeName = (text: string) => /^[^\s/]+\.[^\s/]+$/.test(text)

/**
 * An address field's text as an address (the claim dialog's, the delegate dialog's): an address typed as one, or
 * an ENS name resolved on the chain once typing pauses; null for anything else.
 */
export function useAddressInput(raw: string, chainId: number | null): AddressInput {
  const text = raw.trim()
  const direct = isAddress(text, { strict: false }) ? getAddress(text) : null
  const name = direct === null && looksLikeName(text) ? text.toLowerCase() : null
  const settled = useDebounced(name, ENS_DEBOUNCE_MS)
  const client = useReadClient(chainId ?? undefined)
  const registry = chainId === null ? undefined : chainInfoOf(chainId)?.contracts.ensRegistrar
  const query = useRuntimeQuery({
    queryKey: ['ensAddressInput', chainId, registry, settled],
    queryFn: async () => {
      if (!client || !registry || settled === null) return null
      // The ENS reads load only when a name is typed.
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
