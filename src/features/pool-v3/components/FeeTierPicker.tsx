import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatPercentInteger, localizeNumber } from '../../../lib/format.ts'
import { FEE_TIERS, type FeeTier, type FeeTierShares } from '../model/feeTierShares.ts'
import { formatFeeTier } from '../model/positionDisplay.ts'
import styles from './FeeTierPicker.module.css'

export type FeeTierPickerProps = {
  /** The tier in the route; null when none is chosen. */
  selected: FeeTier | null
  /** Each tier's part of the pair's liquidity: undefined while loading, null when no pool holds anything. */
  shares: FeeTierShares | null | undefined
  /** Whether the three options are shown. */
  open: boolean
  /** Edit / Hide. */
  onOpenChange: (open: boolean) => void
  onChoose: (fee: FeeTier) => void
  /** No pair is chosen yet. */
  disabled: boolean
}

/** The tier's label of spec 2 §3 "Fee tiers". */
function TierDescription({ fee }: { fee: FeeTier }) {
  switch (fee) {
    case 500:
      return <Trans>Best for stable pairs</Trans>
    case 3000:
      return <Trans>Best for most pairs</Trans>
    case 10000:
      return <Trans>Best for exotic pairs</Trans>
  }
}

/** How much of the pair's liquidity the tier holds: 'x% select', or 'Not created' where its pool holds none. */
function ShareBadge({ shares, fee }: { shares: FeeTierShares | null | undefined; fee: FeeTier }) {
  if (shares === undefined) return null
  const share = shares === null ? 0 : shares[fee]
  const percent = formatPercentInteger(share * 100)
  return (
    <span className={styles.badge} data-testid={`fee-tier-share-${fee}`}>
      {share > 0 ? <Trans>{percent}% select</Trans> : <Trans>Not created</Trans>}
    </span>
  )
}

/** The add form's fee tier (spec 2 §2, §4 "Fee tier selection"): the chosen tier, and the three to pick from. */
export function FeeTierPicker({
  selected,
  shares,
  open,
  onOpenChange,
  onChoose,
  disabled,
}: FeeTierPickerProps) {
  const { t, i18n } = useLingui()
  const optionsId = useId()
  const selectedText = selected === null ? '' : localizeNumber(formatFeeTier(selected), i18n.locale)
  return (
    <section className={styles.picker} data-testid="fee-tier-picker" aria-label={t`Fee tier`}>
      <div className={styles.header}>
        <div className={styles.summary}>
          {selected === null ? (
            <>
              <span className={styles.title}>
                <Trans>Fee tier</Trans>
              </span>
              <span className={styles.hint}>
                <Trans>The % you will earn in fees.</Trans>
              </span>
            </>
          ) : (
            <>
              <span className={styles.title} data-testid="fee-tier-selected">
                <Trans>{selectedText} fee tier</Trans>
              </span>
              <ShareBadge shares={shares} fee={selected} />
            </>
          )}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={optionsId}
          disabled={disabled}
          onClick={() => onOpenChange(!open)}
          data-testid="fee-tier-toggle"
        >
          {open ? <Trans>Hide</Trans> : <Trans>Edit</Trans>}
        </button>
      </div>
      {open ? (
        <fieldset className={styles.options} id={optionsId} aria-label={t`Fee tiers`}>
          {FEE_TIERS.map((fee) => (
            <button
              key={fee}
              type="button"
              className={styles.option}
              aria-pressed={selected === fee}
              disabled={disabled}
              onClick={() => onChoose(fee)}
              data-testid={`fee-tier-${fee}`}
            >
              <span className={styles.fee}>{localizeNumber(formatFeeTier(fee), i18n.locale)}</span>
              <span className={styles.description}>
                <TierDescription fee={fee} />
              </span>
              <ShareBadge shares={shares} fee={fee} />
            </button>
          ))}
        </fieldset>
      ) : null}
    </section>
  )
}
