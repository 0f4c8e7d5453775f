import { useEffect, useSyncExternalStore } from 'react'
import type { TradeEngine } from '../model/trade/tradeEngine.ts'

let engine: TradeEngine | null = null
let loading: Promise<TradeEngine | null> | null = null
const listeners = new Set<() => void>()

/** Loads the trade engine chunk once; a failed load (offline, a new deployment) may be tried again. */
export function loadTradeEngine(): Promise<TradeEngine | null> {
  if (engine) return Promise.resolve(engine)
  loading ??= import('../model/trade/tradeEngine.ts').then(
    (module) => {
      engine = module
      for (const listener of [...listeners]) listener()
      return module
    },
    (error: unknown) => {
      console.error('Could not load the trade engine', error)
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

/** The trade engine once loaded; asks for it while `wanted`. */
export function useTradeEngine(wanted: boolean): TradeEngine | null {
  const current = useSyncExternalStore(subscribe, () => engine)
  useEffect(() => {
    if (wanted && !engine) void loadTradeEngine()
  }, [wanted])
  return current
}
