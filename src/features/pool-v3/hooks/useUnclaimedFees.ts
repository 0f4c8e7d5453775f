import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { chainInfoOf } from '../../../chain/chains.ts'
import { useBlockNumber } from '../../chain-data/index.ts'
import { useReadClient } from '../../wallet/index.ts'
import { getUnclaimedFees, type UnclaimedFees } from '../api/getUnclaimedFees.ts'

/**
 * The fees the position would pay out now (a static collect from its owner), read again on each new block;
 * null until the first answer, or without an owner. The last answer stays while the next block's is read.
 */
export function useUnclaimedFees(
  chainId: number | undefined,
  tokenId: bigint | null,
  owner: Address | undefined,
): UnclaimedFees | null {
  const positionManager = chainInfoOf(chainId)?.contracts.nonfungiblePositionManager
  const client = useReadClient(chainId)
  const blockNumber = useBlockNumber(chainId)
  const enabled =
    client !== undefined && positionManager !== undefined && tokenId !== null && owner !== undefined
  const { data } = useQuery({
    queryKey: ['unclaimedFees', chainId, positionManager, tokenId?.toString(), owner, blockNumber],
    queryFn: () => {
      if (!client || !positionManager || tokenId === null || !owner) throw new Error('missing dependencies')
      return getUnclaimedFees(client, { positionManager, tokenId, owner })
    },
    enabled: enabled && blockNumber !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  })
  return enabled ? (data ?? null) : null
}
