import type { Messages } from '@lingui/core'
import type { CatalogLocale } from './locales.ts'

/** The shell's catalogue for a locale: one chunk per locale (the table of them is a chunk of its own). */
export function catalogOf(locale: CatalogLocale): Promise<{ messages: Messages }> {
  return import(`./locales/${locale}.po`)
}
