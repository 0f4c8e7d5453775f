import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Toggle } from '../../../ui/index.ts'
import type { CollectState } from '../model/collectState.ts'
import styles from './CollectFeesButton.module.css'

export type CollectFeesButtonProps = {
  state: CollectState
  /** Whether there is anything to collect (fees known and above 0). */
  hasFees: boolean
  /** The Collect-as-WETH switch; null where spec 2 §2's four conditions do not all hold. */
  asWeth: { on: boolean; onToggle: () => void } | null
  onCollect: () => void
}

/** 'Collect fees', then 'Collecting' and 'Collected' (spec 2 §4), with the Collect-as-WETH switch. */
export function CollectFeesButton({ state, hasFees, asWeth, onCollect }: CollectFeesButtonProps) {
  const { t } = useLingui()
  return (
    <div className={styles.collect}>
      <Button
        variant="soft"
        disabled={state !== 'idle' || !hasFees}
        onClick={onCollect}
        data-testid="collect-fees"
        data-state={state}
      >
        {state === 'collecting' ? (
          <Trans>Collecting</Trans>
        ) : state === 'collected' ? (
          <Trans>Collected</Trans>
        ) : (
          <Trans>Collect fees</Trans>
        )}
      </Button>
      {asWeth ? (
        <div className={styles.weth}>
          <span>
            <Trans>Collect as WETH</Trans>
          </span>
          <Toggle
            label={t`Collect as WETH`}
            on={asWeth.on}
            onToggle={asWeth.onToggle}
            onText={t`On`}
            offText={t`Off`}
          />
        </div>
      ) : null}
    </div>
  )
}
