import { useEffect, useSyncExternalStore } from 'react'

export type LazyModule<T> = {
  /** Loads the module once; a failed load (offline, a new deployment) may be tried again. */
  load: () => Promise<T | null>
  /** The module once loaded; asks for it while `wanted`. */
  useModule: (wanted: boolean) => T | null
}

/**
 * A module kept out of the first load (the Uniswap SDKs, say), loaded when a screen first wants it and then
 * shared by every hook that reads it.
 */
export function lazyModule<T>(name: string, importModule: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null
  let loading: Promise<T | null> | null = null
  const listeners = new Set<() => void>()
  const load = (): Promise<T | null> => {
    if (loaded) return Promise.resolve(loaded)
    loading ??= importModule().then(
      (module) => {
        loaded = module
        for (const listener of [...listeners]) listener()
        return module
      },
      (error: unknown) => {
        console.error(`Could not load the ${name}`, error)
        loading = null
        return null
      },
    )
    return loading
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const useModule = (wanted: boolean): T | null => {
    const current = useSyncExternalStore(subscribe, () => loaded)
    useEffect(() => {
      if (wanted && !loaded) void load()
    }, [wanted])
    return current
  }
  return { load, useModule }
}
