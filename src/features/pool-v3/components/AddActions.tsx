import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { ApprovalFlow, type ApprovalState, type ApprovalTarget } from '../../approvals/index.ts'
import { type UnsupportedAsset, UnsupportedAssetFooter } from '../../tokens/index.ts'
import { ConnectWalletButton } from '../../wallet/index.ts'
import type { AddBlocker } from '../model/addBlocker.ts'
import { AddButtonText } from './AddButtonText.tsx'

export type AddActionApproval = {
  target: Exclude<ApprovalTarget, 'native'>
  state: ApprovalState
  signing: boolean
  onApprove: () => void
}

export type AddActionsProps = {
  chainId: number
  blocker: AddBlocker | null
  /** The tokens still to approve (or permit) for the position manager, in the page's order. */
  approvals: readonly AddActionApproval[]
  /** Opens the review (or sends, in expert mode); null while it cannot. */
  onPreview: (() => void) | null
  /** The Create step of a new pool on Optimism networks comes before the Add step. */
  createStep: boolean
  unsupported: readonly UnsupportedAsset[]
}

/**
 * The add form's actions (spec 2 §5 "Add form messages"): connect, the reason nothing can be sent, or the
 * approvals of both tokens and Preview, which is enabled once they are done.
 */
export function AddActions(props: AddActionsProps) {
  const { chainId, blocker, approvals, onPreview, createStep } = props
  const { t } = useLingui()
  if (blocker?.kind === 'unsupported-asset')
    return <UnsupportedAssetFooter assets={props.unsupported} chainId={chainId} />
  if (blocker?.kind === 'connect-wallet') return <ConnectWalletButton />
  if (blocker !== null)
    return (
      <Button fullWidth disabled data-testid="add-button">
        <AddButtonText blocker={blocker} />
      </Button>
    )
  const previewLabel = createStep ? t`Create` : t`Preview`
  const preview = (
    <Button fullWidth disabled={onPreview === null} onClick={onPreview ?? undefined} data-testid="add-button">
      {previewLabel}
    </Button>
  )
  return (
    <ApprovalFlow chainId={chainId} approvals={createStep ? [] : approvals} writeLabel={previewLabel}>
      {preview}
    </ApprovalFlow>
  )
}
