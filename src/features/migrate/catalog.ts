import { addCatalogPart } from '../../i18n/index.ts'

/** The migrate screens' own strings (src/features/migrate/locales): loaded with its first screen. */
export function loadMigrateCatalog(): Promise<void> {
  return addCatalogPart('migrate', {
    english: () => import('./locales/en-US.po'),
    others: () => import('./catalogFiles.ts'),
  })
}
