import { useEffect, useState } from 'react'
import { useUserSettings } from '../features/settings/index.ts'
import { type PopupContent, useApplicationStore } from '../features/wallet/index.ts'

/** What end-to-end tests can reach in a test build (this module is never part of a production build). */
export type E2eHooks = {
  crash: (message: string) => void
  addPopup: (popup: { content: PopupContent; key?: string; removeAfterMs?: number | null }) => string
  settings: () => { userDarkMode: boolean | null; userExpertMode: boolean }
}

/** Test builds only: lets the e2e tests crash the app on purpose and add popups. */
export function TestHooks() {
  const [crash, setCrash] = useState<string | null>(null)
  useEffect(() => {
    const hooks: E2eHooks = {
      crash: setCrash,
      addPopup: (popup) => useApplicationStore.getState().addPopup(popup),
      settings: () => {
        const { userDarkMode, userExpertMode } = useUserSettings.getState()
        return { userDarkMode, userExpertMode }
      },
    }
    Object.defineProperty(window, '__e2e', { value: hooks, configurable: true })
  }, [])
  if (crash !== null) throw new Error(crash)
  return null
}
