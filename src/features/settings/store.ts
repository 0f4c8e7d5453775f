import { create } from 'zustand'

// In memory only for now: persistence, versioning and migrations come with the settings issue.
export type UserSettingsState = {
  /** null: follow the system's colour scheme. */
  userDarkMode: boolean | null
  userExpertMode: boolean
  /** A locale id the user picked, or null for the detected one. */
  userLocale: string | null
  arbitrumAlphaAcknowledged: boolean
  setUserDarkMode: (dark: boolean | null) => void
  setUserExpertMode: (on: boolean) => void
  setUserLocale: (locale: string | null) => void
  acknowledgeArbitrumAlpha: () => void
}

export const useUserSettings = create<UserSettingsState>()((set) => ({
  userDarkMode: null,
  userExpertMode: false,
  userLocale: null,
  arbitrumAlphaAcknowledged: false,
  setUserDarkMode: (userDarkMode) => set({ userDarkMode }),
  setUserExpertMode: (userExpertMode) => set({ userExpertMode }),
  setUserLocale: (userLocale) => set({ userLocale }),
  acknowledgeArbitrumAlpha: () => set({ arbitrumAlphaAcknowledged: true }),
}))
