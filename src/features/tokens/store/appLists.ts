// The app's one lists store, with the build's default lists and the build-time schema validator (stored
// lists are checked with the same validator as downloaded ones). Loaded with the selector, not the page.
import validate from 'virtual:token-list-validator'
import { localChainConfig } from '../../../chain/chains.ts'
import { browserPageEvents, browserStorage } from '../../../storage/browserStorage.ts'
import { listDefaults } from '../model/defaultLists.ts'
import { createListsStore, type ListsStore } from './listsStore.ts'

/**
 * The generated devchain list, served beside the app by development and test builds (vite.config.ts), as
 * an absolute URL: it is the one active default list there.
 */
export function devchainListUrl(): string | null {
  const file: unknown = import.meta.env.VITE_DEVCHAIN_TOKEN_LIST_FILE
  if (!localChainConfig || typeof file !== 'string' || file === '' || typeof document === 'undefined')
    return null
  return new URL(file, document.baseURI).href
}

let lists: ListsStore | null = null

export function appLists(): ListsStore {
  lists ??= createListsStore({
    defaults: listDefaults(devchainListUrl()),
    validate,
    storage: browserStorage(),
    events: browserPageEvents(),
  })
  return lists
}
