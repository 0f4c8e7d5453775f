export { browserPageEvents, browserStorage } from './persist/browserStorage.ts'
export {
  loadPersisted,
  type PageEvents,
  type PersistCodec,
  persistStore,
  type StorageLike,
} from './persist/persistedStore.ts'
export { type UserSettingsState, useUserSettings } from './store.ts'
