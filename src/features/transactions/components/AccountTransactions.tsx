import { lazy, Suspense } from 'react'
import type { Address } from 'viem'

// The list loads with the wallet modal's account view, not with the page.
const RecentTransactions = lazy(() =>
  import('./RecentTransactions.tsx').then((m) => ({ default: m.RecentTransactions })),
)

/** The recent transactions of an account on a chain, loaded on first use: the wallet modal's slot. */
export function AccountTransactions({ chainId, account }: { chainId: number; account: Address }) {
  return (
    <Suspense fallback={null}>
      <RecentTransactions chainId={chainId} account={account} />
    </Suspense>
  )
}
