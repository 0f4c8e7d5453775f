import { lazy } from 'react'

/**
 * Children that use `useQuery` (lazily loaded screens) rendered under the wallet runtime's query cache, once the
 * runtime has loaded: suspends until then.
 */
export const RuntimeGate = lazy(() =>
  import('../runtime/RuntimeProviders.tsx').then((m) => ({ default: m.RuntimeProviders })),
)
