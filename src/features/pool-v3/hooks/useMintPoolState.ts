import { useMemo } from 'react'
import type { Address } from 'viem'
import type { PoolState } from '../../../lib/routing/v3Routing.ts'
import { type CallState, useMulticallReads } from '../../chain-data/index.ts'
import { poolLiquidityRead, poolSlot0Read, type Slot0 } from '../../pool-data/index.ts'

/**
 * What the pool's reads say (spec 2 §4 "Pool state"): undefined while they are awaited — also while the node
 * does not answer, so that a pool that exists is never offered for creation —, null when there is no pool (no
 * contract at its address, or never initialised), else its price, tick and liquidity.
 */
export function mintPoolStateOf(
  slot0: CallState<Slot0> | undefined,
  liquidity: CallState<bigint> | undefined,
): PoolState {
  if (!slot0?.valid || !liquidity?.valid) return undefined
  if (slot0.loading || liquidity.loading || slot0.failed || liquidity.failed) return undefined
  if (slot0.result === undefined || liquidity.result === undefined) return null
  if (slot0.result.sqrtPriceX96 === 0n) return null
  return { ...slot0.result, liquidity: liquidity.result }
}

/** The slot0 and liquidity of the pool the add form would put the position in, each block. */
export function useMintPoolState(chainId: number, pool: Address | null): PoolState {
  const slot0Reads = useMemo(() => [pool ? poolSlot0Read(pool) : undefined], [pool])
  const liquidityReads = useMemo(() => [pool ? poolLiquidityRead(pool) : undefined], [pool])
  const [slot0] = useMulticallReads(chainId, slot0Reads)
  const [liquidity] = useMulticallReads(chainId, liquidityReads)
  return useMemo(() => mintPoolStateOf(slot0, liquidity), [slot0, liquidity])
}
