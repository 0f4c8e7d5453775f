import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { Modal } from '../../../ui/index.ts'
import { useTokenMetadata } from '../hooks/useTokenMetadata.ts'
import {
  useActiveListsSettled,
  useActiveTokens,
  useUnsupportedTokens,
  useUserTokens,
} from '../hooks/useTokens.ts'
import { type Currency, nativeCurrency, type TokenCurrency } from '../model/currency.ts'
import { listedSymbols } from '../model/listedSymbols.ts'
import { userTokens } from '../store/userTokens.ts'
import { ImportTokenWarning } from './ImportTokenWarning.tsx'
import type { UnsupportedAsset } from './UnsupportedAssetFooterView.tsx'

/** After this long the lists count as in even if one is still loading: the warning must not wait forever. */
const LISTS_WAIT_MS = 3_000

export type TokenGuardsProps = {
  chainId: number
  /** Addresses from the URL not resolved yet. */
  addresses: readonly string[]
  onResolved: (tokens: TokenCurrency[]) => void
  /** The form's selected currencies. */
  selected: readonly (Currency | null)[]
  onUnsupported: (assets: UnsupportedAsset[]) => void
  /** The user declined an unknown token: the screen clears its tokens. */
  onCancel: () => void
}

function OnChainLookup(props: {
  chainId: number
  address: string
  onFound: (token: TokenCurrency | null) => void
}) {
  const { chainId, address, onFound } = props
  const lookup = useTokenMetadata(chainId, address)
  const found = lookup.status === 'found' ? lookup.token : null
  const settled = lookup.status === 'found' || lookup.status === 'not-found'
  // The lookup is a new object each render: report only when its outcome changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onFound is a fresh closure each render.
  useEffect(() => {
    if (settled) onFound(found)
  }, [settled, found])
  return null
}

/**
 * A form's token checks, loaded only when a token is involved (they read the lists): URL addresses looked up
 * on the active lists and the user's tokens, then on chain behind the unknown-token warning; and the
 * unsupported tokens among the selected ones. Swap and the liquidity forms take tokens from their URLs.
 */
export function TokenGuardsView(props: TokenGuardsProps) {
  const { chainId, addresses, onResolved, selected, onUnsupported, onCancel } = props
  const { t } = useLingui()
  const active = useActiveTokens(chainId)
  const imported = useUserTokens(chainId)
  const settled = useActiveListsSettled()
  const [waited, setWaited] = useState(false)
  const [onChain, setOnChain] = useState<Readonly<Record<string, TokenCurrency | null>>>({})
  const unsupported = useUnsupportedTokens(chainId)

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), LISTS_WAIT_MS)
    return () => clearTimeout(timer)
  }, [])

  const known = useMemo(() => {
    const wanted = new Set(addresses.map((a) => a.toLowerCase()))
    return [...imported, ...active].filter((token) => wanted.has(token.address.toLowerCase()))
  }, [addresses, active, imported])
  useEffect(() => {
    if (known.length > 0) onResolved(known)
  }, [known, onResolved])

  const listed = useMemo(() => listedSymbols(active, nativeCurrency(chainId).symbol), [active, chainId])

  const knownSet = new Set(known.map((t) => t.address.toLowerCase()))
  const unknown = settled || waited ? addresses.filter((a) => !knownSet.has(a.toLowerCase())) : []
  const found = unknown.flatMap((a) => {
    const token = onChain[a.toLowerCase()]
    return token ? [token] : []
  })
  const lookupsDone = unknown.every((a) => a.toLowerCase() in onChain)

  const assetsKey = selected.map((c) => (c?.kind === 'token' ? c.address.toLowerCase() : '')).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the selected tokens.
  useEffect(() => {
    const assets = selected.flatMap((c): UnsupportedAsset[] => {
      if (c?.kind !== 'token') return []
      const entry = unsupported.get(c.address.toLowerCase())
      return entry ? [{ symbol: c.symbol, address: c.address }] : []
    })
    onUnsupported(assets)
  }, [assetsKey, unsupported, onUnsupported])

  return (
    <>
      {unknown.map((address) => (
        <OnChainLookup
          key={address}
          chainId={chainId}
          address={address}
          onFound={(token) =>
            setOnChain((m) => {
              const key = address.toLowerCase()
              return key in m && m[key] === token ? m : { ...m, [key]: token }
            })
          }
        />
      ))}
      {lookupsDone && found.length > 0 ? (
        // Titled as the selector's import step: the tokens are not imported until the user says so.
        <Modal
          title={<Plural value={found.length} one="Import a token" other="Import # tokens" />}
          closeLabel={t`Close`}
          onClose={onCancel}
        >
          <ImportTokenWarning
            tokens={found}
            chainId={chainId}
            listedSymbols={listed}
            onImport={() => {
              for (const token of found) userTokens.add(token)
              onResolved(found)
            }}
            onCancel={onCancel}
          />
        </Modal>
      ) : null}
    </>
  )
}
