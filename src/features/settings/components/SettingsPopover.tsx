import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Popover, useModal } from '../../../ui/index.ts'
import type { SlippageForm } from '../model/slippage.ts'
import styles from './SettingsPopover.module.css'

const SettingsPanel = lazy(() => import('./SettingsPanel.tsx').then((m) => ({ default: m.SettingsPanel })))

/**
 * The gear button and its settings panel: slippage, deadline (layer 1 only), expert mode and single-hop-only,
 * for the connected chain. Shared by the swap and liquidity screens. The panel is the 'settings' modal of the
 * one-modal-at-a-time rule (spec 1 §2): opening it closes any other, opening another closes it.
 */
export const SETTINGS_MODAL = 'settings'

export type SettingsPopoverProps = {
  /** The chain the settings apply to: a layer-2 chain has no deadline setting and its own auto slippage. */
  chainId: number | null
  /** The form the settings are opened from: its auto slippage is the one shown (remove 5 %, swap 0.5 % …). */
  form?: SlippageForm
}

export function SettingsPopover({ chainId, form = 'swap' }: SettingsPopoverProps) {
  const { t } = useLingui()
  const { open, toggle, close } = useModal(SETTINGS_MODAL)
  return (
    <div className={styles.anchor}>
      <button
        type="button"
        className={styles.gear}
        aria-label={t`Transaction settings`}
        data-testid="settings-button"
        aria-expanded={open}
        onClick={toggle}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </svg>
      </button>
      {open && (
        <Popover label={t`Transaction Settings`} onClose={close}>
          <Suspense fallback={null}>
            <SettingsPanel chainId={chainId ?? undefined} form={form} />
          </Suspense>
        </Popover>
      )}
    </div>
  )
}
