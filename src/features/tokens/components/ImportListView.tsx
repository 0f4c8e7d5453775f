import { Trans } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useId, useState } from 'react'
import styles from './TokenSelector.module.css'

export type ImportListViewProps = {
  url: string
  list: TokenList
  /** Adds, fetches and enables the list; rejects when it fails. */
  importList: (url: string) => Promise<void>
  onImported: () => void
}

export function ImportListView({ url, list, importList, onImported }: ImportListViewProps) {
  const [understood, setUnderstood] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const checkboxId = useId()
  const onImport = () => {
    setBusy(true)
    setFailed(false)
    importList(url).then(onImported, () => {
      setBusy(false)
      setFailed(true)
    })
  }
  return (
    <div className={styles.view}>
      <div className={styles.card} data-testid="import-list-card">
        <span className={styles.text}>
          <span className={styles.symbol}>{list.name}</span>
          <span className={styles.muted}>
            <Trans>{list.tokens.length} tokens</Trans>
          </span>
          <span className={styles.mono}>{url}</span>
        </span>
      </div>
      <div className={styles.warningBox}>
        <p className={styles.warningTitle}>
          <Trans>Import at your own risk</Trans>
        </p>
        <p>
          <Trans>
            By adding this list you are implicitly trusting that the data is correct. Anyone can create a
            list, including creating fake versions of existing lists and lists that claim to represent
            projects that do not have one.
          </Trans>
        </p>
        <p>
          <Trans>If you purchase a token from this list, you may not be able to sell it back.</Trans>
        </p>
        <label className={styles.checkbox} htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <Trans>I understand</Trans>
        </label>
      </div>
      <button type="button" className={styles.primaryWide} disabled={!understood || busy} onClick={onImport}>
        <Trans>Import</Trans>
      </button>
      {failed ? (
        <p className={styles.error} role="alert">
          <Trans>Error importing list</Trans>
        </p>
      ) : null}
    </div>
  )
}
