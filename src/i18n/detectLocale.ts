import { type CatalogLocale, DEFAULT_LOCALE, LOCALES, type Locale, PSEUDO_LOCALE } from './locales.ts'

export type LocaleSources = {
  /** `location.search`, e.g. `?lng=de-DE` */
  search: string
  /** `location.hash`; with hash routing the query usually sits here: `#/swap?lng=de-DE` */
  hash: string
  /** `navigator.languages`, most preferred first */
  languages: readonly string[]
  /** The language the user picked in the menu (settings' userLocale), if any. */
  userLocale?: string | null | undefined
  /** Whether `?lng=en-XA` may pick the pseudo-locale (test and dev builds only). */
  allowPseudo?: boolean | undefined
}

/** A supported locale for a BCP-47-ish tag: exact (case-insensitive), else the first with the same language. */
export function matchLocale(
  raw: string | null | undefined,
  supported: readonly Locale[] = LOCALES,
): Locale | null {
  if (!raw) return null
  const tag = raw.trim().replace(/_/g, '-').toLowerCase()
  if (tag === '') return null
  const exact = supported.find((l) => l.toLowerCase() === tag)
  if (exact) return exact
  const language = tag.split('-')[0]
  return supported.find((l) => l.toLowerCase().split('-')[0] === language) ?? null
}

/** The `lng` query value from the URL, looked up in the search part first, then in the hash's query. */
export function lngFromUrl(search: string, hash: string): string | null {
  const fromSearch = new URLSearchParams(search).get('lng')
  if (fromSearch) return fromSearch
  const queryStart = hash.indexOf('?')
  if (queryStart === -1) return null
  return new URLSearchParams(hash.slice(queryStart + 1)).get('lng')
}

/**
 * The locale to start in: `lng` in the URL (for this visit), else the one the user picked, else the browser's
 * first offered language, else en-US.
 */
export function detectLocale(sources: LocaleSources): CatalogLocale {
  const lng = lngFromUrl(sources.search, sources.hash)
  if (sources.allowPseudo && lng === PSEUDO_LOCALE) return PSEUDO_LOCALE
  const fromUrl = matchLocale(lng)
  if (fromUrl) return fromUrl
  const picked = matchLocale(sources.userLocale)
  if (picked) return picked
  for (const language of sources.languages) {
    const match = matchLocale(language)
    if (match) return match
  }
  return DEFAULT_LOCALE
}

/** The browser's preferred locale among the offered ones, or null. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const match = matchLocale(language)
    if (match) return match
  }
  return null
}
