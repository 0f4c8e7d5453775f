import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { formatFiat, localizeNumber } from '../../../lib/format.ts'
import styles from './ClaimDialogs.module.css'

/** Each figure as shown, or null while it is not known. */
export type UniBalanceViewProps = {
  balance: string | null
  unclaimed: string | null
  priceUsd: number | null
  totalSupply: string | null
  circulatingSupply: string | null
  onNavigate: () => void
}

/** The UNI balance dialog (spec 1 §2, spec 2 §2): balance and unclaimed UNI, then the token's figures. */
export function UniBalanceView(props: UniBalanceViewProps) {
  const { balance, unclaimed, priceUsd, totalSupply, circulatingSupply, onNavigate } = props
  const { i18n } = useLingui()
  const shown = (value: string | null) => (value === null ? '-' : localizeNumber(value, i18n.locale))
  return (
    <div className={styles.body}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            <Trans>Balance:</Trans>
          </dt>
          <dd data-testid="uni-balance">{shown(balance)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Unclaimed:</Trans>
          </dt>
          <dd data-testid="uni-unclaimed">
            {shown(unclaimed)}{' '}
            <Link to="/uni" onClick={onNavigate}>
              <Trans>(claim)</Trans>
            </Link>
          </dd>
        </div>
      </dl>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            <Trans>UNI price:</Trans>
          </dt>
          <dd data-testid="uni-price">{formatFiat(priceUsd, i18n.locale) ?? '-'}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>UNI in circulation:</Trans>
          </dt>
          <dd data-testid="uni-circulating">{shown(circulatingSupply)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <Trans>Total Supply</Trans>
          </dt>
          <dd data-testid="uni-total-supply">{shown(totalSupply)}</dd>
        </div>
      </dl>
    </div>
  )
}
