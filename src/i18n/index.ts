export { activateLocale, i18n } from './activateLocale.ts'
export { detectLocale, lngFromUrl, matchLocale } from './detectLocale.ts'
export { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type SupportedLocale } from './locales.ts'
