import { lazy, Suspense } from 'react'

const ListsUpdater = lazy(() =>
  import('./ListsUpdater.tsx').then((module) => ({ default: module.ListsUpdater })),
)

/**
 * Keeps the token lists fresh (fetches lists never loaded, refreshes every 10 minutes, applies automatic
 * updates) while mounted; mount it while the app has a chain to read. Its code loads on demand.
 */
export function TokenListsUpdater({ chainId }: { chainId: number | undefined }) {
  return (
    <Suspense fallback={null}>
      <ListsUpdater chainId={chainId} />
    </Suspense>
  )
}
