import { Trans } from '@lingui/react/macro'
import type { AddBlocker } from '../model/addBlocker.ts'

/**
 * What the add form's button says (spec 2 §5 "Add form messages"): the blocker's message, or Preview (also
 * while the pool loads and for an invalid range, which the range warning explains; the button is disabled).
 */
export function AddButtonText({ blocker }: { blocker: AddBlocker | null }) {
  switch (blocker?.kind) {
    case 'unsupported-asset':
      return <Trans>Unsupported Asset</Trans>
    case 'connect-wallet':
      return <Trans>Connect Wallet</Trans>
    case 'invalid-pair':
      return <Trans>Invalid pair</Trans>
    case 'invalid-price':
      return <Trans>Invalid price input</Trans>
    case 'enter-amount':
      return <Trans>Enter an amount</Trans>
    case 'insufficient-balance': {
      const { symbol } = blocker
      return <Trans>Insufficient {symbol} balance</Trans>
    }
    default:
      return <Trans>Preview</Trans>
  }
}

/** The range warning of spec 2 §5 "Range". */
export function InvalidRangeText() {
  return <Trans>Invalid range selected. The min price must be lower than the max price.</Trans>
}
