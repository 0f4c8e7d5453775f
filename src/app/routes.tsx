import { createHashRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { SwapScreen } from '../features/swap/index.ts'
import { Layout } from './Layout.tsx'
import { RouteError } from './RouteError.tsx'
import { outputCurrencyPath, swapPath } from './redirects.ts'

const searchOf = (request: Request) => new URL(request.url).search
const toSwap = ({ request }: LoaderFunctionArgs) => redirect(swapPath(searchOf(request)))

// The swap screen is in the first load; every other screen will be a lazy route module.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: toSwap },
      { path: 'swap', caseSensitive: true, Component: SwapScreen, ErrorBoundary: RouteError },
      {
        path: 'swap/:outputCurrency',
        caseSensitive: true,
        loader: ({ params, request }) =>
          redirect(outputCurrencyPath(params.outputCurrency ?? '', searchOf(request))),
      },
      { path: 'send', caseSensitive: true, loader: toSwap },
      { path: '*', loader: toSwap },
    ],
  },
]

export function createAppRouter() {
  return createHashRouter(routes)
}
