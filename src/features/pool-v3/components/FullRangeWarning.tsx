import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '../../../ui/index.ts'
import styles from './FullRangeWarning.module.css'

/** Facts §9: the full-range liquidity help article. */
export const FULL_RANGE_HELP_URL =
  'https://help.uniswap.org/en/articles/5434296-can-i-provide-liquidity-over-the-full-range-in-v3'

export type FullRangeWarningProps = {
  /** 'I understand': the caller sets the full range. */
  onConfirm: () => void
  /** Back to the range as it was. */
  onCancel: () => void
}

/** The efficiency warning Full Range shows before it sets the range (spec 2 §4 "Full range"). */
export function FullRangeWarning({ onConfirm, onCancel }: FullRangeWarningProps) {
  const titleId = useId()
  return (
    <section className={styles.warning} data-testid="full-range-warning" aria-labelledby={titleId}>
      <h3 className={styles.title} id={titleId}>
        <Trans>Efficiency Comparison</Trans>
      </h3>
      <p className={styles.text}>
        <Trans>
          Full range positions may earn less fees than concentrated positions.{' '}
          <a href={FULL_RANGE_HELP_URL} target="_blank" rel="noopener noreferrer">
            Learn more about full range positions
          </a>
          .
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel} data-testid="full-range-cancel">
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} data-testid="full-range-confirm">
          <Trans>I understand</Trans>
        </Button>
      </div>
    </section>
  )
}
