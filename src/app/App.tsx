import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { unstable_HistoryRouter as HistoryRouter, type HistoryRouterProps } from 'react-router'
import { ChainDataProvider } from '../features/chain-data/index.ts'
import { readClientOf } from '../features/wallet/index.ts'
import { createRedirectingHashHistory } from './redirectingHistory.ts'
import { AppRoutes, redirectOf } from './routes.tsx'

/**
 * The app's history: the hash history with the route table's redirects. Made before the first render (see
 * main.tsx), in a task of its own: with the route table's matching it is a few milliseconds of work.
 */
export function createAppHistory(): HistoryRouterProps['history'] {
  return createRedirectingHashHistory(redirectOf)
}

/**
 * The composition root: i18n, chain reads and the hash router. Block numbers and per-block reads of every chain
 * go through one poller per chain, on the wallet runtime's clients (loaded when a chain is first read, after the
 * first render). wagmi and the query cache are no providers here: the connection is a store of the wallet
 * feature, and lazily loaded screens get the cache from RuntimeGate.
 */
export function App({ history }: { history: HistoryRouterProps['history'] }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChainDataProvider clientOf={readClientOf}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </ChainDataProvider>
    </I18nProvider>
  )
}
