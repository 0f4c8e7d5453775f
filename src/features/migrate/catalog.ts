import { addCatalogPart, type CatalogLocale } from '../../i18n/index.ts'

/** The migrate screens' own strings (src/features/migrate/locales): loaded with its first screen. */
export function loadMigrateCatalog(): Promise<void> {
  return addCatalogPart('migrate', (locale: CatalogLocale) => import(`./locales/${locale}.po`))
}
