// The menu's Claim UNI (spec 1 §2): only for a connected account with an available claim, on a chain not
// excluded. The menu is in the first load: the lookup and the item's text load with the feature, when the menu
// opens for such an account.
import { Suspense } from 'react'
import { claimDataUrlOf } from '../../../chain/chains.ts'
import { lazyScreen } from '../../../ui/index.ts'
import { useChainStatus } from '../../chain-data/index.ts'
import { useConnectionAddress } from '../../wallet/index.ts'
import { loadClaimCatalog } from '../catalog.ts'

export type ClaimMenuItemProps = { className?: string }

const ClaimMenuButton = lazyScreen(() => import('./ClaimMenuButton.tsx'), 'ClaimMenuButton', loadClaimCatalog)

export function ClaimMenuItem({ className }: ClaimMenuItemProps) {
  const address = useConnectionAddress()
  const chainId = useChainStatus((s) => s.chainId)
  // Only chains with claim files (the excluded layer-2 chains have none); the button checks the rest.
  if (address === undefined || chainId === null || claimDataUrlOf(chainId) === null) return null
  return (
    <Suspense fallback={null}>
      <ClaimMenuButton className={className} chainId={chainId} account={address} />
    </Suspense>
  )
}
