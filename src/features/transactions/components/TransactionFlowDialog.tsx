import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { explorerLink } from '../../../chain/explorer.ts'
import { Button, Modal } from '../../../ui/index.ts'
import type { FlowStep, ReceiptOutcome } from '../model/flow.ts'
import styles from './TransactionFlowDialog.module.css'

/** What the feature puts in the dialog: its review, what is being done, and any offer after submission. */
export type TransactionFlowContent = {
  /** The review's title ('Confirm Swap'). */
  title: string
  review: ReactNode
  /** What the wallet is asked to do ('Swapping 1 ETH for 1974.32 DAI'). */
  pendingText: ReactNode
  /** Shown once submitted, above Close (add the token to the wallet). */
  afterSubmit?: ReactNode
  /** The spec's text for a failure the wallet or the node gave, from the error as it is. */
  errorText: (error: unknown) => string
}

export type TransactionFlowDialogProps = {
  chainId: number | undefined
  step: FlowStep
  receipt: ReceiptOutcome | null
  content: TransactionFlowContent
  onDismiss: () => void
}

function ReceiptStatus({ receipt }: { receipt: ReceiptOutcome | null }) {
  switch (receipt) {
    case 'success':
      return (
        <p className={styles.success} role="status" data-testid="flow-receipt" data-receipt="success">
          <Trans>Transaction successful</Trans>
        </p>
      )
    case 'replaced':
      return (
        <p className={styles.muted} role="status" data-testid="flow-receipt" data-receipt="replaced">
          <Trans>Replaced by another transaction</Trans>
        </p>
      )
    default:
      return (
        <p className={styles.muted} role="status" data-testid="flow-receipt" data-receipt="pending">
          <Trans>Waiting for the transaction to be mined</Trans>
        </p>
      )
  }
}

/**
 * The dialog of every write: the feature's review, 'Waiting For Confirmation', 'Transaction Submitted' with the
 * explorer link and then the receipt's verdict, or the error with 'Dismiss'.
 */
export function TransactionFlowDialog({
  chainId,
  step,
  receipt,
  content,
  onDismiss,
}: TransactionFlowDialogProps) {
  const { t } = useLingui()
  switch (step.kind) {
    case 'review':
      return (
        <Modal title={content.title} closeLabel={t`Close`} onClose={onDismiss}>
          {content.review}
        </Modal>
      )
    case 'waiting':
      return (
        <Modal title={t`Waiting For Confirmation`} closeLabel={t`Close`} onClose={onDismiss}>
          <div className={styles.centered} data-testid="confirm-pending">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.strong}>{content.pendingText}</p>
            <p className={styles.muted}>
              <Trans>Confirm this transaction in your wallet</Trans>
            </p>
          </div>
        </Modal>
      )
    case 'submitted': {
      const url = chainId === undefined ? undefined : explorerLink(chainId, step.hash, 'transaction')
      const link = url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          <Trans>View on Explorer</Trans>
        </a>
      ) : null
      if (receipt === 'failed')
        return (
          <Modal title={t`Transaction Failed`} closeLabel={t`Close`} onClose={onDismiss}>
            <div className={styles.centered} data-testid="flow-reverted">
              <span className={styles.failedMark} aria-hidden="true">
                ✕
              </span>
              <p className={styles.error} role="alert">
                <Trans>The transaction failed on chain. Only its gas was spent.</Trans>
              </p>
              {link}
              <Button fullWidth onClick={onDismiss} data-testid="confirm-dismiss">
                <Trans>Dismiss</Trans>
              </Button>
            </div>
          </Modal>
        )
      return (
        <Modal title={t`Transaction Submitted`} closeLabel={t`Close`} onClose={onDismiss}>
          <div className={styles.centered} data-testid="confirm-submitted">
            <span className={receipt === 'success' ? styles.doneMark : styles.sentMark} aria-hidden="true">
              {receipt === 'success' ? '✓' : '↑'}
            </span>
            <ReceiptStatus receipt={receipt} />
            {link}
            {content.afterSubmit}
            <Button fullWidth onClick={onDismiss} data-testid="confirm-close">
              <Trans>Close</Trans>
            </Button>
          </div>
        </Modal>
      )
    }
    case 'failed':
      return (
        <Modal title={t`Error`} closeLabel={t`Close`} onClose={onDismiss}>
          <div className={styles.centered} data-testid="confirm-error">
            <p className={styles.error} role="alert">
              {content.errorText(step.error)}
            </p>
            <Button fullWidth onClick={onDismiss} data-testid="confirm-dismiss">
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        </Modal>
      )
  }
}
