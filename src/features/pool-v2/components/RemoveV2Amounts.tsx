import { useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import type { BurnV2Side } from '../model/deriveBurnV2Form.ts'
import styles from './RemoveV2Amounts.module.css'

export type RemoveV2AmountsProps = {
  /** What comes out on each side; the value is null while there is nothing to remove. */
  amounts: Record<BurnV2Side, { value: string | null; symbol: string }>
  /** Names the amounts' test ids: {testId}-a, {testId}-b. */
  testId: string
}

const NOTHING = '-'

/** The two amounts a remove pays out, each beside its currency. */
export function RemoveV2Amounts({ amounts, testId }: RemoveV2AmountsProps) {
  const { i18n } = useLingui()
  return (
    <ul className={styles.amounts}>
      {(['A', 'B'] as const).map((side) => (
        <li key={side} className={styles.row}>
          <span className={styles.value} data-testid={`${testId}-${side.toLowerCase()}`}>
            {localizeNumber(amounts[side].value ?? NOTHING, i18n.locale)}
          </span>
          <span className={styles.symbol}>{amounts[side].symbol}</span>
        </li>
      ))}
    </ul>
  )
}
