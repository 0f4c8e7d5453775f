import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useModal, useModalStore } from '../../../ui/index.ts'
import { useChainStatus, useTokenBalances } from '../../chain-data/index.ts'
import { useConnection } from '../../wallet/index.ts'
import { ClaimHeaderButton } from '../components/ClaimHeaderButton.tsx'
import { useClaimData } from '../hooks/useClaimData.ts'
import { ADDRESS_CLAIM_MODAL, SELF_CLAIM_MODAL, UNI_BALANCE_MODAL } from '../model/claimModals.ts'
import { formatUni } from '../model/formatUni.ts'
import { AddressClaimModal } from './AddressClaimModal.tsx'
import { SelfClaimModal } from './SelfClaimModal.tsx'
import { UniBalanceModal } from './UniBalanceModal.tsx'

/**
 * The claim feature in the header (loaded with its catalogue once an account is on a chain with claims, or a
 * claim dialog is opened): the UNI pill and whichever claim dialog is open.
 */
export function ClaimShell() {
  const { address } = useConnection()
  const chainId = useChainStatus((s) => s.chainId)
  const openModal = useModalStore((s) => s.openModal)
  const selfClaim = useModal(SELF_CLAIM_MODAL)
  const balanceModal = useModal(UNI_BALANCE_MODAL)
  const addressClaim = useModal(ADDRESS_CLAIM_MODAL)
  const own = useClaimData(chainId, address ?? null)
  const uni = chainId === null ? undefined : chainInfoOf(chainId)?.contracts.uni
  const uniList = useMemo(() => (uni ? [uni] : []), [uni])
  const balance = useTokenBalances(chainId ?? undefined, address, uniList)[uni ?? '0x']?.result
  const unclaimed = own.kind === 'available' ? own.record.amount : 0n

  // Nothing while the claim is looked up: a pill that turned from the balance into 'Claim UNI' under the
  // pointer would open another dialog than the one clicked.
  const pill =
    address === undefined || own.kind === 'loading' ? null : own.kind === 'available' ? (
      <ClaimHeaderButton kind="claim" onClick={selfClaim.toggle} />
    ) : balance !== undefined && balance > 0n ? (
      <ClaimHeaderButton kind="balance" balance={formatUni(balance)} onClick={balanceModal.toggle} />
    ) : null

  return (
    <>
      {pill}
      {openModal === ADDRESS_CLAIM_MODAL ? (
        <AddressClaimModal chainId={chainId} account={address} onClose={addressClaim.close} />
      ) : null}
      {openModal === SELF_CLAIM_MODAL && address ? (
        <SelfClaimModal chainId={chainId} account={address} availability={own} onClose={selfClaim.close} />
      ) : null}
      {openModal === UNI_BALANCE_MODAL && address && chainId !== null ? (
        <UniBalanceModal
          chainId={chainId}
          account={address}
          unclaimedAirdrop={unclaimed}
          onClose={balanceModal.close}
        />
      ) : null}
    </>
  )
}
