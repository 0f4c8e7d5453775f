import { addCatalogPart, type CatalogLocale, DEFAULT_LOCALE } from '../../i18n/index.ts'

/** The v3 positions' own strings (src/features/pool-v3/locales): loaded with its first screen, not in the first load. */
export function loadPoolV3Catalog(): Promise<void> {
  return addCatalogPart('pool-v3', (locale: CatalogLocale) =>
    // English in one step; another language through the table of its files, kept out of the first load.
    locale === DEFAULT_LOCALE
      ? import('./locales/en-US.po')
      : import('./catalogFiles.ts').then((files) => files.catalogOf(locale)),
  )
}
