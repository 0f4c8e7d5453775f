import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { Modal } from '../../../ui/index.ts'
import { ClaimProgress } from '../components/ClaimProgress.tsx'
import { SelfClaimView } from '../components/SelfClaimView.tsx'
import { useClaimAction } from '../hooks/useClaimAction.ts'
import { type ClaimAvailability, canClaim } from '../model/claimAvailability.ts'
import { claimBreakdown } from '../model/claimBreakdown.ts'
import { formatUni } from '../model/formatUni.ts'

export type SelfClaimModalProps = {
  chainId: number | null
  account: Address
  /** The account's own claim, as the header found it. */
  availability: ClaimAvailability
  onClose: () => void
}

/**
 * The connected account's claim (spec 2 §2, §4): its amount and breakdown, and Claim. It closes once the receipt
 * of a claim it submitted arrives.
 */
export function SelfClaimModal({ chainId, account, availability, onClose }: SelfClaimModalProps) {
  const { t } = useLingui()
  const action = useClaimAction(chainId, account)
  // What was claimed stays on screen while the claim is under way, though the claim itself is then gone.
  const [sent, setSent] = useState<{ amount: string } | null>(null)
  const record = availability.kind === 'available' ? availability.record : null
  const rows = useMemo(
    () =>
      record ? claimBreakdown(record).map((row) => ({ kind: row.kind, amount: formatUni(row.amount) })) : [],
    [record],
  )
  const claimedNow = action.step.kind === 'claimed'
  useEffect(() => {
    if (claimedNow) onClose()
  }, [claimedNow, onClose])
  const close = () => {
    action.reset()
    onClose()
  }
  const claim = () => {
    if (!record) return
    setSent({ amount: formatUni(record.amount) })
    action.claim({ recipient: account, record })
  }
  return (
    <Modal title={t`Claim UNI`} closeLabel={t`Close`} onClose={close}>
      {action.step.kind === 'idle' ? (
        <SelfClaimView
          amount={record ? formatUni(record.amount) : '0'}
          rows={rows}
          canClaim={canClaim(availability, false)}
          onClaim={claim}
        />
      ) : (
        <ClaimProgress chainId={chainId ?? 0} step={action.step} amount={sent?.amount ?? ''} />
      )}
    </Modal>
  )
}
