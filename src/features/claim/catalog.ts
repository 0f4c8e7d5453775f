import { addCatalogPart, type CatalogLocale, DEFAULT_LOCALE } from '../../i18n/index.ts'

/** The claim dialogs' own strings (src/features/claim/locales): loaded with the first of them. */
export function loadClaimCatalog(): Promise<void> {
  return addCatalogPart('claim', (locale: CatalogLocale) =>
    // English in one step; another language through the table of its files, kept out of the first load.
    locale === DEFAULT_LOCALE
      ? import('./locales/en-US.po')
      : import('./catalogFiles.ts').then((files) => files.catalogOf(locale)),
  )
}
