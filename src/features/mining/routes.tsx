// The liquidity mining routes the app mounts under its layout (spec 2 §2): each screen is its own lazily loaded
// chunk with the feature's catalogue, so nothing of them is in the first load.
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { loadMiningCatalog } from './catalog.ts'

/** A screen's module, once the feature's catalogue is there for the active locale. */
const withCatalog = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadMiningCatalog()]).then(([loaded]) => loaded)

const MiningScreen = lazy(() =>
  withCatalog(import('./screens/MiningScreen.tsx')).then((m) => ({ default: m.MiningScreen })),
)
const MiningPoolScreen = lazy(() =>
  withCatalog(import('./screens/MiningPoolScreen.tsx')).then((m) => ({ default: m.MiningPoolScreen })),
)

export const miningRoutes: RouteObject[] = [
  { path: 'uni', caseSensitive: true, element: <MiningScreen /> },
  // The ids are untrusted: the screen sends a pair without a pool back to /uni.
  { path: 'uni/:currencyIdA/:currencyIdB', caseSensitive: true, element: <MiningPoolScreen /> },
]
