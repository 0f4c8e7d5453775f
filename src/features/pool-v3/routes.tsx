// The v3 position routes the app mounts under its layout: each screen is its own lazily loaded chunk, so
// nothing of them is in the first load, nor are their strings (the app wraps each element in its error boundary
// and Suspense).
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { loadPoolV3Catalog } from './catalog.ts'

/** A screen's module, once the feature's catalogue is there for the active locale. */
const withCatalog = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadPoolV3Catalog()]).then(([loaded]) => loaded)

const PoolScreen = lazy(() =>
  withCatalog(import('./screens/PoolScreen.tsx')).then((m) => ({ default: m.PoolScreen })),
)
const PositionScreen = lazy(() =>
  withCatalog(import('./screens/PositionScreen.tsx')).then((m) => ({ default: m.PositionScreen })),
)
const AddScreen = lazy(() =>
  withCatalog(import('./screens/AddScreen.tsx')).then((m) => ({ default: m.AddScreen })),
)
const RemoveScreen = lazy(() =>
  withCatalog(import('./screens/RemoveScreen.tsx')).then((m) => ({ default: m.RemoveScreen })),
)

export const poolV3Routes: RouteObject[] = [
  { path: 'pool', caseSensitive: true, element: <PoolScreen /> },
  // The id is checked by the screen: anything that is not a position id goes back to /pool.
  { path: 'pool/:tokenId', caseSensitive: true, element: <PositionScreen /> },
  // Likewise: an invalid or zero id goes to /pool (spec 2 §2).
  { path: 'remove/:tokenId', caseSensitive: true, element: <RemoveScreen /> },
  // Every parameter is optional and checked by the screen (spec 2 §2): a pair that is no pair goes to /add/{A},
  // a fee that is no tier is ignored, an increase without a position id goes to the add route.
  {
    path: 'add/:currencyIdA?/:currencyIdB?/:feeAmount?',
    caseSensitive: true,
    element: <AddScreen mode="add" />,
  },
  {
    path: 'increase/:currencyIdA?/:currencyIdB?/:feeAmount?/:tokenId?',
    caseSensitive: true,
    element: <AddScreen mode="increase" />,
  },
]
