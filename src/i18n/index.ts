export { activateLocale, addCatalogPart, type CatalogLoader, i18n } from './activateLocale.ts'
export { browserLocale, detectLocale, lngFromUrl, matchLocale } from './detectLocale.ts'
export {
  DEFAULT_LOCALE,
  isLocale,
  isSupportedLocale,
  LOCALE_LABELS,
  LOCALES,
  type Locale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './locales.ts'
