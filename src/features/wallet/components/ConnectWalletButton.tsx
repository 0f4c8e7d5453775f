import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { useWalletModal } from '../store.ts'

/** A full-width call to connect, for screens that need a wallet. */
export function ConnectWalletButton() {
  const { toggle, open } = useWalletModal()
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
