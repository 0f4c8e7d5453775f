import { Trans, useLingui } from '@lingui/react/macro'
import type { Token } from '@uniswap/sdk-core'
import { useEffect, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { Card } from '../../../ui/index.ts'
import { type SavedToken, useUserSettings } from '../../settings/index.ts'
import {
  type Currency,
  CurrencySelectButton,
  currencyId,
  nativeCurrency,
  TokenSelector,
} from '../../tokens/index.ts'
import { ConnectWalletButton, useChainId, useConnection } from '../../wallet/index.ts'
import { FindPoolStatus } from '../components/FindPoolStatus.tsx'
import { useFindPool } from '../hooks/useFindPool.ts'
import { findPoolLinks } from '../model/findPoolLinks.ts'
import { v2PositionCardView } from '../model/v2PositionCardView.ts'
import styles from './FindPoolScreen.module.css'

type Side = 0 | 1

const savedToken = (token: Token): SavedToken => ({
  chainId: token.chainId,
  address: token.address,
  decimals: token.decimals,
  ...(token.symbol === undefined ? {} : { symbol: token.symbol }),
  ...(token.name === undefined ? {} : { name: token.name }),
})

/** /pool/v2/find (spec 2 §2 "Find pool"): pick two tokens, see their v2 pool and the account's part of it. */
export function FindPoolScreen() {
  const chainId = useChainId()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const [params] = useSearchParams()
  // A new chain starts a new search: picks of the old chain would name tokens that are not there.
  return <FindPool key={chainId} chainId={chainId} account={account} origin={params.get('origin')} />
}

function FindPool({
  chainId,
  account,
  origin,
}: {
  chainId: number
  account: Address | undefined
  origin: string | null
}) {
  const { t } = useLingui()
  const info = chainInfoOf(chainId)
  // The native coin first, as the 2021 page did: most v2 pairs are with WETH.
  const [currencies, setCurrencies] = useState<readonly [Currency | null, Currency | null]>(() => [
    nativeCurrency(chainId),
    null,
  ])
  const [selecting, setSelecting] = useState<Side | null>(null)
  const [currencyA, currencyB] = currencies
  const result = useFindPool(chainId, account, currencyA, currencyB)
  const links = findPoolLinks(
    origin,
    currencyA ? currencyId(currencyA) : null,
    currencyB ? currencyId(currencyB) : null,
  )
  const position = result.kind === 'found' ? result.position : null
  const wrappedNative = info?.wrappedNative.address
  const card = useMemo(
    () => (position && wrappedNative ? v2PositionCardView(position, { wrappedNative, account }) : null),
    [position, wrappedNative, account],
  )

  // A pool the account holds LP in is kept in the user's pairs, so the v2 pool page lists it from now on.
  const addSavedPair = useUserSettings((s) => s.addSavedPair)
  const found0 = position?.token0
  const found1 = position?.token1
  useEffect(() => {
    if (found0 && found1) addSavedPair({ token0: savedToken(found0), token1: savedToken(found1) })
  }, [found0, found1, addSavedPair])

  const select = (currency: Currency) => {
    if (selecting === null) return
    setCurrencies(([a, b]) => (selecting === 0 ? [currency, b] : [a, currency]))
    setSelecting(null)
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Link className={styles.back} to={links.origin} aria-label={t`Back`}>
          <span data-mirror aria-hidden="true">
            ←
          </span>
        </Link>
        <h1 className={styles.title}>
          <Trans>Import V2 Pool</Trans>
        </h1>
      </div>
      <Card className={styles.card}>
        {info?.isL2 ? (
          <p className={styles.message} data-testid="v2-layer2">
            <Trans>V2 is not available on Layer 2. Switch to Layer 1 Ethereum.</Trans>
          </p>
        ) : (
          <>
            <p className={styles.tip}>
              <Trans>
                Tip: Use this tool to find v2 pools that don't automatically appear in the interface.
              </Trans>
            </p>
            <CurrencySelectButton
              currency={currencyA}
              label={t`First token`}
              onClick={() => setSelecting(0)}
              testId="find-currency-0"
            />
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            <CurrencySelectButton
              currency={currencyB}
              label={t`Second token`}
              onClick={() => setSelecting(1)}
              testId="find-currency-1"
            />
            {account === undefined ? (
              <div className={styles.message}>
                <p>
                  <Trans>Connect to a wallet to find pools</Trans>
                </p>
                <ConnectWalletButton />
              </div>
            ) : (
              <FindPoolStatus result={result} links={links} card={card} />
            )}
          </>
        )}
      </Card>
      {selecting !== null ? (
        <TokenSelector
          chainId={chainId}
          account={account}
          selected={currencies[selecting]}
          otherSelected={currencies[selecting === 0 ? 1 : 0]}
          onSelect={select}
          onClose={() => setSelecting(null)}
        />
      ) : null}
    </div>
  )
}
