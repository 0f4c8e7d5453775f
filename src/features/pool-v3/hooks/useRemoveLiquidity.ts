import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import type { Address } from 'viem'
import { useWriteSettings } from '../../settings/index.ts'
import { useChainId, useConnection } from '../../wallet/index.ts'
import type { RemoveButtonProps } from '../components/RemoveButton.tsx'
import type { RemoveDialogProps } from '../components/RemoveDialog.tsx'
import { usePositionAccess } from './usePositionAccess.ts'
import { type PositionState, usePosition } from './usePositions.ts'
import { useRemoveAction } from './useRemoveAction.ts'
import { type RemoveForm, type RemoveSnapshot, useRemoveForm } from './useRemoveForm.ts'
import { useUnclaimedFees } from './useUnclaimedFees.ts'

export type RemoveLiquidity = {
  chainId: number
  position: PositionState
  /** A connected account that is neither the owner nor an approved operator (known once the owner is read). */
  notManager: boolean
  form: Omit<RemoveForm, 'snapshot' | 'reset' | 'blocker'>
  button: RemoveButtonProps
  dialog: RemoveDialogProps | null
}

/**
 * The remove screen (spec 2 §2 /remove/{tokenId}): the position, who may remove it, the form with the remove
 * form's 5 % auto slippage (spec 2 §9), and the confirmation. After a sent remove the form goes back to 0 %,
 * and a burned position's screen goes to /pool.
 */
export function useRemoveLiquidity(tokenId: bigint): RemoveLiquidity {
  const chainId = useChainId()
  const connection = useConnection()
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined
  const navigate = useNavigate()
  const position = usePosition(chainId, tokenId)
  const owner = position.position?.owner
  const access = usePositionAccess(chainId, tokenId, account)
  const fees = useUnclaimedFees(chainId, tokenId, owner)
  const settings = useWriteSettings(chainId, 'remove')
  const { snapshot, reset, blocker, ...form } = useRemoveForm({
    chainId,
    account,
    position: position.position,
    fees,
    canManage: access.canManage,
    slippageBps: settings.slippageBps,
  })
  const onSent = useCallback(
    (sent: RemoveSnapshot) => {
      reset()
      if (sent.burn) navigate('/pool')
    },
    [reset, navigate],
  )
  const action = useRemoveAction({ chainId, account, deadline: settings.deadline, onSent })
  const { review } = action
  return {
    chainId,
    position,
    notManager: account !== undefined && access.access !== undefined && !access.canManage,
    form,
    button: {
      blocker,
      // The review opens on what the screen shows; the deadline is counted when the remove leaves.
      onRemove: snapshot && settings.deadline !== null ? () => review(snapshot) : null,
    },
    dialog: action.dialog,
  }
}
