import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import { useWalletModal } from '../../wallet/index.ts'
import type { SwapInputError } from '../model/swapInputError.ts'
import type { WrapInputError } from '../model/wrap.ts'
import styles from './SwapButton.module.css'

export type SwapButtonState =
  | { kind: 'error'; error: SwapInputError | WrapInputError }
  | { kind: 'wrap'; wrapType: 'wrap' | 'unwrap'; pending: boolean; onClick: () => void }
  /** A valid form waiting for routing: 'Swap', disabled. */
  | { kind: 'swap' }
  | { kind: 'loading' }
  /** An amount and both currencies, but no route. */
  | { kind: 'no-liquidity'; singleHop: boolean }

function useErrorText(): (error: SwapInputError | WrapInputError) => string {
  const { t } = useLingui()
  return (error) => {
    switch (error.kind) {
      case 'connect-wallet':
        return t`Connect Wallet`
      case 'unsupported-chain':
        return t`Unsupported chain ID`
      case 'enter-amount':
        return 'symbol' in error ? t`Enter ${error.symbol} amount` : t`Enter an amount`
      case 'select-token':
        return t`Select a token`
      case 'enter-recipient':
        return t`Enter a recipient`
      case 'invalid-recipient':
        return t`Invalid recipient`
      case 'insufficient-balance':
        return t`Insufficient ${error.symbol} balance`
    }
  }
}

/** The form's one action: connect, wrap or unwrap, or the reason nothing can be done yet. */
export function SwapButton({ state, failure }: { state: SwapButtonState; failure: string | null }) {
  const errorText = useErrorText()
  const walletModal = useWalletModal()
  let button: React.ReactNode
  if (state.kind === 'error' && state.error.kind === 'connect-wallet') {
    button = (
      <Button
        variant="soft"
        fullWidth
        onClick={() => {
          if (!walletModal.open) walletModal.toggle()
        }}
      >
        {errorText(state.error)}
      </Button>
    )
  } else if (state.kind === 'error') {
    button = (
      <Button fullWidth disabled>
        {errorText(state.error)}
      </Button>
    )
  } else if (state.kind === 'wrap') {
    button = (
      <Button fullWidth disabled={state.pending} onClick={state.onClick}>
        {state.wrapType === 'wrap' ? <Trans>Wrap</Trans> : <Trans>Unwrap</Trans>}
      </Button>
    )
  } else if (state.kind === 'loading') {
    button = (
      <Button fullWidth disabled>
        <Trans>Loading</Trans>
      </Button>
    )
  } else if (state.kind === 'no-liquidity') {
    button = (
      <div className={styles.notice} data-testid="no-liquidity">
        <p>
          <Trans>Insufficient liquidity for this trade</Trans>
        </p>
        {state.singleHop ? (
          <p className={styles.hint}>
            <Trans>Try enabling multi-hop trades.</Trans>
          </p>
        ) : null}
      </div>
    )
  } else {
    button = (
      <Button fullWidth disabled>
        <Trans>Swap</Trans>
      </Button>
    )
  }
  return (
    <div className={styles.action} data-testid="swap-action">
      {button}
      {failure !== null ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
