// The lists shipped with the app: the default token list (always merged under the active lists) and the
// broken and unsupported lists. They are data, not code: emitted as JSON files of the build and fetched from the
// app's own origin on first use, so that no page's JavaScript carries them (the default list alone is over
// 100 KB gzip) and the browser parses them as JSON, which is cheaper than parsing them as a script.

import defaultListUrl from '@uniswap/default-token-list/build/uniswap-default.tokenlist.json?url&no-inline'
import type { TokenList } from '@uniswap/token-lists'
import { useEffect } from 'react'
import { useTransitionStore } from '../../../ui/index.ts'
import { getBundledList } from '../api/getBundledList.ts'
import brokenListUrl from '../data/broken.tokenlist.json?url&no-inline'
import unsupportedListUrl from '../data/unsupported.tokenlist.json?url&no-inline'

export type BundledLists = { defaultList: TokenList; broken: TokenList; unsupported: TokenList }

let loaded: BundledLists | null = null
let loading: Promise<BundledLists> | null = null
const listeners = new Set<() => void>()

export function loadBundledLists(): Promise<BundledLists> {
  loading ??= Promise.all([
    getBundledList(defaultListUrl),
    getBundledList(brokenListUrl),
    getBundledList(unsupportedListUrl),
  ]).then(
    ([defaultList, broken, unsupported]) => {
      loaded = { defaultList, broken, unsupported }
      for (const listener of listeners) listener()
      return loaded
    },
    (error: unknown) => {
      // A later use tries again (the app went offline between its load and this one, say).
      loading = null
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The bundled lists, or null until their chunk has loaded. */
export function useBundledLists(): BundledLists | null {
  const lists = useTransitionStore(subscribe, () => loaded)
  useEffect(() => {
    if (!loaded) loadBundledLists().catch((error: unknown) => console.warn(error))
  }, [])
  return lists
}
