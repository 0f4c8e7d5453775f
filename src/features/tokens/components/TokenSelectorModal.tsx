import { useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { localChainConfig } from '../../../chain/chains.ts'
import { Modal } from '../../../ui/index.ts'
import { useNativeBalance, useTokenBalances } from '../../chain-data/index.ts'
import { fetchTokenList } from '../api/listFetcher.ts'
import { fetchListIntoStore, retainListsUpdater } from '../hooks/listsUpdater.ts'
import { useEnsSource } from '../hooks/useEnsSource.ts'
import { useListsActions } from '../hooks/useLists.ts'
import { useActiveTokens, useInactiveTokens, useUserTokens } from '../hooks/useTokens.ts'
import { type CommonBase, commonBases } from '../model/commonBases.ts'
import { type Currency, nativeCurrency } from '../model/currency.ts'
import { listedSymbols } from '../model/listedSymbols.ts'
import type { BalanceMap } from '../model/searchResults.ts'
import { userTokens } from '../store/userTokens.ts'
import { AddressLookup } from './AddressLookup.tsx'
import { ImportListView } from './ImportListView.tsx'
import { type ImportableToken, ImportTokenWarning } from './ImportTokenWarning.tsx'
import { ManageView } from './ManageView.tsx'
import { type SearchData, SearchView } from './SearchView.tsx'
import styles from './TokenSelector.module.css'

export type TokenSelectorModalProps = {
  chainId: number
  account: Address | undefined
  selected: Currency | null
  /** The form's other currency, marked in the list. */
  otherSelected?: Currency | null | undefined
  onSelect: (currency: Currency) => void
  onClose: () => void
}

type View =
  | { kind: 'search' }
  | { kind: 'manage' }
  | { kind: 'importToken'; token: ImportableToken; back: 'search' | 'manage' }
  | { kind: 'importList'; url: string; list: TokenList }

const LOCAL_BASES: readonly CommonBase[] = localChainConfig
  ? [
      'ETH' as const,
      ...(['DAI', 'USDC', 'USDT', 'WBTC', 'WETH'] as const).flatMap((symbol) => {
        const token = localChainConfig?.tokens[symbol]
        return token ? [token] : []
      }),
    ]
  : []

function useSearchData(chainId: number, account: Address | undefined): SearchData {
  const active = useActiveTokens(chainId)
  const user = useUserTokens(chainId)
  const inactiveTokens = useInactiveTokens(chainId)
  const tokens = useMemo(() => {
    const seen = new Set(user.map((t) => t.address.toLowerCase()))
    return [...user, ...active.filter((t) => !seen.has(t.address.toLowerCase()))]
  }, [active, user])
  const addresses = useMemo(() => tokens.map((t) => t.address), [tokens])
  const tokenBalances = useTokenBalances(chainId, account, addresses)
  const native = useNativeBalance(chainId, account)
  const balances = useMemo((): BalanceMap => {
    const map = new Map<string, bigint>()
    if (native.result !== undefined) map.set('ETH', native.result)
    for (const [address, state] of Object.entries(tokenBalances))
      if (state.result !== undefined) map.set(address.toLowerCase(), state.result)
    return map
  }, [native.result, tokenBalances])
  const bases = useMemo(
    () => commonBases(chainId, chainId === localChainConfig?.chainId ? LOCAL_BASES : []),
    [chainId],
  )
  const listed = useMemo(() => listedSymbols(active, nativeCurrency(chainId).symbol), [active, chainId])
  return { chainId, tokens, inactiveTokens, balances, bases, listedSymbols: listed }
}

/** The token selector (spec 1 §2): search, manage, import token and import list views. */
export function TokenSelectorModal({
  chainId,
  account,
  selected,
  otherSelected,
  onSelect,
  onClose,
}: TokenSelectorModalProps) {
  const { t } = useLingui()
  const [view, setView] = useState<View>({ kind: 'search' })
  const ens = useEnsSource(chainId)
  const actions = useListsActions()
  useEffect(() => retainListsUpdater(ens), [ens])
  const data = useSearchData(chainId, account)

  const select = useCallback(
    (currency: Currency) => {
      onSelect(currency)
      onClose()
    },
    [onSelect, onClose],
  )
  const fetchPreview = useCallback((url: string) => fetchTokenList(url, ens), [ens])
  const importList = useCallback(
    async (url: string) => {
      try {
        await fetchListIntoStore(url, ens)
        actions.enable(url)
      } catch (error) {
        actions.remove(url)
        throw error
      }
    },
    [ens, actions],
  )
  const lookup = (back: 'search' | 'manage') => (address: string) => (
    <AddressLookup
      chainId={chainId}
      address={address}
      listedSymbols={data.listedSymbols}
      onImport={(token) => setView({ kind: 'importToken', token, back })}
    />
  )

  const titles: Record<View['kind'], string> = {
    search: t`Select a token`,
    manage: t`Manage`,
    importToken: t`Import a token`,
    importList: t`Import List`,
  }
  const back =
    view.kind === 'manage' || view.kind === 'importList'
      ? () => setView(view.kind === 'importList' ? { kind: 'manage' } : { kind: 'search' })
      : view.kind === 'importToken'
        ? () => setView({ kind: view.back })
        : null

  return (
    <Modal title={titles[view.kind]} closeLabel={t`Close`} onClose={onClose}>
      <div className={styles.frame}>
        {back ? (
          <button type="button" className={styles.back} onClick={back} aria-label={t`Back`}>
            <span data-mirror aria-hidden="true">
              ←
            </span>
          </button>
        ) : null}
        {view.kind === 'search' ? (
          <SearchView
            data={data}
            selected={selected}
            otherSelected={otherSelected}
            onSelect={select}
            onImport={(token) => setView({ kind: 'importToken', token, back: 'search' })}
            onManage={() => setView({ kind: 'manage' })}
            renderAddressLookup={lookup('search')}
          />
        ) : view.kind === 'manage' ? (
          <ManageView
            chainId={chainId}
            fetchPreview={fetchPreview}
            onImportList={(url, list) => setView({ kind: 'importList', url, list })}
            renderAddressLookup={lookup('manage')}
          />
        ) : view.kind === 'importToken' ? (
          <ImportTokenWarning
            tokens={[view.token]}
            chainId={chainId}
            listedSymbols={data.listedSymbols}
            onImport={() => {
              userTokens.add(view.token)
              select(view.token)
            }}
            onCancel={() => setView({ kind: view.back })}
          />
        ) : (
          <ImportListView
            url={view.url}
            list={view.list}
            importList={importList}
            onImported={() => setView({ kind: 'manage' })}
          />
        )}
      </div>
    </Modal>
  )
}
