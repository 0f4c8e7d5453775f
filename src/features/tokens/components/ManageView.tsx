import { Trans } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { type ReactNode, useState } from 'react'
import { ManageLists } from './ManageLists.tsx'
import { ManageTokens } from './ManageTokens.tsx'
import styles from './TokenSelector.module.css'

export type ManageViewProps = {
  chainId: number
  fetchPreview: (url: string) => Promise<TokenList>
  onImportList: (url: string, list: TokenList) => void
  renderAddressLookup: (address: string) => ReactNode
}

export function ManageView({ chainId, fetchPreview, onImportList, renderAddressLookup }: ManageViewProps) {
  const [tab, setTab] = useState<'lists' | 'tokens'>('lists')
  return (
    <div className={styles.view}>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'lists'}
          className={styles.tab}
          onClick={() => setTab('lists')}
        >
          <Trans>Lists</Trans>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'tokens'}
          className={styles.tab}
          onClick={() => setTab('tokens')}
        >
          <Trans>Tokens</Trans>
        </button>
      </div>
      {tab === 'lists' ? (
        <ManageLists fetchPreview={fetchPreview} onImportList={onImportList} />
      ) : (
        <ManageTokens chainId={chainId} renderAddressLookup={renderAddressLookup} />
      )}
    </div>
  )
}
