import { useMemo } from 'react'
import { chainInfoOf } from '../../../chain/chains.ts'
import { positionTokenUriRead } from '../../../chain/positionReads.ts'
import { useSingleCallResult } from '../../chain-data/index.ts'
import { decodeTokenUri, type PositionMetadata } from '../model/tokenUri.ts'

/** 'ready' with null metadata when the tokenURI reverted or is not what a descriptor should send. */
export type PositionMetadataState =
  | { state: 'loading'; metadata: null }
  | { state: 'ready'; metadata: PositionMetadata | null }

/** The position NFT's metadata (tokenURI, untrusted: decoded by decodeTokenUri). */
export function usePositionMetadata(
  chainId: number | undefined,
  tokenId: bigint | null,
): PositionMetadataState {
  const manager = chainInfoOf(chainId)?.contracts.nonfungiblePositionManager
  const read = useMemo(
    () => (manager && tokenId !== null ? positionTokenUriRead(manager, tokenId) : undefined),
    [manager, tokenId],
  )
  const { loading, valid, result } = useSingleCallResult(chainId, read)
  return useMemo(
    () =>
      !valid || loading
        ? { state: 'loading', metadata: null }
        : { state: 'ready', metadata: decodeTokenUri(result) },
    [valid, loading, result],
  )
}
