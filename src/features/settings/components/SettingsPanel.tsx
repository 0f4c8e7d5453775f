import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { InfoTooltip, Toggle } from '../../../ui/index.ts'
import { turnOffExpertModeForVisit } from '../expertModeVisit.ts'
import { useTransactionSettings } from '../hooks/useTransactionSettings.ts'
import { expertModeToggle } from '../model/expertMode.ts'
import { effectiveSlippageBps, type SlippageForm } from '../model/slippage.ts'
import { useUserSettings } from '../store.ts'
import { DeadlineSetting } from './DeadlineSetting.tsx'
import { ExpertModeDialog } from './ExpertModeDialog.tsx'
import styles from './SettingsPopover.module.css'
import { SlippageSetting } from './SlippageSetting.tsx'

/** The settings of the popover (loaded when first opened): slippage, deadline, expert mode, single hop. */
export function SettingsPanel({ chainId, form }: { chainId: number | undefined; form: SlippageForm }) {
  const { t } = useLingui()
  const settings = useTransactionSettings(chainId, form)
  const userDeadline = useUserSettings((s) => s.userDeadline)
  const setSlippage = useUserSettings((s) => s.setUserSlippageTolerance)
  const setDeadline = useUserSettings((s) => s.setUserDeadline)
  const setExpertMode = useUserSettings((s) => s.setUserExpertMode)
  const setSingleHopOnly = useUserSettings((s) => s.setUserSingleHopOnly)
  const setApproveExact = useUserSettings((s) => s.setUserApproveExact)
  const [confirming, setConfirming] = useState(false)
  const toggleExpertMode = () => {
    if (expertModeToggle(settings.expertMode).kind === 'turn-off') {
      setExpertMode(false)
      turnOffExpertModeForVisit()
    } else setConfirming(true)
  }
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>
        <Trans>Transaction Settings</Trans>
      </h2>
      <SlippageSetting
        setting={settings.slippageSetting}
        autoBps={effectiveSlippageBps('auto', !settings.deadlineEditable, form)}
        onChange={setSlippage}
      />
      {settings.deadlineEditable && <DeadlineSetting seconds={userDeadline} onChange={setDeadline} />}
      <h2 className={styles.title}>
        <Trans>Interface Settings</Trans>
      </h2>
      <div className={styles.switchRow}>
        <div className={styles.labelRow}>
          <Trans>Toggle Expert Mode</Trans>
          <InfoTooltip label={t`About expert mode`}>
            <Trans>Allow high price impact trades and skip the confirm screen. Use at your own risk.</Trans>
          </InfoTooltip>
        </div>
        <Toggle
          label={t`Toggle Expert Mode`}
          on={settings.expertMode}
          onToggle={toggleExpertMode}
          onText={t`On`}
          offText={t`Off`}
        />
      </div>
      <div className={styles.switchRow}>
        <div className={styles.labelRow}>
          <Trans>Disable Multihops</Trans>
          <InfoTooltip label={t`About multihops`}>
            <Trans>Restricts swaps to direct pairs only.</Trans>
          </InfoTooltip>
        </div>
        <Toggle
          label={t`Disable Multihops`}
          on={settings.singleHopOnly}
          onToggle={() => setSingleHopOnly(!settings.singleHopOnly)}
          onText={t`On`}
          offText={t`Off`}
        />
      </div>
      <div className={styles.switchRow}>
        <span>
          <Trans>Approve exact amounts</Trans>
        </span>
        <Toggle
          label={t`Approve exact amounts`}
          on={settings.approveExact}
          onToggle={() => setApproveExact(!settings.approveExact)}
          onText={t`On`}
          offText={t`Off`}
        />
      </div>
      {confirming && (
        <ExpertModeDialog
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setExpertMode(true)
            setConfirming(false)
          }}
        />
      )}
    </div>
  )
}
