import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { turnOnExpertModeForVisit, useUserSettings } from '../features/settings/index.ts'
import { apeParam, effectiveDarkMode, themeParam } from './shellParams.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeSystem(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** Whether the dark theme is in force: the user's choice, or the system's when userDarkMode is null. */
export function useDarkMode(): boolean {
  const userDarkMode = useUserSettings((s) => s.userDarkMode)
  const systemDark = useSyncExternalStore(subscribeSystem, () => window.matchMedia(DARK_QUERY).matches)
  return effectiveDarkMode(null, userDarkMode, systemDark)
}

/**
 * Applies the URL's `theme` to the user settings and its `ape` to this visit whenever the location changes, and the
 * theme to the document (no attribute: the CSS follows the system).
 */
export function useShellSettingsFromUrl(): void {
  const location = useLocation()
  const setUserDarkMode = useUserSettings((s) => s.setUserDarkMode)
  const userDarkMode = useUserSettings((s) => s.userDarkMode)

  useEffect(() => {
    // With hash routing the router's search is the query inside the hash; window.location.search is the page's.
    const theme = themeParam(window.location.search, `#${location.pathname}${location.search}`)
    if (theme !== null) setUserDarkMode(theme === 'dark')
    // A link's expert mode lasts for the visit and is never stored (a banner says it is on).
    if (apeParam(window.location.search, `#${location.pathname}${location.search}`))
      turnOnExpertModeForVisit()
  }, [location.pathname, location.search, setUserDarkMode])

  useEffect(() => {
    const root = document.documentElement
    if (userDarkMode === null) delete root.dataset.theme
    else root.dataset.theme = userDarkMode ? 'dark' : 'light'
  }, [userDarkMode])
}
