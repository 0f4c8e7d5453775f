// The v3 position routes the app mounts under its layout: each screen is its own lazily loaded chunk, so
// nothing of them is in the first load, nor are their strings (the app wraps each element in its error boundary
// and Suspense).
import type { RouteObject } from 'react-router'
import { lazyScreen } from '../../ui/index.ts'
import { loadPoolV3Catalog } from './catalog.ts'

const PoolScreen = lazyScreen(() => import('./screens/PoolScreen.tsx'), 'PoolScreen', loadPoolV3Catalog)
const PositionScreen = lazyScreen(
  () => import('./screens/PositionScreen.tsx'),
  'PositionScreen',
  loadPoolV3Catalog,
)
const AddScreen = lazyScreen(() => import('./screens/AddScreen.tsx'), 'AddScreen', loadPoolV3Catalog)
const RemoveScreen = lazyScreen(() => import('./screens/RemoveScreen.tsx'), 'RemoveScreen', loadPoolV3Catalog)

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
