import { Trans, useLingui } from '@lingui/react/macro'
import { Toggle } from '../../../ui/index.ts'
import styles from './RemoveOptions.module.css'

export type RemoveOptionsProps = {
  /** The Collect-as-WETH switch; null where it is not offered (spec 2 §2's conditions). */
  asWeth: { on: boolean; onToggle: () => void } | null
  /** Burning the position NFT; null unless everything comes out. */
  burn: { on: boolean; onToggle: () => void } | null
}

/** The remove screen's choices: keep the native side wrapped, and burn the emptied position's NFT. */
export function RemoveOptions({ asWeth, burn }: RemoveOptionsProps) {
  const { t } = useLingui()
  if (!asWeth && !burn) return null
  return (
    <div className={styles.options}>
      {asWeth ? (
        <div className={styles.row}>
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
