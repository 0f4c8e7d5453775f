import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { localizeNumber } from '../../../lib/format.ts'
import type { PriceView } from '../model/trade/tradeSummary.ts'
import styles from './TradePrice.module.css'

/** The execution price, '1 ETH = 2,000 DAI'; the button next to it turns it the other way round. */
export function TradePrice({ price }: { price: PriceView }) {
  const { t, i18n } = useLingui()
  const [inverted, setInverted] = useState(false)
  const text = inverted
    ? `1 ${price.quote} = ${localizeNumber(price.inverted, i18n.locale)} ${price.base}`
    : `1 ${price.base} = ${localizeNumber(price.value, i18n.locale)} ${price.quote}`
  return (
    <div className={styles.price}>
      <span data-testid="trade-price">{text}</span>
      <button
        type="button"
        className={styles.invert}
        aria-label={t`Invert price`}
        aria-pressed={inverted}
        onClick={() => setInverted((was) => !was)}
      >
        ⇄
      </button>
    </div>
  )
}
