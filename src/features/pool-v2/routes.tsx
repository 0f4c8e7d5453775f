// The v2 liquidity routes the app mounts under its layout (spec 2 §2): each screen is its own lazily loaded
// chunk with the feature's catalogue, so nothing of them is in the first load. Their static `v2` segment ranks
// them above the v3 routes' parameters (/pool/:tokenId, /add/:currencyIdA?, /remove/:tokenId).
import type { RouteObject } from 'react-router'
import { lazyScreen } from '../../ui/index.ts'
import { loadPoolV2Catalog } from './catalog.ts'

const PoolV2Screen = lazyScreen(() => import('./screens/PoolV2Screen.tsx'), 'PoolV2Screen', loadPoolV2Catalog)
const FindPoolScreen = lazyScreen(
  () => import('./screens/FindPoolScreen.tsx'),
  'FindPoolScreen',
  loadPoolV2Catalog,
)
const AddV2Screen = lazyScreen(() => import('./screens/AddV2Screen.tsx'), 'AddV2Screen', loadPoolV2Catalog)
const RemoveV2Screen = lazyScreen(
  () => import('./screens/RemoveV2Screen.tsx'),
  'RemoveV2Screen',
  loadPoolV2Catalog,
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
