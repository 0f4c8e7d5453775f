import { addCatalogPart, type CatalogLocale } from '../../i18n/index.ts'

/** The claim dialogs' own strings (src/features/claim/locales): loaded with the first of them. */
export function loadClaimCatalog(): Promise<void> {
  return addCatalogPart('claim', (locale: CatalogLocale) => import(`./locales/${locale}.po`))
}
