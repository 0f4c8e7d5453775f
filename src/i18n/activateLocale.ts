import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './locales.ts'

type CatalogModule = { messages: Messages }

// One chunk per locale: only the active catalogue is downloaded. A locale without a catalogue fails here.
function importCatalog(locale: Locale): Promise<CatalogModule> {
  return import(`./locales/${locale}.po`)
}

/** Loads the locale's catalogue, activates it and sets the document language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await importCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

export { i18n }
