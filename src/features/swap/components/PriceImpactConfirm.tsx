import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button, Modal } from '../../../ui/index.ts'
import type { ImpactLoss } from '../model/impactLoss.ts'
import type { ImpactConfirmation } from '../model/priceImpact.ts'
import styles from './PriceImpactConfirm.module.css'

/** Only this word, exactly, lets a swap with an impact of 10% or more go on. */
export const PRICE_IMPACT_CONFIRM_WORD = 'confirm'

export type PriceImpactConfirmProps = {
  /** 'yes-no' at 5% or more, 'typed-confirm' at 10% or more (see impactConfirmation). */
  kind: Exclude<ImpactConfirmation, 'none'>
  /** What the trade would lose, as the form shows it now; null when it has no trade to measure. */
  loss?: ImpactLoss | null
  onConfirm: () => void
  onCancel: () => void
}

function LossLine({ loss }: { loss: ImpactLoss }) {
  const { t } = useLingui()
  const { percent, usd } = loss
  return (
    <p className={styles.loss} data-testid="price-impact-loss">
      {usd === null
        ? t`You will lose about ${percent} of your trade's value.`
        : t`You will lose about ${usd} (${percent}) of your trade's value.`}
    </p>
  )
}

/** The in-app prompt before a swap with a high price impact (facts §8.1 "On swap submit"). */
export function PriceImpactConfirm({ kind, loss = null, onConfirm, onCancel }: PriceImpactConfirmProps) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const typedOk = typed === PRICE_IMPACT_CONFIRM_WORD
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (kind === 'yes-no' || typedOk) onConfirm()
  }
  return (
    <Modal title={t`Price impact warning`} closeLabel={t`Close`} onClose={onCancel}>
      <form
        className={styles.dialog}
        onSubmit={submit}
        data-testid={kind === 'yes-no' ? 'price-impact-confirm' : 'price-impact-typed-confirm'}
      >
        {loss ? <LossLine loss={loss} /> : null}
        {kind === 'yes-no' ? (
          <p>
            <Trans>
              This swap has a price impact of at least 5%. Please confirm that you would like to continue with
              this swap.
            </Trans>
          </p>
        ) : (
          <label className={styles.label}>
            <Trans>
              This swap has a price impact of at least 10%. Please type the word "confirm" to continue with
              this swap.
            </Trans>
            <input
              className={styles.input}
              data-testid="price-impact-confirm-input"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
        )}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onCancel} data-testid="price-impact-cancel">
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={kind === 'typed-confirm' && !typedOk}
            data-testid="price-impact-accept"
          >
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  )
}
