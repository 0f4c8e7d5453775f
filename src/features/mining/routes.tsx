// The liquidity mining routes the app mounts under its layout (spec 2 §2): each screen is its own lazily loaded
// chunk with the feature's catalogue, so nothing of them is in the first load.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '../../ui/index.ts'
import { loadMiningCatalog } from './catalog.ts'

const MiningScreen = lazyScreen(() => import('./screens/MiningScreen.tsx'), 'MiningScreen', loadMiningCatalog)
const MiningPoolScreen = lazyScreen(
  () => import('./screens/MiningPoolScreen.tsx'),
  'MiningPoolScreen',
  loadMiningCatalog,
)

export const miningRoutes: RouteObject[] = [
  { path: 'uni', caseSensitive: true, element: <MiningScreen /> },
  // The ids are untrusted: the screen sends a pair without a pool back to /uni.
  { path: 'uni/:currencyIdA/:currencyIdB', caseSensitive: true, element: <MiningPoolScreen /> },
]
