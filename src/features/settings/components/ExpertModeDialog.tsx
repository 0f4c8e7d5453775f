import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button, Modal } from '../../../ui/index.ts'
import { isExpertModeConfirmation } from '../model/expertMode.ts'
import styles from './SettingsPopover.module.css'

/** Turning expert mode on: a warning, and the word confirm typed before the button does anything. */
export function ExpertModeDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const confirmed = isExpertModeConfirmation(typed)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (confirmed) onConfirm()
  }
  return (
    <Modal title={t`Are you sure?`} closeLabel={t`Close`} onClose={onClose}>
      <form className={styles.dialog} onSubmit={submit}>
        <p>
          <Trans>
            Expert mode turns off the confirm transaction prompt and allows high slippage trades that often
            result in bad rates and lost funds.
          </Trans>
        </p>
        <p className={styles.strong}>
          <Trans>ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.</Trans>
        </p>
        <label className={styles.confirmLabel}>
          <Trans>Please type the word "confirm" to enable expert mode.</Trans>
          <input
            className={styles.confirmInput}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary" fullWidth disabled={!confirmed}>
          <Trans>Turn On Expert Mode</Trans>
        </Button>
      </form>
    </Modal>
  )
}
