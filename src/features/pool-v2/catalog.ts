import { addCatalogPart, type CatalogLocale, DEFAULT_LOCALE } from '../../i18n/index.ts'

/** The v2 liquidity screens' own strings (src/features/pool-v2/locales): loaded with its first screen. */
export function loadPoolV2Catalog(): Promise<void> {
  return addCatalogPart('pool-v2', (locale: CatalogLocale) =>
    // English in one step; another language through the table of its files, kept out of the first load.
    locale === DEFAULT_LOCALE
      ? import('./locales/en-US.po')
      : import('./catalogFiles.ts').then((files) => files.catalogOf(locale)),
  )
}
