import type { CatalogLocale, CatalogModule } from '../../i18n/index.ts'

/** This feature's catalogue for a locale: one chunk per locale (the table of them is a chunk of its own). */
export function catalogOf(locale: CatalogLocale): Promise<CatalogModule> {
  return import(`./locales/${locale}.po`)
}
