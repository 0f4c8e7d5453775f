import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { WagmiProvider } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { ChainDataProvider } from '../features/chain-data/index.ts'
import { wagmiConfig } from '../features/wallet/index.ts'
import { createAppRouter } from './routes.tsx'

// Block numbers and per-block reads of every chain go through one poller per chain, on wagmi's clients.
const clientOf = (chainId: number) => getPublicClient(wagmiConfig, { chainId })

/** The composition root: i18n, wallet and chain state, server-state cache and the hash router. */
export function App() {
  const [queryClient] = useState(() => new QueryClient())
  const [router] = useState(createAppRouter)
  return (
    <I18nProvider i18n={i18n}>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <ChainDataProvider clientOf={clientOf}>
            <RouterProvider router={router} />
          </ChainDataProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </I18nProvider>
  )
}
