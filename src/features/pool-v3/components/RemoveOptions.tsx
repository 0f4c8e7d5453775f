import { Trans } from '@lingui/react/macro'
import { type CollectAsWethSwitch, CollectAsWethToggle } from './CollectAsWethToggle.tsx'
import styles from './RemoveOptions.module.css'

export type RemoveOptionsProps = {
  /** The Collect-as-WETH switch; null where it is not offered (spec 2 §2's conditions). */
  asWeth: CollectAsWethSwitch | null
  /** Burning the position NFT; null unless everything comes out. */
  burn: { on: boolean; onToggle: () => void } | null
}

/** The remove screen's choices: keep the native side wrapped, and burn the emptied position's NFT. */
export function RemoveOptions({ asWeth, burn }: RemoveOptionsProps) {
  if (!asWeth && !burn) return null
  return (
    <div className={styles.options}>
      {asWeth ? <CollectAsWethToggle className={styles.row} asWeth={asWeth} /> : null}
      {burn ? (
        <label className={styles.row}>
          <span>
            <Trans>Burn the position NFT</Trans>
          </span>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={burn.on}
            onChange={burn.onToggle}
            data-testid="remove-burn"
          />
        </label>
      ) : null}
    </div>
  )
}
