// The governance routes the app mounts under its layout (spec 2 §2): each screen is its own lazily loaded chunk
// with the feature's catalogue; the markdown renderer is only in the proposal page's.
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { loadGovernanceCatalog } from './catalog.ts'

const withCatalog = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadGovernanceCatalog()]).then(([loaded]) => loaded)

const VoteScreen = lazy(() =>
  withCatalog(import('./screens/VoteScreen.tsx')).then((m) => ({ default: m.VoteScreen })),
)
const ProposalScreen = lazy(() =>
  withCatalog(import('./screens/ProposalScreen.tsx')).then((m) => ({ default: m.ProposalScreen })),
)
const CreateProposalScreen = lazy(() =>
  withCatalog(import('./screens/CreateProposalScreen.tsx')).then((m) => ({
    default: m.CreateProposalScreen,
  })),
)

export const governanceRoutes: RouteObject[] = [
  { path: 'vote', caseSensitive: true, element: <VoteScreen /> },
  // The parameters are untrusted: the screen says when they name no proposal of this chain.
  { path: 'vote/:governorIndex/:id', caseSensitive: true, element: <ProposalScreen /> },
  { path: 'create-proposal', caseSensitive: true, element: <CreateProposalScreen /> },
]
