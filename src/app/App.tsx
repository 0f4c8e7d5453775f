import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { WagmiProvider } from 'wagmi'
import { ChainDataProvider } from '../features/chain-data/index.ts'
import { deferredPublicClient, wagmiConfig } from '../features/wallet/index.ts'
import { createRedirectingHashHistory } from './redirectingHistory.ts'
import { AppRoutes, redirectOf } from './routes.tsx'

// Block numbers and per-block reads of every chain go through one poller per chain, on wagmi's clients (whose
// public actions load when a chain is first read).
const clientOf = (chainId: number) => deferredPublicClient(wagmiConfig, chainId)

/** The composition root: i18n, wallet and chain state, server-state cache and the hash router. */
export function App() {
  const [queryClient] = useState(() => new QueryClient())
  const [history] = useState(() => createRedirectingHashHistory(redirectOf))
  return (
    <I18nProvider i18n={i18n}>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <ChainDataProvider clientOf={clientOf}>
            <HistoryRouter history={history}>
              <AppRoutes />
            </HistoryRouter>
          </ChainDataProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </I18nProvider>
  )
}
