import { Trans } from '@lingui/react/macro'
import { Button } from '../../../ui/index.ts'
import type { CollectState } from '../model/collectState.ts'
import { type CollectAsWethSwitch, CollectAsWethToggle } from './CollectAsWethToggle.tsx'
import styles from './CollectFeesButton.module.css'

export type CollectFeesButtonProps = {
  state: CollectState
  /** Whether there is anything to collect (fees known and above 0). */
  hasFees: boolean
  /** The Collect-as-WETH switch; null where spec 2 §2's four conditions do not all hold. */
  asWeth: CollectAsWethSwitch | null
  onCollect: () => void
}

/** 'Collect fees', then 'Collecting' and 'Collected' (spec 2 §4), with the Collect-as-WETH switch. */
export function CollectFeesButton({ state, hasFees, asWeth, onCollect }: CollectFeesButtonProps) {
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
      {asWeth ? <CollectAsWethToggle className={styles.weth} asWeth={asWeth} /> : null}
    </div>
  )
}
