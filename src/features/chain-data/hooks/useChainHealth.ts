import { type ChainHealth, chainHealthOf } from '../model/connectivity.ts'
import { useChainStatus } from '../store.ts'

/**
 * The health of the chain the shell watches (model/connectivity.ts): 'live', 'stale' or 'unreachable'. A chain
 * the shell does not watch is taken as 'live': nothing is known against it.
 */
export function useChainHealth(chainId?: number): ChainHealth {
  return useChainStatus((s) =>
    chainId !== undefined && s.chainId !== chainId
      ? 'live'
      : chainHealthOf({
          nodeUnreachable: s.nodeUnreachable,
          connectivityWarning: s.chainConnectivityWarning,
        }),
  )
}
