// The locales the app offers (facts §11, in menu order), and the ones that have a catalogue so far.
// lingui.config.ts reads SUPPORTED_LOCALES: the catalogues it extracts. The others fail to load (module not
// found), which is logged, and the app stays in the active locale.
export const LOCALES = [
  'en-US',
  'af-ZA',
  'ar-SA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sr-SP',
  'sv-SE',
  'sw-TZ',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const

export type Locale = (typeof LOCALES)[number]

/**
 * Each locale's name in its own language, as the language menu shows it: capitalised as a menu item, written
 * as the language's speakers write it (Polski, Українська, 繁體中文 in traditional characters), and distinct where
 * two locales share a language (the two Portuguese ones name their country).
 */
export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'af-ZA': 'Afrikaans',
  'ar-SA': 'العربية',
  'ca-ES': 'Català',
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'el-GR': 'Ελληνικά',
  'es-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  'he-IL': 'עברית',
  'hu-HU': 'Magyar',
  'id-ID': 'Bahasa Indonesia',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'nl-NL': 'Nederlands',
  'no-NO': 'Norsk',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ro-RO': 'Română',
  'ru-RU': 'Русский',
  'sr-SP': 'Српски',
  'sv-SE': 'Svenska',
  'sw-TZ': 'Kiswahili',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
}

/** Locales with a catalogue: every locale the app offers. */
export const SUPPORTED_LOCALES = LOCALES

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: SupportedLocale = 'en-US'

/** Locales written right to left: the document's `dir` follows them, and the layout mirrors. */
export const RTL_LOCALES: readonly Locale[] = ['ar-SA', 'he-IL']

/**
 * The pseudo-locale: every message's letters replaced by look-alike accented ones (compiled by the Lingui
 * plugin), so a text left in English stands out. Offered only by test builds, through `?lng=en-XA`.
 */
export const PSEUDO_LOCALE = 'en-XA'

/** A locale whose catalogue can be loaded: an offered one, or the pseudo-locale. */
export type CatalogLocale = Locale | typeof PSEUDO_LOCALE

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr'
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value)
}
