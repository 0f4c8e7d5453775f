// The one list of locales the app ships. lingui.config.ts reads it too, so a new locale is added here only.
export const SUPPORTED_LOCALES = ['en-US'] as const

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: SupportedLocale = 'en-US'

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value)
}
