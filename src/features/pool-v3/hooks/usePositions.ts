import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { type PositionDetails, positionOwnerRead, positionRead } from '../../../chain/positionReads.ts'
import { useMulticallReads } from '../../chain-data/index.ts'
import { poolLiquidityRead, poolSlot0Read } from '../../pool-data/index.ts'
import type { TokenCurrency } from '../../tokens/index.ts'
import {
  LOADING_POSITION,
  MISSING_POSITION,
  type PositionInfo,
  type PositionPoolState,
  type PositionResult,
  positionInfoOf,
} from '../model/positionInfo.ts'
import { usePositionEngine } from './usePositionEngine.ts'
import { usePositionTokens } from './usePositionTokens.ts'

/** A position with its tokens as the tokens feature describes them. */
export type Position = PositionInfo<TokenCurrency>
export type PositionState = PositionResult<TokenCurrency>

/**
 * The positions with these ids, read each block through the multicall: positions(id) and ownerOf(id) on the
 * position manager, then slot0 and liquidity of each one's pool (pool-data's reads, shared with any other
 * screen reading the same pool). One state per id, in the same order.
 */
export function usePositions(chainId: number | undefined, ids: readonly bigint[]): PositionState[] {
  const manager = chainInfoOf(chainId)?.contracts.nonfungiblePositionManager
  const factory = chainInfoOf(chainId)?.contracts.v3Factory
  const detailReads = useMemo(
    () => ids.map((id) => (manager ? positionRead(manager, id) : undefined)),
    [manager, ids],
  )
  const ownerReads = useMemo(
    () => ids.map((id) => (manager ? positionOwnerRead(manager, id) : undefined)),
    [manager, ids],
  )
  const details = useMulticallReads(chainId, detailReads)
  const owners = useMulticallReads(chainId, ownerReads)
  const stored = useMemo(() => details.map((d) => d.result), [details])

  const engine = usePositionEngine(ids.length > 0)
  const poolAddresses = useMemo(
    () =>
      stored.map((d) =>
        engine && d && factory && chainId !== undefined
          ? engine.storedPositionPoolAddress(chainId, d, factory)
          : null,
      ),
    [engine, stored, factory, chainId],
  )
  const slot0Reads = useMemo(
    () => poolAddresses.map((a) => (a ? poolSlot0Read(a) : undefined)),
    [poolAddresses],
  )
  const liquidityReads = useMemo(
    () => poolAddresses.map((a) => (a ? poolLiquidityRead(a) : undefined)),
    [poolAddresses],
  )
  const slot0s = useMulticallReads(chainId, slot0Reads)
  const liquidities = useMulticallReads(chainId, liquidityReads)

  const addresses = useMemo(() => stored.flatMap((d) => (d ? [d.token0, d.token1] : [])), [stored])
  const tokenOf = usePositionTokens(chainId, addresses)

  return useMemo(
    () =>
      ids.map((_, i): PositionState => {
        const detail = details[i]
        const owner = owners[i]
        if (!detail?.valid || !owner?.valid || detail.loading || owner.loading) return LOADING_POSITION
        // A revert says the id does not exist; a node that did not answer says nothing yet.
        if (detail.failed || owner.failed) return LOADING_POSITION
        const terms: PositionDetails | undefined = detail.result
        if (!terms || owner.result === undefined) return MISSING_POSITION
        const token0 = tokenOf(terms.token0)
        const token1 = tokenOf(terms.token1)
        if (token0 === undefined || token1 === undefined) return LOADING_POSITION
        // A side that answers no decimals is no token: nothing of the position could be shown right.
        if (token0 === null || token1 === null) return MISSING_POSITION
        const pool = poolStateOf(slot0s[i]?.result, liquidities[i]?.result)
        return { state: 'ready', position: positionInfoOf(terms, owner.result, [token0, token1], pool) }
      }),
    [ids, details, owners, tokenOf, slot0s, liquidities],
  )
}

function poolStateOf(
  slot0: { sqrtPriceX96: bigint; tick: number } | undefined,
  liquidity: bigint | undefined,
): PositionPoolState | null {
  // An uninitialised pool has a zero price: there is no current tick to place the position against.
  if (!slot0 || liquidity === undefined || slot0.sqrtPriceX96 === 0n) return null
  return { sqrtPriceX96: slot0.sqrtPriceX96, tick: slot0.tick, liquidity }
}

/** One position by id (the position page, the remove screen). */
export function usePosition(chainId: number | undefined, tokenId: bigint | null): PositionState {
  const ids = useMemo(() => (tokenId === null ? [] : [tokenId]), [tokenId])
  return usePositions(chainId, ids)[0] ?? LOADING_POSITION
}
