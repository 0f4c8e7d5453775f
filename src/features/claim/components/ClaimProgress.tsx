import { Trans, useLingui } from '@lingui/react/macro'
import { explorerLink } from '../../../chain/explorer.ts'
import { localizeNumber } from '../../../lib/format.ts'
import type { ClaimStep } from '../model/claimStep.ts'
import styles from './ClaimDialogs.module.css'
import { Confetti } from './Confetti.tsx'

export type ClaimProgressProps = {
  chainId: number
  step: Exclude<ClaimStep, { kind: 'idle' }>
  /** The amount being claimed, as shown ('400'). */
  amount: string
}

/** A claim under way (spec 2 §2, §4): 'Claiming' while the wallet asks and until the receipt, then 'Claimed'. */
export function ClaimProgress({ chainId, step, amount: plainAmount }: ClaimProgressProps) {
  const { i18n } = useLingui()
  const amount = localizeNumber(plainAmount, i18n.locale)
  const url = step.kind === 'submitting' ? undefined : explorerLink(chainId, step.hash, 'transaction')
  return (
    <div className={styles.progress} role="status" data-testid="claim-progress" data-step={step.kind}>
      {step.kind === 'claimed' ? <Confetti /> : null}
      <p className={styles.progressTitle}>
        {step.kind === 'claimed' ? <Trans>Claimed</Trans> : <Trans>Claiming</Trans>}
      </p>
      <p className={styles.amount}>
        <Trans>{amount} UNI</Trans>
      </p>
      {step.kind === 'claimed' ? (
        <p>
          <Trans>Welcome to team Unicorn :)</Trans>
        </p>
      ) : null}
      {step.kind === 'submitting' ? (
        <p className={styles.muted}>
          <Trans>Confirm this transaction in your wallet</Trans>
        </p>
      ) : null}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          <Trans>View transaction on Explorer</Trans>
        </a>
      ) : null}
    </div>
  )
}
