// The claim feature's slot in the header. It is in the first load, so it only decides whether the feature is
// wanted — an account on a chain with claim files, or a claim dialog opened (/claim, the menu) — and loads the
// rest, with the feature's catalogue, then.
import { Suspense } from 'react'
import { claimDataUrlOf } from '../../../chain/chains.ts'
import { lazyScreen, useModalStore } from '../../../ui/index.ts'
import { useChainStatus } from '../../chain-data/index.ts'
import { useConnectionAddress } from '../../wallet/index.ts'
import { loadClaimCatalog } from '../catalog.ts'
import { CLAIM_MODALS } from '../model/claimModals.ts'

const ClaimShell = lazyScreen(() => import('./ClaimShell.tsx'), 'ClaimShell', loadClaimCatalog)

export function ClaimHeader() {
  const address = useConnectionAddress()
  const chainId = useChainStatus((s) => s.chainId)
  const dialogOpen = useModalStore((s) => s.openModal !== null && CLAIM_MODALS.includes(s.openModal))
  const wanted = dialogOpen || (address !== undefined && chainId !== null && claimDataUrlOf(chainId) !== null)
  return wanted ? (
    <Suspense fallback={null}>
      <ClaimShell />
    </Suspense>
  ) : null
}
