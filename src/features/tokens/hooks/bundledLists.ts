// The lists shipped with the app: the default token list (always merged under the active lists) and the
// broken and unsupported lists. Loaded on first use as their own chunk, so the first load stays small.
import type { TokenList } from '@uniswap/token-lists'
import { useEffect, useSyncExternalStore } from 'react'

export type BundledLists = { defaultList: TokenList; broken: TokenList; unsupported: TokenList }

let loaded: BundledLists | null = null
let loading: Promise<BundledLists> | null = null
const listeners = new Set<() => void>()

export function loadBundledLists(): Promise<BundledLists> {
  loading ??= Promise.all([
    import('@uniswap/default-token-list'),
    import('../data/broken.tokenlist.json'),
    import('../data/unsupported.tokenlist.json'),
  ]).then(([defaultList, broken, unsupported]) => {
    loaded = {
      defaultList: defaultList.default as unknown as TokenList,
      broken: broken.default as unknown as TokenList,
      unsupported: unsupported.default as unknown as TokenList,
    }
    for (const listener of listeners) listener()
    return loaded
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The bundled lists, or null until their chunk has loaded. */
export function useBundledLists(): BundledLists | null {
  const lists = useSyncExternalStore(subscribe, () => loaded)
  useEffect(() => {
    if (!loaded) void loadBundledLists()
  }, [])
  return lists
}
