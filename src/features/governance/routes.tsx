// The governance routes the app mounts under its layout (spec 2 §2): each screen is its own lazily loaded chunk
// with the feature's catalogue; the markdown renderer is only in the proposal page's.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '../../ui/index.ts'
import { loadGovernanceCatalog } from './catalog.ts'

const VoteScreen = lazyScreen(() => import('./screens/VoteScreen.tsx'), 'VoteScreen', loadGovernanceCatalog)
const ProposalScreen = lazyScreen(
  () => import('./screens/ProposalScreen.tsx'),
  'ProposalScreen',
  loadGovernanceCatalog,
)
const CreateProposalScreen = lazyScreen(
  () => import('./screens/CreateProposalScreen.tsx'),
  'CreateProposalScreen',
  loadGovernanceCatalog,
)

export const governanceRoutes: RouteObject[] = [
  { path: 'vote', caseSensitive: true, element: <VoteScreen /> },
  // The parameters are untrusted: the screen says when they name no proposal of this chain.
  { path: 'vote/:governorIndex/:id', caseSensitive: true, element: <ProposalScreen /> },
  { path: 'create-proposal', caseSensitive: true, element: <CreateProposalScreen /> },
]
