import { useEffect } from 'react'
import { useTransitionStore } from './useTransitionStore.ts'

export type LazyModule<T> = {
  /** Loads the module once; a failed load (offline, a new deployment) may be tried again. */
  load: () => Promise<T | null>
  /** The module once loaded, else null. */
  current: () => T | null
  subscribe: (listener: () => void) => () => void
}

/**
 * A module kept out of the first load (the Uniswap SDKs, say), loaded when a screen first wants it and then
 * shared by every hook that reads it.
 */
export function lazyModule<T>(name: string, importModule: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null
  let loading: Promise<T | null> | null = null
  const listeners = new Set<() => void>()
  return {
    load: () => {
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
    },
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The module once loaded (its arrival renders in a transition); asks for it while `wanted`. */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | null {
  const current = useTransitionStore(module.subscribe, module.current)
  useEffect(() => {
    if (wanted && !module.current()) void module.load()
  }, [module, wanted])
  return current
}
