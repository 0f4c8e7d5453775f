import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { ConnectWalletButton } from '../../wallet/index.ts'
import type { RemoveBlocker } from '../model/removePercent.ts'

export type RemoveButtonProps = {
  /** Why Remove cannot be pressed (spec 2 §2, §5), null when it can. */
  blocker: RemoveBlocker | null
  /** Opens the review; null while what it shows is still read. */
  onRemove: (() => void) | null
}

/** The remove screen's action: 'Closed', 'Connect Wallet', 'Enter a percent', or Remove (opens the review). */
export function RemoveButton({ blocker, onRemove }: RemoveButtonProps) {
  switch (blocker) {
    case 'connect-wallet':
      return <ConnectWalletButton />
    case 'closed':
      return (
        <Button fullWidth disabled data-testid="remove-action">
          <Trans>Closed</Trans>
        </Button>
      )
    case 'enter-percent':
      return (
        <Button fullWidth disabled data-testid="remove-action">
          <Trans>Enter a percent</Trans>
        </Button>
      )
    case null:
      return (
        <Button
          fullWidth
          disabled={onRemove === null}
          onClick={onRemove ?? undefined}
          data-testid="remove-action"
        >
          <Trans>Remove</Trans>
        </Button>
      )
  }
}
