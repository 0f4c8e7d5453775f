import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowStep, type ReceiptOutcome, TransactionFlowDialog } from '../../transactions/index.ts'
import { useSwapFailureText } from '../hooks/useSwapErrorText.ts'
import { priceImpactSeverity } from '../model/priceImpact.ts'
import type { TradeSummary } from '../model/trade/tradeSummary.ts'
import styles from './ConfirmSwapModal.module.css'
import { TradeDetails } from './TradeDetails.tsx'
import { TradePrice } from './TradePrice.tsx'

/** The review of a swap: what it gives and gets, its price, limits and recipient. */
export type SwapReviewProps = {
  summary: TradeSummary
  /**
   * Where the output goes when it is not the account: the checksummed address, and the ENS name it was
   * resolved from (both as they were when the dialog opened); null when it goes to the account.
   */
  recipient: { address: string; name: string | null } | null
  /** The trade changed meaningfully since the dialog opened: the user accepts it before confirming. */
  priceUpdated: boolean
  onConfirm: () => void
  onAcceptChanges: () => void
}

export type ConfirmSwapModalProps = {
  chainId: number | undefined
  review: SwapReviewProps
  step: FlowStep
  receipt: ReceiptOutcome | null
  onDismiss: () => void
  /** After a swap into a token: offer to add it to the wallet (wallet_watchAsset). */
  addToken?: { symbol: string; added: boolean; onAdd: () => void } | null
}

const amountText = (amount: { value: string; symbol: string }, locale: string) =>
  `${localizeNumber(amount.value, locale)} ${amount.symbol}`

function Review(props: SwapReviewProps) {
  const { summary, recipient, priceUpdated, onConfirm, onAcceptChanges } = props
  const { i18n } = useLingui()
  const swapAnyway = priceImpactSeverity(summary.priceImpactBps) > 2
  const limit = amountText(summary.slippageLimit, i18n.locale)
  return (
    <div className={styles.body}>
      <div className={styles.amounts}>
        <div className={styles.amount} data-testid="confirm-input">
          <span className={styles.value}>{localizeNumber(summary.input.value, i18n.locale)}</span>
          <span className={styles.symbol}>{summary.input.symbol}</span>
        </div>
        <span className={styles.arrow} aria-hidden="true">
          ↓
        </span>
        <div className={styles.amount} data-testid="confirm-output">
          <span className={styles.value}>{localizeNumber(summary.output.value, i18n.locale)}</span>
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
          <Trans>Output will be sent to</Trans>{' '}
          {recipient.name !== null ? (
            <>
              <strong data-testid="confirm-recipient-name">{recipient.name}</strong>{' '}
            </>
          ) : null}
          <strong className={styles.address} data-testid="confirm-recipient-address">
            {recipient.address}
          </strong>
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

/** The swap's confirmation: its review inside the transaction flow of every write. */
export function ConfirmSwapModal({
  chainId,
  review,
  step,
  receipt,
  onDismiss,
  addToken,
}: ConfirmSwapModalProps) {
  const { t, i18n } = useLingui()
  const failureText = useSwapFailureText()
  const input = amountText(review.summary.input, i18n.locale)
  const output = amountText(review.summary.output, i18n.locale)
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Confirm Swap`,
        review: <Review {...review} />,
        pendingText: (
          <Trans>
            Swapping {input} for {output}
          </Trans>
        ),
        afterSubmit: addToken ? (
          <Button
            variant="outline"
            fullWidth
            disabled={addToken.added}
            onClick={addToken.onAdd}
            data-testid="add-token-to-wallet"
          >
            {addToken.added ? (
              <Trans>Added {addToken.symbol}</Trans>
            ) : (
              <Trans>Add {addToken.symbol} to your wallet</Trans>
            )}
          </Button>
        ) : null,
        errorText: failureText,
      }}
    />
  )
}
