import { use } from 'react'
import { nextTask, useTransitionStore } from '../../ui/index.ts'
import type { WalletRuntime } from './runtime/types.ts'

export type { RuntimeQueryOptions, RuntimeQueryResult, WalletRuntime } from './runtime/types.ts'

// wagmi, its config, viem's clients and the query cache are loaded after the first paint: the swap page is
// usable before them (the connection is read from connectionStore.ts, which they keep current once loaded).
let loaded: WalletRuntime | undefined
let loading: Promise<WalletRuntime> | undefined
// Counts installWalletRuntime's calls (unit tests only): a load that began before one starts nothing.
let installs = 0
const listeners = new Set<() => void>()

function settle(runtime: WalletRuntime): WalletRuntime {
  loaded = runtime
  for (const listener of listeners) listener()
  return runtime
}

/**
 * Loads and starts the wallet runtime once. A failed load stays failed for the page's life: the browser would not
 * fetch the module again anyway, and useLoadedWalletRuntime needs one promise to wait on (a new one on each render
 * would suspend for ever).
 */
export function loadWalletRuntime(): Promise<WalletRuntime> {
  const installsAtStart = installs
  loading ??= import('./runtime/walletRuntime.ts').then(async ({ appWagmiConfig, startWalletRuntime }) => {
    // Three tasks, not one long one: evaluating its modules (wagmi, viem), making wagmi's config (its store,
    // connectors and wallet discovery), starting (the connection's copy, the reconnect). Nothing can use the
    // runtime in between: it is given out once started.
    await nextTask()
    const config = appWagmiConfig()
    await nextTask()
    if (loaded) return loaded
    // A test installed its own runtime (or none) meanwhile: the app's would run on, unstopped, past the test's
    // end (unit files share a worker). Its callers are gone with that test; they wait for nothing.
    if (installs !== installsAtStart) return new Promise<WalletRuntime>(() => {})
    return settle(startWalletRuntime(config))
  })
  return loading
}

/** The wallet runtime if it has loaded. */
export function walletRuntime(): WalletRuntime | undefined {
  return loaded
}

/** Unit tests: a runtime of the test's own, in place of loading the app's. */
export function installWalletRuntime(runtime: WalletRuntime | undefined): void {
  installs++
  if (loaded !== runtime) loaded?.stop()
  loaded = runtime
  loading = runtime ? Promise.resolve(runtime) : undefined
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const subscribeNever = () => () => {}
const current = () => loaded
const none = () => undefined

/**
 * The wallet runtime, undefined until it has loaded (the component renders again then). With `wanted` false it
 * stays undefined and the component does not render again when the runtime arrives (a query that is off).
 */
export function useWalletRuntime(wanted = true): WalletRuntime | undefined {
  // The runtime's arrival renders its users again in a transition, after the task that started it.
  return useTransitionStore(wanted ? subscribe : subscribeNever, wanted ? current : none)
}

/** The wallet runtime, suspending until it has loaded: for parts that only work with a wallet (its modal). */
export function useLoadedWalletRuntime(): WalletRuntime {
  return loaded ?? use(loadWalletRuntime())
}
