import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useModalStore } from '../../../ui/index.ts'
import { useClaimData } from '../hooks/useClaimData.ts'
import { showsClaimUni } from '../model/claimAvailability.ts'
import { ADDRESS_CLAIM_MODAL } from '../model/claimModals.ts'

export type ClaimMenuButtonProps = { className?: string; chainId: number; account: Address }

/** Opens the address-claim dialog in place of the menu. */
export function ClaimMenuButton({ className, chainId, account }: ClaimMenuButtonProps) {
  const setOpenModal = useModalStore((s) => s.setOpenModal)
  const own = useClaimData(chainId, account)
  if (!showsClaimUni(chainId, account, own.kind === 'available')) return null
  return (
    <button type="button" className={className} onClick={() => setOpenModal(ADDRESS_CLAIM_MODAL)}>
      <Trans>Claim UNI</Trans>
    </button>
  )
}
