// The v2 liquidity routes the app mounts under its layout (spec 2 §2): each screen is its own lazily loaded
// chunk with the feature's catalogue, so nothing of them is in the first load. Their static `v2` segment ranks
// them above the v3 routes' parameters (/pool/:tokenId, /add/:currencyIdA?, /remove/:tokenId).
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { loadPoolV2Catalog } from './catalog.ts'

/** A screen's module, once the feature's catalogue is there for the active locale. */
const withCatalog = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadPoolV2Catalog()]).then(([loaded]) => loaded)

const PoolV2Screen = lazy(() =>
  withCatalog(import('./screens/PoolV2Screen.tsx')).then((m) => ({ default: m.PoolV2Screen })),
)
const FindPoolScreen = lazy(() =>
  withCatalog(import('./screens/FindPoolScreen.tsx')).then((m) => ({ default: m.FindPoolScreen })),
)
const AddV2Screen = lazy(() =>
  withCatalog(import('./screens/AddV2Screen.tsx')).then((m) => ({ default: m.AddV2Screen })),
)
const RemoveV2Screen = lazy(() =>
  withCatalog(import('./screens/RemoveV2Screen.tsx')).then((m) => ({ default: m.RemoveV2Screen })),
)

export const poolV2Routes: RouteObject[] = [
  { path: 'pool/v2', caseSensitive: true, element: <PoolV2Screen /> },
  { path: 'pool/v2/find', caseSensitive: true, element: <FindPoolScreen /> },
  // The ids are untrusted and checked by the screen (identical ids redirect to /add/v2/{A}).
  { path: 'add/v2/:currencyIdA?/:currencyIdB?', caseSensitive: true, element: <AddV2Screen /> },
  // Spec 2 §2: a path containing /create is the same form titled for creating a pair.
  { path: 'add/v2/create/:currencyIdA?/:currencyIdB?', caseSensitive: true, element: <AddV2Screen /> },
  // Both ids are required; a pair that is not one is the screen's to report.
  { path: 'remove/v2/:currencyIdA/:currencyIdB', caseSensitive: true, element: <RemoveV2Screen /> },
]
