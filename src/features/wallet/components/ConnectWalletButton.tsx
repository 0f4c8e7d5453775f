import { Trans } from '@lingui/react/macro'
import { Button, useModal } from '../../../ui/index.ts'
import { WALLET_MODAL } from '../store.ts'

/** A full-width call to connect, for screens that need a wallet. */
export function ConnectWalletButton() {
  const { toggle, open } = useModal(WALLET_MODAL)
  return (
    <Button
      variant="soft"
      fullWidth
      onClick={() => {
        if (!open) toggle()
      }}
    >
      <Trans>Connect Wallet</Trans>
    </Button>
  )
}
