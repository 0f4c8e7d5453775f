import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { explorerLink } from '../../../chain/chains.ts'
import { useChainStatus } from '../../chain-data/index.ts'
import { type Popup, usePopups } from '../popupStore.ts'
import styles from './Popups.module.css'

function PopupItem({ popup, chainId }: { popup: Popup; chainId: number | null }) {
  const { t } = useLingui()
  const removePopup = usePopups((s) => s.removePopup)
  const { key, removeAfterMs } = popup
  useEffect(() => {
    if (removeAfterMs === null) return
    const timer = setTimeout(() => removePopup(key), removeAfterMs)
    return () => clearTimeout(timer)
  }, [key, removeAfterMs, removePopup])
  const { hash, success, summary } = popup.content.txn
  const link = chainId === null ? undefined : explorerLink(chainId, hash, 'transaction')
  const shortHash = `${hash.slice(0, 8)}…${hash.slice(-6)}`
  return (
    <div className={styles.popup} role="status" data-testid="popup">
      <span className={success ? styles.success : styles.failure} aria-hidden="true">
        {success ? '✓' : '✕'}
      </span>
      <div className={styles.body}>
        <p className={styles.summary}>{summary ?? <Trans>Hash: {shortHash}</Trans>}</p>
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            <Trans>View on Explorer</Trans>
          </a>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={t`Dismiss`} onClick={() => removePopup(key)}>
        ×
      </button>
    </div>
  )
}

/** Toasts: a column at the top right on desktop, a horizontal scroller on small screens. */
export function Popups() {
  const popups = usePopups((s) => s.popupList)
  const chainId = useChainStatus((s) => s.chainId)
  const shown = popups.filter((popup) => popup.show)
  if (shown.length === 0) return null
  return (
    <div className={styles.popups}>
      {shown.map((popup) => (
        <PopupItem key={popup.key} popup={popup} chainId={chainId} />
      ))}
    </div>
  )
}
