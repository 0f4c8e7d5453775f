import { addCatalogPart, type CatalogLocale, DEFAULT_LOCALE } from '../../i18n/index.ts'

/** The liquidity mining screens' own strings (src/features/mining/locales): loaded with its first screen. */
export function loadMiningCatalog(): Promise<void> {
  return addCatalogPart('mining', (locale: CatalogLocale) =>
    // English in one step; another language through the table of its files, kept out of the first load.
    locale === DEFAULT_LOCALE
      ? import('./locales/en-US.po')
      : import('./catalogFiles.ts').then((files) => files.catalogOf(locale)),
  )
}
