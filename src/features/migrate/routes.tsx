// The migrate routes the app mounts under its layout (spec 2 §2 "Migrate"): each screen is a lazily loaded
// chunk with the feature's catalogue and the v3 pages' (the range section and fee tier picker are theirs).
import type { RouteObject } from 'react-router'
import { lazyScreen } from '../../ui/index.ts'
import { loadPoolV3Catalog } from '../pool-v3/index.ts'
import { loadMigrateCatalog } from './catalog.ts'

const MigrateListScreen = lazyScreen(
  () => import('./screens/MigrateListScreen.tsx'),
  'MigrateListScreen',
  loadMigrateCatalog,
  loadPoolV3Catalog,
)
const MigrateScreen = lazyScreen(
  () => import('./screens/MigrateScreen.tsx'),
  'MigrateScreen',
  loadMigrateCatalog,
  loadPoolV3Catalog,
)

export const migrateRoutes: RouteObject[] = [
  { path: 'migrate/v2', caseSensitive: true, element: <MigrateListScreen /> },
  // The address is untrusted: the screen logs 'Invalid pair address' and sends the user back to the list.
  { path: 'migrate/v2/:address', caseSensitive: true, element: <MigrateScreen /> },
]
