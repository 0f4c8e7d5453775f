import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Address } from 'viem'
import { Modal } from '../../../ui/index.ts'
import { ConnectWalletButton, useAddressInput } from '../../wallet/index.ts'
import { AddressClaimForm } from '../components/AddressClaimForm.tsx'
import { ClaimProgress } from '../components/ClaimProgress.tsx'
import { useClaimAction } from '../hooks/useClaimAction.ts'

import { useClaimData } from '../hooks/useClaimData.ts'
import { canClaim } from '../model/claimAvailability.ts'
import { formatUni } from '../model/formatUni.ts'

export type AddressClaimModalProps = {
  chainId: number | null
  account: Address | undefined
  onClose: () => void
}

/**
 * The address-claim dialog (spec 2 §2): anyone's claim, found by address or ENS name, sent from the connected
 * wallet; the tokens go to that address.
 */
export function AddressClaimModal({ chainId, account, onClose }: AddressClaimModalProps) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const { address } = useAddressInput(typed, chainId)
  const availability = useClaimData(chainId, address)
  const action = useClaimAction(chainId, account)
  const [claimed, setClaimed] = useState<{ amount: string } | null>(null)
  const record = availability.kind === 'available' ? availability.record : null
  const amount = record ? formatUni(record.amount) : null
  const close = () => {
    action.reset()
    onClose()
  }
  const claim = () => {
    if (!record || !address) return
    setClaimed({ amount: formatUni(record.amount) })
    action.claim({ recipient: address, record })
  }
  return (
    <Modal title={t`Claim UNI token`} closeLabel={t`Close`} onClose={close}>
      {action.step.kind === 'idle' ? (
        <AddressClaimForm
          value={typed}
          onChange={setTyped}
          availability={typed.trim() === '' ? 'invalid-address' : availability.kind}
          amount={amount}
          canClaim={account !== undefined && canClaim(availability, false)}
          onClaim={claim}
          connect={account === undefined ? <ConnectWalletButton /> : undefined}
        />
      ) : (
        <ClaimProgress chainId={chainId ?? 0} step={action.step} amount={claimed?.amount ?? ''} />
      )}
    </Modal>
  )
}
