import { addCatalogPart, type CatalogLocale } from '../../i18n/index.ts'

/** The governance screens' own strings (src/features/governance/locales): loaded with its first screen. */
export function loadGovernanceCatalog(): Promise<void> {
  return addCatalogPart('governance', (locale: CatalogLocale) => import(`./locales/${locale}.po`))
}
