// The menu's Claim UNI (spec 1 §2): only for a connected account with an available claim, on a chain not
// excluded. The menu is in the first load: the lookup and the item's text load with the feature, when the menu
// opens for such an account.
import { lazy, Suspense } from 'react'
import { useConnection } from 'wagmi'
import { claimDataUrlOf } from '../../../chain/chains.ts'
import { useChainStatus } from '../../chain-data/index.ts'
import { loadClaimCatalog } from '../catalog.ts'
import { CLAIM_EXCLUDED_CHAIN_IDS } from '../model/claimAvailability.ts'

export type ClaimMenuItemProps = { className?: string }

const ClaimMenuButton = lazy(() =>
  Promise.all([import('./ClaimMenuButton.tsx'), loadClaimCatalog()]).then(([m]) => ({
    default: m.ClaimMenuButton,
  })),
)

export function ClaimMenuItem({ className }: ClaimMenuItemProps) {
  const { address } = useConnection()
  const chainId = useChainStatus((s) => s.chainId)
  if (address === undefined || chainId === null || CLAIM_EXCLUDED_CHAIN_IDS.includes(chainId)) return null
  if (claimDataUrlOf(chainId) === null) return null
  return (
    <Suspense fallback={null}>
      <ClaimMenuButton className={className} chainId={chainId} account={address} />
    </Suspense>
  )
}
