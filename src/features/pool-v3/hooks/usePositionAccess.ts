import { useMemo } from 'react'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import {
  positionApprovedRead,
  positionOperatorRead,
  positionOwnerRead,
} from '../../../chain/positionReads.ts'
import { useMulticallReads, useSingleCallResult } from '../../chain-data/index.ts'
import { canManagePosition, type PositionAccess } from '../model/positionAccess.ts'

export type PositionAccessState = {
  /** Undefined until the owner is read (or when the position does not exist). */
  access: PositionAccess | undefined
  /** The account is the owner, the address approved for the position, or an operator of the owner's. */
  canManage: boolean
}

/** Who may manage the position (ownerOf, getApproved, isApprovedForAll), read each block. */
export function usePositionAccess(
  chainId: number | undefined,
  tokenId: bigint | null,
  account: Address | undefined,
): PositionAccessState {
  const manager = chainInfoOf(chainId)?.contracts.nonfungiblePositionManager
  const ownerRead = useMemo(
    () => (manager && tokenId !== null ? positionOwnerRead(manager, tokenId) : undefined),
    [manager, tokenId],
  )
  const owner = useSingleCallResult(chainId, ownerRead).result
  const reads = useMemo(() => {
    if (!manager || tokenId === null || !owner || !account) return []
    return [positionApprovedRead(manager, tokenId), positionOperatorRead(manager, owner, account)] as const
  }, [manager, tokenId, owner, account])
  const [approved, operator] = useMulticallReads<Address | boolean>(chainId, reads)
  const approvedAddress = typeof approved?.result === 'string' ? approved.result : undefined
  const operatorForAll = typeof operator?.result === 'boolean' ? operator.result : undefined

  return useMemo((): PositionAccessState => {
    if (!owner) return { access: undefined, canManage: false }
    const access = { owner, approved: approvedAddress, operatorForAll }
    return { access, canManage: canManagePosition(account, access) }
  }, [owner, approvedAddress, operatorForAll, account])
}
