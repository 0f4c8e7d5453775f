import { Trans, useLingui } from '@lingui/react/macro'
import { isAddress } from 'viem'
import { shortenAddress } from '../../../lib/format.ts'
import { Button, Modal } from '../../../ui/index.ts'
import { priceImpactSeverity } from '../model/priceImpact.ts'
import type { TradeSummary } from '../model/trade/tradeSummary.ts'
import styles from './ConfirmSwapModal.module.css'
import { TradeDetails } from './TradeDetails.tsx'
import { TradePrice } from './TradePrice.tsx'

/** Where the confirmation stands (spec 1 §4 "Swap confirmation"). */
export type ConfirmSwapStatus =
  | { kind: 'review' }
  /** Sent to the wallet, waiting for the user to sign. */
  | { kind: 'pending' }
  /** The explorer page of the transaction; undefined on a chain without an explorer. */
  | { kind: 'submitted'; explorerUrl: string | undefined }
  | { kind: 'failed'; message: string }

export type ConfirmSwapModalProps = {
  summary: TradeSummary
  /** The address or ENS name the output goes to when it is not the account; null otherwise. */
  recipient: string | null
  /** The trade changed meaningfully since the dialog opened: the user accepts it before confirming. */
  priceUpdated: boolean
  status: ConfirmSwapStatus
  onConfirm: () => void
  onAcceptChanges: () => void
  onDismiss: () => void
  /** After a swap into a token: offer to add it to the wallet (wallet_watchAsset). */
  addToken?: { symbol: string; added: boolean; onAdd: () => void } | null
}

const amountText = (amount: { value: string; symbol: string }) => `${amount.value} ${amount.symbol}`

function Review(props: Omit<ConfirmSwapModalProps, 'status' | 'onDismiss'>) {
  const { summary, recipient, priceUpdated, onConfirm, onAcceptChanges } = props
  const swapAnyway = priceImpactSeverity(summary.priceImpactBps) > 2
  const limit = amountText(summary.slippageLimit)
  return (
    <div className={styles.body}>
      <div className={styles.amounts}>
        <div className={styles.amount} data-testid="confirm-input">
          <span className={styles.value}>{summary.input.value}</span>
          <span className={styles.symbol}>{summary.input.symbol}</span>
        </div>
        <span className={styles.arrow} aria-hidden="true">
          ↓
        </span>
        <div className={styles.amount} data-testid="confirm-output">
          <span className={styles.value}>{summary.output.value}</span>
          <span className={styles.symbol}>{summary.output.symbol}</span>
        </div>
      </div>
      <TradePrice price={summary.executionPrice} />
      {priceUpdated ? (
        <div className={styles.priceUpdated} role="status" data-testid="price-updated">
          <span>
            <Trans>Price Updated</Trans>
          </span>
          <Button variant="primary" onClick={onAcceptChanges}>
            <Trans>Accept</Trans>
          </Button>
        </div>
      ) : null}
      <p className={styles.estimate} data-testid="confirm-estimate">
        {summary.tradeType === 'exact-input' ? (
          <Trans>
            Output is estimated. You will receive at least {limit} or the transaction will revert.
          </Trans>
        ) : (
          <Trans>Input is estimated. You will sell at most {limit} or the transaction will revert.</Trans>
        )}
      </p>
      {recipient !== null ? (
        <p className={styles.recipient} data-testid="confirm-recipient">
          <Trans>
            Output will be sent to{' '}
            <strong title={recipient}>{isAddress(recipient) ? shortenAddress(recipient) : recipient}</strong>
          </Trans>
        </p>
      ) : null}
      <TradeDetails summary={summary} />
      <Button
        fullWidth
        className={swapAnyway ? styles.danger : undefined}
        disabled={priceUpdated}
        onClick={onConfirm}
        data-testid="confirm-swap"
      >
        {swapAnyway ? <Trans>Swap Anyway</Trans> : <Trans>Confirm Swap</Trans>}
      </Button>
    </div>
  )
}

/** The swap's confirmation dialog: review, waiting for the wallet, submitted, or the failure. */
export function ConfirmSwapModal(props: ConfirmSwapModalProps) {
  const { summary, status, onDismiss } = props
  const { t } = useLingui()
  const input = amountText(summary.input)
  const output = amountText(summary.output)
  switch (status.kind) {
    case 'review':
      return (
        <Modal title={t`Confirm Swap`} closeLabel={t`Close`} onClose={onDismiss}>
          <Review {...props} />
        </Modal>
      )
    case 'pending':
      return (
        <Modal title={t`Waiting For Confirmation`} closeLabel={t`Close`} onClose={onDismiss}>
          <div className={styles.centered} data-testid="confirm-pending">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.strong}>
              <Trans>
                Swapping {input} for {output}
              </Trans>
            </p>
            <p className={styles.muted}>
              <Trans>Confirm this transaction in your wallet</Trans>
            </p>
          </div>
        </Modal>
      )
    case 'submitted':
      return (
        <Modal title={t`Transaction Submitted`} closeLabel={t`Close`} onClose={onDismiss}>
          <div className={styles.centered} data-testid="confirm-submitted">
            <span className={styles.done} aria-hidden="true">
              ↑
            </span>
            {status.explorerUrl !== undefined ? (
              <a href={status.explorerUrl} target="_blank" rel="noopener noreferrer">
                <Trans>View on Explorer</Trans>
              </a>
            ) : null}
            {props.addToken ? (
              <Button
                variant="outline"
                fullWidth
                disabled={props.addToken.added}
                onClick={props.addToken.onAdd}
                data-testid="add-token-to-wallet"
              >
                {props.addToken.added ? (
                  <Trans>Added {props.addToken.symbol}</Trans>
                ) : (
                  <Trans>Add {props.addToken.symbol} to your wallet</Trans>
                )}
              </Button>
            ) : null}
            <Button fullWidth onClick={onDismiss} data-testid="confirm-close">
              <Trans>Close</Trans>
            </Button>
          </div>
        </Modal>
      )
    case 'failed':
      return (
        <Modal title={t`Error`} closeLabel={t`Close`} onClose={onDismiss}>
          <div className={styles.centered} data-testid="confirm-error">
            <p className={styles.error} role="alert">
              {status.message}
            </p>
            <Button fullWidth onClick={onDismiss} data-testid="confirm-dismiss">
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        </Modal>
      )
  }
}
