import { i18n, type Messages } from '@lingui/core'
import { type CatalogLocale, DEFAULT_LOCALE, directionOf } from './locales.ts'

export type CatalogModule = { messages: Messages }

/**
 * Where a catalogue's files are: English in one step, another language through a table of its locales' files
 * (a `catalogFiles.ts` beside the catalogue), a chunk of its own that is never preloaded (vite.config.ts). A
 * table of 33 locales in each of seven catalogues would otherwise add 7 KB to the first load.
 */
export type CatalogLoader = {
  english: () => Promise<CatalogModule>
  others: () => Promise<{ catalogOf: (locale: CatalogLocale) => Promise<CatalogModule> }>
}

/** The catalogue for `locale` (one chunk per locale). A locale without a catalogue fails here. */
function load(loader: CatalogLoader, locale: CatalogLocale): Promise<CatalogModule> {
  return locale === DEFAULT_LOCALE
    ? loader.english()
    : loader.others().then((files) => files.catalogOf(locale))
}

/** The shell's own catalogue: the first load's strings. */
const shell: CatalogLoader = {
  english: () => import('./locales/en-US.po'),
  others: () => import('./catalogFiles.ts'),
}

/**
 * The catalogues of features loaded so far, by name. The shell's catalogue holds the strings of the first load
 * only; a lazily loaded feature brings its own (addCatalogPart), so the first load does not grow with each screen.
 */
const parts = new Map<string, CatalogLoader>()

/** The locale's messages: the shell's catalogue, then every feature part, including parts added meanwhile. */
async function messagesFor(locale: CatalogLocale): Promise<Messages> {
  const messages: Messages = { ...(await load(shell, locale)).messages }
  const loaded = new Set<string>()
  for (
    let pending = [...parts];
    pending.length > 0;
    pending = [...parts].filter(([name]) => !loaded.has(name))
  ) {
    for (const [name] of pending) loaded.add(name)
    const modules = await Promise.all(pending.map(([, loader]) => load(loader, locale)))
    for (const module of modules) Object.assign(messages, module.messages)
  }
  return messages
}

/**
 * Loads the locale's catalogues (the shell's and each loaded feature's), activates them and sets the document's
 * language and direction (right to left for Arabic and Hebrew: the layout mirrors).
 */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  const messages = await messagesFor(locale)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

/**
 * Adds a feature's catalogue: loaded now for the active locale (merged into its messages), and with the others
 * whenever the locale changes. Await it before the feature renders, or its strings show as their ids.
 */
export async function addCatalogPart(name: string, loader: CatalogLoader): Promise<void> {
  if (parts.has(name)) return
  parts.set(name, loader)
  // Until the active locale stays the one loaded for (a locale switch may finish while this loads).
  for (let locale = i18n.locale; locale; ) {
    const { messages } = await load(loader, locale as CatalogLocale)
    i18n.load(locale, messages)
    locale = i18n.locale === locale ? '' : i18n.locale
  }
}

export { i18n }
