import { addCatalogPart, type Locale } from '../../i18n/index.ts'

/** The governance screens' own strings (src/features/governance/locales): loaded with its first screen. */
export function loadGovernanceCatalog(): Promise<void> {
  return addCatalogPart('governance', (locale: Locale) => import(`./locales/${locale}.po`))
}
