export {
  activateLocale,
  addCatalogPart,
  type CatalogLoader,
  type CatalogModule,
  i18n,
} from './activateLocale.ts'
export { browserLocale, detectLocale, lngFromUrl, matchLocale } from './detectLocale.ts'
export {
  type CatalogLocale,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  isSupportedLocale,
  LOCALE_LABELS,
  LOCALES,
  type Locale,
  PSEUDO_LOCALE,
  RTL_LOCALES,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './locales.ts'
