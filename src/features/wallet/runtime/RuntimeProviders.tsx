import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLoadedWalletRuntime } from '../runtime.ts'

/** The runtime's query cache for a lazily loaded screen's `useQuery` hooks (the screen waits for the runtime). */
export function RuntimeProviders({ children }: { children: ReactNode }) {
  const { queryClient } = useLoadedWalletRuntime()
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
