// The v3 position routes the app mounts under its layout: each screen is its own lazily loaded chunk, so
// nothing of them is in the first load (the app wraps each element in its error boundary and Suspense).
import { lazy } from 'react'
import type { RouteObject } from 'react-router'

const PoolScreen = lazy(() => import('./screens/PoolScreen.tsx').then((m) => ({ default: m.PoolScreen })))
const PositionScreen = lazy(() =>
  import('./screens/PositionScreen.tsx').then((m) => ({ default: m.PositionScreen })),
)
const RemoveScreen = lazy(() =>
  import('./screens/RemoveScreen.tsx').then((m) => ({ default: m.RemoveScreen })),
)

export const poolV3Routes: RouteObject[] = [
  { path: 'pool', caseSensitive: true, element: <PoolScreen /> },
  // The id is checked by the screen: anything that is not a position id goes back to /pool.
  { path: 'pool/:tokenId', caseSensitive: true, element: <PositionScreen /> },
  // Likewise: an invalid or zero id goes to /pool (spec 2 §2).
  { path: 'remove/:tokenId', caseSensitive: true, element: <RemoveScreen /> },
]
