import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Address } from 'viem'
import { Modal } from '../../../ui/index.ts'
import { TransactionFlowDialog } from '../../transactions/index.ts'
import { useAddressInput } from '../../wallet/index.ts'

import { useGovernanceWrite } from '../hooks/useGovernanceWrite.ts'
import { buildDelegateCall } from '../model/buildGovernanceCalls.ts'
import { DelegateForm } from './DelegateForm.tsx'

type DelegateReview = { self: boolean }

export type DelegateModalProps = {
  chainId: number
  account: Address
  uni: Address
  /** The account has no delegate yet: the title says it unlocks votes. */
  unlocking: boolean
  onClose: () => void
}

/** The delegate dialog (spec 2 §2, §4): 'Unlocking Votes' or 'Delegating votes', then 'Transaction Submitted'. */
export function DelegateModal({ chainId, account, uni, unlocking, onClose }: DelegateModalProps) {
  const { t } = useLingui()
  const [mode, setMode] = useState<'self' | 'other'>('self')
  const [input, setInput] = useState('')
  const { address } = useAddressInput(mode === 'other' ? input : '', chainId)
  const write = useGovernanceWrite<DelegateReview>(chainId, account, onClose)
  const title = unlocking ? t`Unlock Votes` : t`Update Delegation`

  const delegate = (delegatee: 'self' | Address) => {
    const to = delegatee === 'self' ? account : delegatee
    write.submit({
      review: { self: to === account },
      summary: unlocking ? t`Unlocked votes` : t`Delegated votes`,
      call: () => buildDelegateCall(uni, to),
    })
  }
  const form = (
    <DelegateForm
      mode={mode}
      input={input}
      resolved={address}
      onInput={setInput}
      onMode={setMode}
      onDelegate={delegate}
    />
  )
  const dialog = write.dialog
  if (!dialog)
    return (
      <Modal title={title} closeLabel={t`Close`} onClose={onClose}>
        {form}
      </Modal>
    )
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={dialog.step}
      receipt={dialog.receipt}
      onDismiss={() => {
        dialog.onDismiss()
        onClose()
      }}
      content={{
        title,
        review: form,
        pendingText: unlocking ? <Trans>Unlocking Votes</Trans> : <Trans>Delegating votes</Trans>,
        errorText: dialog.errorText,
      }}
    />
  )
}
