import { describe, expect, it, vi } from 'vitest'
import { addCatalogPart, type CatalogLoader, type CatalogModule, i18n } from './activateLocale.ts'

/** A catalogue whose English and other files both come from `load`, which records the locale asked for. */
function loaderOf(load: (locale: string) => Promise<CatalogModule>): CatalogLoader {
  return { english: () => load('en-US'), others: async () => ({ catalogOf: load }) }
}

describe('a feature catalogue part', () => {
  it('is merged into the active locale without dropping the messages already there, and loaded once', async () => {
    i18n.loadAndActivate({ locale: 'en-US', messages: { shell: 'Swap' } })
    const load = vi.fn(async (locale: string) => ({ messages: { feature: `Pool (${locale})` } }))
    await addCatalogPart('feature-a', loaderOf(load))
    await addCatalogPart('feature-a', loaderOf(load))
    expect(load).toHaveBeenCalledTimes(1)
    expect(i18n._('shell')).toBe('Swap')
    expect(i18n._('feature')).toBe('Pool (en-US)')
  })

  it('follows a locale switch that finishes while it loads', async () => {
    i18n.loadAndActivate({ locale: 'en-US', messages: { shell: 'Swap' } })
    const load = vi.fn(async (locale: string) => {
      // The switch lands while the first locale's part is still on its way.
      if (locale === 'en-US') i18n.loadAndActivate({ locale: 'de-DE', messages: { shell: 'Tauschen' } })
      return { messages: { late: `Pool (${locale})` } }
    })
    await addCatalogPart('feature-b', loaderOf(load))
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['en-US', 'de-DE'])
    expect(i18n.locale).toBe('de-DE')
    expect(i18n._('late')).toBe('Pool (de-DE)')
    expect(i18n._('shell')).toBe('Tauschen')
  })
})
