import { Trans, useLingui } from '@lingui/react/macro'
import { Toggle } from '../../../ui/index.ts'

export type CollectAsWethSwitch = { on: boolean; onToggle: () => void }

/** 'Collect as WETH' with its switch: keep the wrapped native token instead of receiving ETH (collect, remove). */
export function CollectAsWethToggle({
  className,
  asWeth,
}: {
  className: string | undefined
  asWeth: CollectAsWethSwitch
}) {
  const { t } = useLingui()
  return (
    <div className={className}>
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
  )
}
