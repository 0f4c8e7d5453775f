import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { ApprovalFlow, type ApprovalState, type ApprovalTarget } from '../../approvals/index.ts'
import { type UnsupportedAsset, UnsupportedAssetFooter } from '../../tokens/index.ts'
import { ConnectWalletButton } from '../../wallet/index.ts'
import type { AddV2Blocker } from '../model/deriveMintV2Form.ts'

export type AddV2ActionApproval = {
  target: Exclude<ApprovalTarget, 'native'>
  state: ApprovalState
  onApprove: () => void
}

export type AddV2ActionsProps = {
  chainId: number
  blocker: AddV2Blocker | null
  /** The tokens to approve for the v2 router, in the page's order (one approved here stays, as a done step). */
  approvals: readonly AddV2ActionApproval[]
  /** Opens the review (or sends, in expert mode); null while it cannot. */
  onSupply: (() => void) | null
  unsupported: readonly UnsupportedAsset[]
}

/** The message on the disabled button (spec 2 §5 "Add form messages"); Supply while the pair loads. */
function BlockerText({ blocker }: { blocker: AddV2Blocker }) {
  switch (blocker.kind) {
    case 'invalid-pair':
      return <Trans>Invalid pair</Trans>
    case 'enter-amount':
      return <Trans>Enter an amount</Trans>
    case 'insufficient-balance': {
      const { symbol } = blocker
      return <Trans>Insufficient {symbol} balance</Trans>
    }
    default:
      return <Trans>Supply</Trans>
  }
}

/**
 * The v2 add form's actions: connect, the reason nothing can be supplied, or the approvals of both tokens as
 * steps and Supply, enabled only once both are approved (spec 2 §5).
 */
export function AddV2Actions(props: AddV2ActionsProps) {
  const { chainId, blocker, approvals, onSupply } = props
  const { t } = useLingui()
  if (blocker?.kind === 'unsupported-asset')
    return <UnsupportedAssetFooter assets={props.unsupported} chainId={chainId} />
  if (blocker?.kind === 'connect-wallet') return <ConnectWalletButton />
  if (blocker !== null)
    return (
      <Button fullWidth disabled data-testid="add-v2-button">
        <BlockerText blocker={blocker} />
      </Button>
    )
  const supplyLabel = t`Supply`
  const supply = (
    <Button
      fullWidth
      disabled={onSupply === null}
      onClick={onSupply ?? undefined}
      data-testid="add-v2-button"
    >
      {supplyLabel}
    </Button>
  )
  return (
    <ApprovalFlow
      chainId={chainId}
      approvals={approvals.map((approval) => ({ ...approval, signing: false }))}
      writeLabel={supplyLabel}
    >
      {supply}
    </ApprovalFlow>
  )
}
