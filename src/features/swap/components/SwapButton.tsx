import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { shortenSymbol } from '../../../lib/format.ts'
import { Button, useModal } from '../../../ui/index.ts'
import {
  type ApprovalState,
  ApprovalSteps,
  type ApprovalTarget,
  ApproveButton,
  approvalStepStates,
} from '../../approvals/index.ts'
import { type UnsupportedAsset, UnsupportedAssetFooter } from '../../tokens/index.ts'
import { WALLET_MODAL } from '../../wallet/index.ts'
import type { SwapPressModel } from '../model/swapButton.ts'
import type { SwapInputError } from '../model/swapInputError.ts'
import type { SwapFailureShown } from '../model/swapSendErrors.ts'
import type { WrapInputError } from '../model/wrap.ts'
import styles from './SwapButton.module.css'

// A failure's text (the revert mapping, every message of spec 1 §8) loads when there is a failure to name.
const SwapFailureText = lazy(() =>
  import('./SwapFailureText.tsx').then((m) => ({ default: m.SwapFailureText })),
)

/** The Swap button of a routed trade: its text by price impact, whether it can be pressed, and the press. */
export type SwapPress = SwapPressModel & { onClick: () => void }

export type SwapButtonState =
  | { kind: 'error'; error: SwapInputError | WrapInputError }
  | { kind: 'wrap'; wrapType: 'wrap' | 'unwrap'; pending: boolean; onClick: () => void }
  /** A valid form waiting for routing: 'Swap', disabled. */
  | { kind: 'swap' }
  | { kind: 'loading' }
  /** The node does not answer, or its latest block is stale: swapping waits for it. */
  | { kind: 'network'; unreachable: boolean }
  /** An amount and both currencies, but no route. */
  | { kind: 'no-liquidity'; singleHop: boolean }
  /** The input token must be approved (or a permit signed) first: Approve and Swap side by side. */
  | {
      kind: 'approve-flow'
      approval: ApprovalState
      signing: boolean
      target: Exclude<ApprovalTarget, 'native'>
      onApprove: () => void
      swap: SwapPress
    }
  | { kind: 'ready'; swap: SwapPress }
  /** An unsupported token is selected: the screen shows the unsupported-asset footer instead. */
  | { kind: 'unsupported'; assets: readonly UnsupportedAsset[] }

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
      case 'missing-dependencies':
        return t`Missing dependencies`
    }
  }
}

/** Approve, then swap: where the user is, with both buttons side by side under it. */
function ApproveThenSwap({
  state,
  chainId,
}: {
  state: Extract<SwapButtonState, { kind: 'approve-flow' }>
  chainId: number
}) {
  const { t } = useLingui()
  const symbol = shortenSymbol(state.target.symbol) ?? ''
  const steps = approvalStepStates([state.approval])
  return (
    <div className={styles.flow}>
      <ApprovalSteps
        steps={[
          { label: t`Approve ${symbol}`, state: steps.approvals[0] ?? 'current' },
          { label: t`Swap`, state: steps.write },
        ]}
      />
      <div className={styles.pair}>
        <ApproveButton
          chainId={chainId}
          state={state.approval}
          signing={state.signing}
          target={state.target}
          onApprove={state.onApprove}
        />
        <SwapPressButton swap={state.swap} />
      </div>
    </div>
  )
}

function SwapPressButton({ swap }: { swap: SwapPress }) {
  const danger = swap.label !== 'swap'
  return (
    <Button
      fullWidth
      variant={danger ? 'danger' : 'primary'}
      disabled={swap.disabled}
      onClick={swap.onClick}
      data-testid="swap-button"
      data-error={danger}
    >
      {swap.label === 'swap' ? (
        <Trans>Swap</Trans>
      ) : swap.label === 'swap-anyway' ? (
        <Trans>Swap Anyway</Trans>
      ) : swap.label === 'high-impact' ? (
        <Trans>High Price Impact</Trans>
      ) : (
        <Trans>Price Impact Too High</Trans>
      )}
    </Button>
  )
}

/** The form's one action: connect, wrap or unwrap, or the reason nothing can be done yet. */
export function SwapButton(props: {
  state: SwapButtonState
  failure: SwapFailureShown | null
  chainId: number
}) {
  const { state, failure, chainId } = props
  const errorText = useErrorText()
  const walletModal = useModal(WALLET_MODAL)
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
  } else if (state.kind === 'approve-flow') {
    button = <ApproveThenSwap state={state} chainId={chainId} />
  } else if (state.kind === 'unsupported') {
    button = <UnsupportedAssetFooter assets={state.assets} chainId={chainId} />
  } else if (state.kind === 'ready') {
    button = <SwapPressButton swap={state.swap} />
  } else if (state.kind === 'loading') {
    button = (
      <Button fullWidth disabled>
        <Trans>Loading</Trans>
      </Button>
    )
  } else if (state.kind === 'network') {
    button = (
      <Button fullWidth disabled>
        {state.unreachable ? <Trans>Network unreachable</Trans> : <Trans>Waiting for the network</Trans>}
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
        <Suspense fallback={null}>
          <SwapFailureText error={failure.error} className={styles.failure} />
        </Suspense>
      ) : null}
    </div>
  )
}
