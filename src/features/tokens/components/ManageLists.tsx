import { Trans, useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useEffect, useRef, useState } from 'react'
import { useDebounced } from '../../../ui/index.ts'
import { type ListView, useListsActions, useUserLists } from '../hooks/useLists.ts'
import { parseListLocation } from '../model/listUrl.ts'
import { SelectorInput } from './SelectorInput.tsx'
import styles from './TokenSelector.module.css'

export type ManageListsProps = {
  /** Downloads a list without adding it (the preview before importing). */
  fetchPreview: (url: string) => Promise<TokenList>
  onImportList: (url: string, list: TokenList) => void
}

type Preview = { url: string; list: TokenList | null; error: string | null }

export function ManageLists({ fetchPreview, onImportList }: ManageListsProps) {
  const { t } = useLingui()
  const lists = useUserLists()
  const [input, setInput] = useState('')
  const [preview, setPreview] = useState<Preview | null>(null)
  const location = parseListLocation(input)
  const invalid = input.trim() !== '' && location === null
  const url = location?.url ?? null
  // One download per URL the user settled on: not one per keystroke of a URL still being typed, and not
  // again when the fetcher is recreated (a new block, a chain change).
  const settledUrl = useDebounced(url, 200)
  const fetchRef = useRef(fetchPreview)
  useEffect(() => {
    fetchRef.current = fetchPreview
  }, [fetchPreview])

  useEffect(() => {
    if (!settledUrl) {
      setPreview(null)
      return
    }
    const url = settledUrl
    let live = true
    setPreview({ url, list: null, error: null })
    fetchRef.current(url).then(
      (list) => live && setPreview({ url, list, error: null }),
      (error: unknown) =>
        live &&
        setPreview({ url, list: null, error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [settledUrl])

  const alreadyAdded = url !== null && lists.some((l) => l.url === url)

  return (
    <div className={styles.view}>
      <SelectorInput
        value={input}
        onValueChange={setInput}
        placeholder={t`https:// or ipfs:// or ENS name`}
        label={t`Add list by URL`}
      />
      {invalid ? (
        <p className={styles.error} role="alert">
          <Trans>Enter valid list location</Trans>
        </p>
      ) : null}
      {preview?.error ? (
        <p className={styles.error} role="alert">
          {preview.error}
        </p>
      ) : null}
      {preview?.list ? (
        <div className={styles.card} data-testid="list-preview">
          <span className={styles.text}>
            <span className={styles.symbol}>{preview.list.name}</span>
            <span className={`${styles.muted} ${styles.mono}`}>{preview.url}</span>
            <span className={styles.muted}>
              <Trans>{preview.list.tokens.length} tokens</Trans>
            </span>
          </span>
          {alreadyAdded ? (
            <span className={styles.muted}>
              <Trans>Loaded</Trans>
            </span>
          ) : (
            <button
              type="button"
              className={styles.primary}
              onClick={() => preview.list && onImportList(preview.url, preview.list)}
            >
              <Trans>Import</Trans>
            </button>
          )}
        </div>
      ) : null}
      <ul className={styles.lists} aria-label={t`Token lists`}>
        {lists.map((list) => (
          <ListRow key={list.url} list={list} removable={lists.length > 1} />
        ))}
      </ul>
    </div>
  )
}

function ListRow({ list, removable }: { list: ListView; removable: boolean }) {
  const { t } = useLingui()
  const actions = useListsActions()
  const [confirming, setConfirming] = useState(false)
  const [word, setWord] = useState('')
  const { current, pendingUpdate, loadingRequestId, error } = list.entry
  // A list is named by its own name; its URL, secondary, tells two lists of one name apart. Until the list
  // has loaded the URL is all there is to name it by.
  const listName = current?.name ?? null
  const name = listName ?? list.url
  const v = current?.version
  return (
    <li className={styles.listRow} data-testid={`list-row-${list.url}`} data-active={list.active}>
      <div className={styles.listMain}>
        <span className={styles.text}>
          <span className={styles.symbol} data-testid="list-name">
            {name}
          </span>
          {listName !== null ? (
            <span className={`${styles.muted} ${styles.mono}`} data-testid="list-url">
              {list.url}
            </span>
          ) : null}
          <span className={styles.muted}>
            {current ? (
              <Trans>
                {current.tokens.length} tokens · v{v?.major}.{v?.minor}.{v?.patch}
              </Trans>
            ) : loadingRequestId ? (
              <Trans>Loading…</Trans>
            ) : error ? (
              <Trans>Could not load this list</Trans>
            ) : null}
          </span>
        </span>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={list.active}
            checked={list.active}
            disabled={!current}
            aria-label={t`Enable ${name}`}
            onChange={() => (list.active ? actions.disable(list.url) : actions.enable(list.url))}
          />
        </label>
      </div>
      <div className={styles.listActions}>
        {pendingUpdate ? (
          <button type="button" className={styles.link} onClick={() => actions.acceptUpdate(list.url)}>
            <Trans>Update list</Trans>
          </button>
        ) : null}
        {removable && !confirming ? (
          <button type="button" className={styles.link} onClick={() => setConfirming(true)}>
            <Trans>Remove list</Trans>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className={styles.confirm}>
          <input
            className={styles.search}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            aria-label={t`Type REMOVE to confirm removing ${name}`}
            placeholder="REMOVE"
          />
          <button
            type="button"
            className={styles.primary}
            disabled={word !== 'REMOVE'}
            onClick={() => actions.remove(list.url)}
          >
            <Trans>Remove</Trans>
          </button>
          <button type="button" className={styles.link} onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : null}
    </li>
  )
}
