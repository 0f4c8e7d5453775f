import { Suspense } from 'react'
import { createPath, matchRoutes, type Params, type Path, type RouteObject, useRoutes } from 'react-router'
import { claimRoutes } from '../features/claim/routes.tsx'
import { governanceRoutes } from '../features/governance/routes.tsx'
import { migrateRoutes } from '../features/migrate/routes.tsx'
import { miningRoutes } from '../features/mining/routes.tsx'
import { poolV2Routes } from '../features/pool-v2/routes.tsx'
import { poolV3Routes } from '../features/pool-v3/routes.tsx'
import { SwapScreen } from '../features/swap/index.ts'
import { RuntimeGate } from '../features/wallet/index.ts'
import { Layout } from './Layout.tsx'
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx'
import { outputCurrencyPath, swapPath } from './redirects.ts'

/** A redirected route's target, from its path parameters and the location's query. */
type Redirect = (params: Params, search: string) => string

const toSwap: Redirect = (_params, search) => swapPath(search)
const redirectTo = (redirect: Redirect) => ({ handle: { redirect } })

/**
 * A product feature's lazy routes, each under its own error boundary and loading boundary, with the wallet
 * runtime's query cache (the screen and the runtime load side by side).
 */
const lazyRoutes = (featureRoutes: readonly RouteObject[]): RouteObject[] =>
  featureRoutes.map((route) => ({
    ...route,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <RuntimeGate>{route.element}</RuntimeGate>
        </Suspense>
      </RouteErrorBoundary>
    ),
  }))

// The swap screen is in the first load; every other screen will be a lazy route module (a `lazy()` component
// under a Suspense boundary, inside a RouteErrorBoundary like the swap screen's). Routes with a `redirect`
// never render: the history sends them on first (see redirectingHistory.ts).
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, ...redirectTo(toSwap) },
      {
        path: 'swap',
        caseSensitive: true,
        element: (
          <RouteErrorBoundary>
            <SwapScreen />
          </RouteErrorBoundary>
        ),
      },
      {
        path: 'swap/:outputCurrency',
        caseSensitive: true,
        ...redirectTo((params, search) => outputCurrencyPath(params.outputCurrency ?? '', search)),
      },
      ...lazyRoutes(poolV3Routes),
      ...lazyRoutes(poolV2Routes),
      ...lazyRoutes(migrateRoutes),
      ...lazyRoutes(miningRoutes),
      ...lazyRoutes(claimRoutes),
      ...lazyRoutes(governanceRoutes),
      // /remove/v2 and /remove/v2/{A} are no route of the spec: without these, `v2` would be read as a position id.
      ...['remove/v2', 'remove/v2/:a'].map((path) => ({ path, caseSensitive: true, ...redirectTo(toSwap) })),
      { path: 'send', caseSensitive: true, ...redirectTo(toSwap) },
      { path: '*', ...redirectTo(toSwap) },
    ],
  },
]

// The query as the URL parser gives it (percent-encoded as a request URL's), like the loaders' `request.url`.
// The path is appended to a base rather than resolved against it: '//host' would otherwise be read as a host.
function searchOf(location: Path): string {
  try {
    return new URL(`http://localhost${createPath(location).replace(/ $/, '%20')}`).search
  } catch {
    return location.search
  }
}

/** Where the route table sends `location`, or null when a screen shows it. */
export function redirectOf(location: Path): string | null {
  const match = matchRoutes(routes, location)?.at(-1)
  const redirect: Redirect | undefined = match?.route.handle?.redirect
  if (match && redirect) return redirect(match.params, searchOf(location))
  // A path no route matches (the catch-all does not match across a line break): like any unknown path.
  return match ? null : toSwap({}, searchOf(location))
}

export function AppRoutes() {
  return useRoutes(routes)
}
