import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { positionCountRead, positionIdByIndexRead } from '../../../chain/positionReads.ts'
import { useMulticallReads, useSingleCallResult } from '../../chain-data/index.ts'

/** 'invalid' without an account or a position manager on the chain. */
export type PositionIds = { state: 'invalid' | 'loading' | 'ready'; ids: readonly bigint[] }

const INVALID: PositionIds = { state: 'invalid', ids: [] }
const LOADING: PositionIds = { state: 'loading', ids: [] }
// An account past this many positions is not one a page of cards can show; the reads stay one request.
const MAX_POSITIONS = 500n

/** The ids of the positions `account` holds (balanceOf, then tokenOfOwnerByIndex), read each block. */
export function usePositionIds(chainId: number | undefined, account: Address | undefined): PositionIds {
  const manager = chainInfoOf(chainId)?.contracts.nonfungiblePositionManager
  const countRead = useMemo(
    () => (manager && account ? positionCountRead(manager, account) : undefined),
    [manager, account],
  )
  const count = useSingleCallResult(chainId, countRead)
  const total = count.result === undefined ? 0n : count.result < MAX_POSITIONS ? count.result : MAX_POSITIONS
  const idReads = useMemo(() => {
    if (!manager || !account) return []
    return Array.from({ length: Number(total) }, (_, i) => positionIdByIndexRead(manager, account, BigInt(i)))
  }, [manager, account, total])
  const idStates = useMulticallReads(chainId, idReads)

  return useMemo((): PositionIds => {
    if (!countRead) return INVALID
    if (count.loading || idStates.some((s) => s.loading)) return LOADING
    // A failed read leaves the id out rather than holding the whole list back.
    const ids = idStates.flatMap((s) => (s.result === undefined ? [] : [s.result]))
    return { state: 'ready', ids }
  }, [countRead, count.loading, idStates])
}
