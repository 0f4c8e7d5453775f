import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowStep, type ReceiptOutcome, TransactionFlowDialog } from '../../transactions/index.ts'
import type { AddReview } from '../model/addReview.ts'
import styles from './AddDialog.module.css'

export type AddDialogProps = {
  chainId: number
  review: AddReview
  step: FlowStep
  receipt: ReceiptOutcome | null
  onConfirm: () => void
  onDismiss: () => void
  errorText: (error: unknown) => string
}

/** One end of the reviewed range, in the page's units. */
function ReviewBound(props: { label: ReactNode; value: string; testId: string; units: ReactNode }) {
  return (
    <div className={styles.bound}>
      <span className={styles.label}>{props.label}</span>
      <span className={styles.value} data-testid={props.testId}>
        {props.value}
      </span>
      <span className={styles.units}>{props.units}</span>
    </div>
  )
}

/** The review of what the add sends: pair, fee, range in the page's units, both amounts. */
function ReviewBody({ review, onConfirm }: { review: AddReview; onConfirm: () => void }) {
  const { i18n } = useLingui()
  const { locale } = i18n
  const { A, B } = review.amounts
  const { symbols } = review
  const quote = symbols.B
  const base = symbols.A
  const units = (
    <Trans>
      {quote} per {base}
    </Trans>
  )
  return (
    <div
      className={styles.review}
      data-testid="add-review"
      data-tick-lower={review.ticks.lower}
      data-tick-upper={review.ticks.upper}
      data-amount-a={A.raw.toString()}
      data-amount-b={B.raw.toString()}
    >
      <div className={styles.pair}>
        <span data-testid="add-review-pair">
          {symbols.A}/{symbols.B}
        </span>
        <span className={styles.fee} data-testid="add-review-fee">
          {localizeNumber(review.fee, locale)}
        </span>
        {review.tokenId === null ? null : (
          <span className={styles.fee} data-testid="add-review-position">
            #{review.tokenId.toString()}
          </span>
        )}
        {review.kind === 'create' ? null : (
          <span className={styles.badge} data-testid="add-review-status">
            {review.inRange ? <Trans>In range</Trans> : <Trans>Out of range</Trans>}
          </span>
        )}
      </div>
      {review.kind === 'create' ? (
        <p className={styles.note}>
          <Trans>
            This creates the pool at the starting price of {localizeNumber(review.current, locale)} {quote}{' '}
            per {base}. Then add your liquidity.
          </Trans>
        </p>
      ) : (
        <>
          <dl className={styles.amounts}>
            <div className={styles.row}>
              <dt>{A.symbol}</dt>
              <dd data-testid="add-review-amount-a">{localizeNumber(A.value, locale)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{B.symbol}</dt>
              <dd data-testid="add-review-amount-b">{localizeNumber(B.value, locale)}</dd>
            </div>
          </dl>
          <div className={styles.range}>
            <ReviewBound
              label={<Trans>Min Price</Trans>}
              value={localizeNumber(review.min, locale)}
              testId="add-review-min"
              units={units}
            />
            <ReviewBound
              label={<Trans>Max Price</Trans>}
              value={localizeNumber(review.max, locale)}
              testId="add-review-max"
              units={units}
            />
          </div>
          <p className={styles.current} data-testid="add-review-current">
            <Trans>
              Current price: {localizeNumber(review.current, locale)} {quote} per {base}
            </Trans>
          </p>
        </>
      )}
      <Button fullWidth onClick={onConfirm} data-testid="add-confirm">
        {review.kind === 'create' ? <Trans>Create</Trans> : <Trans>Add</Trans>}
      </Button>
    </div>
  )
}

/** The add's confirmation inside the transaction flow of every write. */
export function AddDialog(props: AddDialogProps) {
  const { chainId, review, step, receipt, onConfirm, onDismiss, errorText } = props
  const { t, i18n } = useLingui()
  const { A, B } = review.amounts
  const amountA = localizeNumber(A.value, i18n.locale)
  const symbolA = A.symbol
  const amountB = localizeNumber(B.value, i18n.locale)
  const symbolB = B.symbol
  const pair = `${review.symbols.A}/${review.symbols.B}`
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: review.kind === 'create' ? t`Create pool` : t`Add Liquidity`,
        review: <ReviewBody review={review} onConfirm={onConfirm} />,
        pendingText:
          review.kind === 'create' ? (
            <Trans>Creating the {pair} pool</Trans>
          ) : (
            <Trans>
              Supplying {amountA} {symbolA} and {amountB} {symbolB}
            </Trans>
          ),
        errorText,
      }}
    />
  )
}
