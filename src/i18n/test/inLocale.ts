import { i18n } from '@lingui/core'

/**
 * Unit tests only: runs `check` with `locale` active (no catalogue: texts show as their English ids, numbers and
 * dates as the locale writes them), then activates the locale that was active before, whatever happened.
 */
export async function inLocale(locale: string, check: () => void | Promise<void>): Promise<void> {
  const previous = i18n.locale || 'en-US'
  await i18n.loadAndActivate({ locale, messages: {} })
  try {
    await check()
  } finally {
    await i18n.loadAndActivate({ locale: previous, messages: {} })
  }
}
