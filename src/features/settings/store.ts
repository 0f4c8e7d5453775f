// The user settings store: every field of spec 1 §3 "User settings", persisted under `dex:user` (versioned,
// writes debounced by 1000 ms, flushed on pagehide, shared with other tabs), migrated on every load.
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { browserPageEvents, browserStorage } from '../../storage/browserStorage.ts'
import {
  createPersistedStore,
  type PersistCodec,
  type PersistedStoreEnv,
} from '../../storage/persistedStore.ts'
import type { SlippageSetting } from './model/slippage.ts'
import {
  defaultUserSettings,
  migrateUserSettings,
  parseUserSettings,
  type SavedPair,
  type SavedToken,
  type UserSettings,
  withSavedPair,
} from './model/userSettings.ts'

export const USER_SETTINGS_CODEC: PersistCodec<UserSettings> = {
  key: 'dex:user',
  version: 1,
  defaults: () => defaultUserSettings(Date.now()),
  parse: (raw) => parseUserSettings(raw, Date.now()),
  migrate: migrateUserSettings,
}

export type UserSettingsActions = {
  setUserDarkMode: (dark: boolean | null) => void
  setMatchesDarkMode: (dark: boolean) => void
  setUserExpertMode: (on: boolean) => void
  setUserLocale: (locale: string | null) => void
  setUserSingleHopOnly: (on: boolean) => void
  setUserHideClosedPositions: (hide: boolean) => void
  setUserApproveExact: (exact: boolean) => void
  setUserSlippageTolerance: (slippage: SlippageSetting) => void
  setUserDeadline: (seconds: number) => void
  acknowledgeArbitrumAlpha: () => void
  hideURLWarning: () => void
  addSavedToken: (token: SavedToken) => void
  removeSavedToken: (chainId: number, address: string) => void
  clearSavedTokens: (chainId: number) => void
  /** Keeps a v2 pair the user found (Find pool), so the v2 pool page tracks it from then on. */
  addSavedPair: (pair: SavedPair) => void
}

export type UserSettingsState = UserSettings & UserSettingsActions

export type UserSettingsStore = { store: StoreApi<UserSettings>; actions: UserSettingsActions; stop(): void }

export function createUserSettingsStore(env: PersistedStoreEnv): UserSettingsStore {
  const { store, persistence } = createPersistedStore(USER_SETTINGS_CODEC, env)
  const set = (patch: Partial<UserSettings>) => store.setState({ ...patch, timestamp: Date.now() })
  const actions: UserSettingsActions = {
    setUserDarkMode: (userDarkMode) => set({ userDarkMode }),
    setMatchesDarkMode: (matchesDarkMode) => set({ matchesDarkMode }),
    setUserExpertMode: (userExpertMode) => set({ userExpertMode }),
    setUserLocale: (userLocale) => set({ userLocale }),
    setUserSingleHopOnly: (userSingleHopOnly) => set({ userSingleHopOnly }),
    setUserHideClosedPositions: (userHideClosedPositions) => set({ userHideClosedPositions }),
    setUserApproveExact: (userApproveExact) => set({ userApproveExact }),
    setUserSlippageTolerance: (userSlippageTolerance) => set({ userSlippageTolerance }),
    setUserDeadline: (userDeadline) => set({ userDeadline }),
    acknowledgeArbitrumAlpha: () => set({ arbitrumAlphaAcknowledged: true }),
    hideURLWarning: () => set({ URLWarningVisible: false }),
    addSavedToken: (token) => {
      const { tokens } = store.getState()
      set({ tokens: { ...tokens, [token.chainId]: { ...tokens[token.chainId], [token.address]: token } } })
    },
    clearSavedTokens: (chainId) => set({ tokens: { ...store.getState().tokens, [chainId]: {} } }),
    removeSavedToken: (chainId, address) => {
      const { tokens } = store.getState()
      const { [address]: _removed, ...rest } = tokens[chainId] ?? {}
      set({ tokens: { ...tokens, [chainId]: rest } })
    },
    addSavedPair: (pair) => {
      const { pairs } = store.getState()
      const next = withSavedPair(pairs, pair)
      if (next !== pairs) set({ pairs: next })
    },
  }
  return { store, actions, stop: persistence.stop }
}

const app = createUserSettingsStore({ storage: browserStorage(), events: browserPageEvents() })

type UseUserSettings = {
  <T>(selector: (state: UserSettingsState) => T): T
  getState: () => UserSettingsState
}

/** The app's user settings, with their setters, for React components (a selector picks what to watch). */
export const useUserSettings: UseUserSettings = Object.assign(
  <T>(selector: (state: UserSettingsState) => T): T =>
    useStore(app.store, (settings) => selector({ ...settings, ...app.actions })),
  { getState: (): UserSettingsState => ({ ...app.store.getState(), ...app.actions }) },
)
