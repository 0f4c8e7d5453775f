import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowDialog, TransactionFlowDialog } from '../../transactions/index.ts'
import type { AddV2Review } from '../model/addV2Review.ts'
import styles from './AddV2Dialog.module.css'

export type AddV2DialogProps = FlowDialog<AddV2Review>

/** What the add sends and what it gives: the LP tokens and share, or the new pair; deposits and prices. */
function ReviewBody({ review, onConfirm }: { review: AddV2Review; onConfirm: () => void }) {
  const { i18n } = useLingui()
  const shown = (value: string) => localizeNumber(value, i18n.locale)
  const { A: symbolA, B: symbolB } = review.symbols
  const amountA = shown(review.amounts.A)
  const amountB = shown(review.amounts.B)
  const bPerA = shown(review.prices.bPerA)
  const aPerB = shown(review.prices.aPerB)
  const slippage = shown(review.slippage)
  return (
    <div
      className={styles.review}
      data-testid="add-v2-review"
      data-amount-a={review.raw.A.toString()}
      data-amount-b={review.raw.B.toString()}
      data-liquidity={review.liquidityRaw.toString()}
    >
      {review.createPool ? (
        <p className={styles.headline} data-testid="add-v2-review-pair">
          {symbolA}/{symbolB}
        </p>
      ) : (
        <>
          <p className={styles.headline}>
            <span data-testid="add-v2-review-liquidity">{shown(review.liquidity)}</span>{' '}
            <span className={styles.unit}>
              <Trans>
                {symbolA}/{symbolB} Pool Tokens
              </Trans>
            </span>
          </p>
          <p className={styles.note}>
            <Trans>
              Output is estimated. If the price changes by more than {slippage} your transaction will revert.
            </Trans>
          </p>
        </>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            <Trans>{symbolA} Deposited</Trans>
          </dt>
          <dd data-testid="add-v2-review-amount-a">{amountA}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>{symbolB} Deposited</Trans>
          </dt>
          <dd data-testid="add-v2-review-amount-b">{amountB}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Rates</Trans>
          </dt>
          <dd data-testid="add-v2-review-rates">
            <span>
              1 {symbolA} = {bPerA} {symbolB}
            </span>
            <span>
              1 {symbolB} = {aPerB} {symbolA}
            </span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Share of Pool</Trans>
          </dt>
          <dd data-testid="add-v2-review-share">{shown(review.poolShare)}</dd>
        </div>
      </dl>
      <Button fullWidth onClick={onConfirm} data-testid="add-v2-confirm">
        {review.createPool ? <Trans>Create Pool & Supply</Trans> : <Trans>Confirm Supply</Trans>}
      </Button>
    </div>
  )
}

/** The v2 add's confirmation (spec 2 §2: 'You will receive' or 'You are creating a pool') in the write flow. */
export function AddV2Dialog(props: AddV2DialogProps) {
  const { chainId, review, step, receipt, onConfirm, onDismiss, errorText } = props
  const { t, i18n } = useLingui()
  const { A: symbolA, B: symbolB } = review.symbols
  // The wallet's wait names the amounts as the review showed them (the history summary keeps the plain form).
  const amountA = localizeNumber(review.amounts.A, i18n.locale)
  const amountB = localizeNumber(review.amounts.B, i18n.locale)
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: review.createPool ? t`You are creating a pool` : t`You will receive`,
        review: <ReviewBody review={review} onConfirm={onConfirm} />,
        pendingText: (
          <Trans>
            Supplying {amountA} {symbolA} and {amountB} {symbolB}
          </Trans>
        ),
        errorText,
      }}
    />
  )
}
