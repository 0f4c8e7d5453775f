import { Trans, useLingui } from '@lingui/react/macro'
import { localizeNumber } from '../../../lib/format.ts'
import { Button } from '../../../ui/index.ts'
import type { ClaimBreakdownRow } from '../model/claimBreakdown.ts'
import styles from './ClaimDialogs.module.css'

export type SelfClaimViewProps = {
  /** The unclaimed amount as shown ('1,387.65'). */
  amount: string
  rows: readonly { kind: ClaimBreakdownRow['kind']; amount: string }[]
  canClaim: boolean
  onClaim: () => void
}

function RowLabel({ kind }: { kind: ClaimBreakdownRow['kind'] }) {
  switch (kind) {
    case 'socks':
      return <Trans>SOCKS</Trans>
    case 'liquidity':
      return <Trans>Liquidity</Trans>
    case 'user':
      return <Trans>User</Trans>
  }
}

/** The connected account's claim (spec 2 §2): its amount, where it comes from, and Claim. */
export function SelfClaimView({ amount: plainAmount, rows, canClaim, onClaim }: SelfClaimViewProps) {
  const { i18n } = useLingui()
  const amount = localizeNumber(plainAmount, i18n.locale)
  return (
    <div className={styles.body}>
      <p className={styles.amount} data-testid="self-claim-amount">
        <Trans>{amount} UNI</Trans>
      </p>
      {rows.length > 0 ? (
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.kind} className={styles.row} data-testid={`claim-row-${row.kind}`}>
              <dt>
                <RowLabel kind={row.kind} />
              </dt>
              <dd>
                <Trans>{localizeNumber(row.amount, i18n.locale)} UNI</Trans>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={styles.muted}>
        <Trans>
          As a member of the Uniswap community you may claim UNI to be used for voting and governance.
        </Trans>{' '}
        <a href="https://uniswap.org/blog/uni" target="_blank" rel="noopener noreferrer">
          <Trans>Read more about UNI</Trans>
        </a>
      </p>
      <Button fullWidth disabled={!canClaim} onClick={onClaim} data-testid="claim-submit">
        <Trans>Claim</Trans>
      </Button>
    </div>
  )
}
