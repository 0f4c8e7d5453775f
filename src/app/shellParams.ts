// Shell settings carried by the URL: the query may sit in the search part or inside the hash route.

function queryValue(search: string, hash: string, name: string): string | null {
  const fromSearch = new URLSearchParams(search)
  if (fromSearch.has(name)) return fromSearch.get(name)
  const queryStart = hash.indexOf('?')
  if (queryStart === -1) return null
  const fromHash = new URLSearchParams(hash.slice(queryStart + 1))
  return fromHash.has(name) ? fromHash.get(name) : null
}

/** `theme=light|dark` (any case) forces the theme; anything else forces nothing. */
export function themeParam(search: string, hash: string): 'light' | 'dark' | null {
  const value = queryValue(search, hash, 'theme')?.toLowerCase()
  return value === 'light' || value === 'dark' ? value : null
}

/** `ape` present and empty, or 'true', turns expert mode on. */
export function apeParam(search: string, hash: string): boolean {
  const value = queryValue(search, hash, 'ape')
  return value === '' || value === 'true'
}

/** The theme in force: the URL's, else the user's choice, else the system's. */
export function effectiveDarkMode(
  forced: 'light' | 'dark' | null,
  userDarkMode: boolean | null,
  systemDark: boolean,
): boolean {
  if (forced !== null) return forced === 'dark'
  return userDarkMode ?? systemDark
}
