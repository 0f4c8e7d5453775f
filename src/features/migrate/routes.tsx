// The migrate routes the app mounts under its layout (spec 2 §2 "Migrate"): each screen is a lazily loaded
// chunk with the feature's catalogue and the v3 pages' (the range section and fee tier picker are theirs).
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { loadPoolV3Catalog } from '../pool-v3/index.ts'
import { loadMigrateCatalog } from './catalog.ts'

/** A screen's module, once the catalogues are there for the active locale. */
const withCatalogs = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadMigrateCatalog(), loadPoolV3Catalog()]).then(([loaded]) => loaded)

const MigrateListScreen = lazy(() =>
  withCatalogs(import('./screens/MigrateListScreen.tsx')).then((m) => ({ default: m.MigrateListScreen })),
)
const MigrateScreen = lazy(() =>
  withCatalogs(import('./screens/MigrateScreen.tsx')).then((m) => ({ default: m.MigrateScreen })),
)

export const migrateRoutes: RouteObject[] = [
  { path: 'migrate/v2', caseSensitive: true, element: <MigrateListScreen /> },
  // The address is untrusted: the screen logs 'Invalid pair address' and sends the user back to the list.
  { path: 'migrate/v2/:address', caseSensitive: true, element: <MigrateScreen /> },
]
