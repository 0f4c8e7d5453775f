import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import { type FlowStep, type ReceiptOutcome, TransactionFlowDialog } from '../../transactions/index.ts'
import type { AmountLine } from '../model/positionPayout.ts'
import styles from './CollectDialog.module.css'

export type CollectDialogProps = {
  chainId: number
  /** Both owed amounts as confirmed, in the currencies they are paid out in. */
  fees: readonly [AmountLine, AmountLine]
  step: FlowStep
  receipt: ReceiptOutcome | null
  onConfirm: () => void
  onDismiss: () => void
  errorText: (error: unknown) => string
}

/** The collect's confirmation inside the transaction flow of every write: what it pays the owner. */
export function CollectDialog(props: CollectDialogProps) {
  const { chainId, fees, step, receipt, onConfirm, onDismiss, errorText } = props
  const { t, i18n } = useLingui()
  const [first, second] = fees
  const amount0 = localizeNumber(first.value, i18n.locale)
  const symbol0 = first.symbol
  const amount1 = localizeNumber(second.value, i18n.locale)
  const symbol1 = second.symbol
  return (
    <TransactionFlowDialog
      chainId={chainId}
      step={step}
      receipt={receipt}
      onDismiss={onDismiss}
      content={{
        title: t`Collect fees`,
        review: (
          <div className={styles.review} data-testid="collect-review">
            <dl className={styles.amounts}>
              {fees.map(({ value, symbol }, i) => (
                <div className={styles.row} key={symbol}>
                  <dt>{symbol}</dt>
                  <dd data-testid={`collect-review-${i}`}>{localizeNumber(value, i18n.locale)}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note}>
              <Trans>Collecting fees will withdraw currently available fees for you.</Trans>
            </p>
            <Button fullWidth onClick={onConfirm} data-testid="collect-confirm">
              <Trans>Collect</Trans>
            </Button>
          </div>
        ),
        pendingText: (
          <Trans>
            Collecting {amount0} {symbol0} and {amount1} {symbol1}
          </Trans>
        ),
        errorText,
      }}
    />
  )
}
