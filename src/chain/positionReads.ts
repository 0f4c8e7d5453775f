// Reads of v3 positions on the NonfungiblePositionManager (spec 2 §7), described for the multicall engine so
// a page's positions, owners and approvals all leave in the block's one batched request.
import type { Address } from 'viem'
import { nonfungiblePositionManagerAbi as abi } from './abis/nonfungiblePositionManager.ts'
import { contractRead, type ReadCall } from './reads.ts'

/** A position as `positions(tokenId)` stores it, with its id. */
export type PositionDetails = {
  tokenId: bigint
  nonce: bigint
  /** The address approved for this one token (what getApproved returns). */
  operator: Address
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
  feeGrowthInside0LastX128: bigint
  feeGrowthInside1LastX128: bigint
  /** Owed as of the position's last update: fees earned since show only in a static collect. */
  tokensOwed0: bigint
  tokensOwed1: bigint
}

// The position descriptor draws the SVG on chain: about 1.8M gas on the local chain, more with long symbols.
export const TOKEN_URI_GAS = 3_000_000

/** How many positions `owner` holds (ERC-721 balanceOf). */
export function positionCountRead(positionManager: Address, owner: Address): ReadCall<bigint> {
  return contractRead({ address: positionManager, abi, functionName: 'balanceOf', args: [owner] })
}

/** The id of the owner's `index`-th position (ERC-721 enumerable). */
export function positionIdByIndexRead(
  positionManager: Address,
  owner: Address,
  index: bigint,
): ReadCall<bigint> {
  return contractRead({
    address: positionManager,
    abi,
    functionName: 'tokenOfOwnerByIndex',
    args: [owner, index],
  })
}

/** The stored position; the call reverts (a failed read) for an id that was never minted or was burned. */
export function positionRead(positionManager: Address, tokenId: bigint): ReadCall<PositionDetails> {
  const read = contractRead({ address: positionManager, abi, functionName: 'positions', args: [tokenId] })
  return {
    call: read.call,
    decode: (data) => {
      const [nonce, operator, token0, token1, fee, tickLower, tickUpper, liquidity, ...rest] =
        read.decode(data)
      const [feeGrowthInside0LastX128, feeGrowthInside1LastX128, tokensOwed0, tokensOwed1] = rest
      return {
        tokenId,
        nonce,
        operator,
        token0,
        token1,
        fee,
        tickLower,
        tickUpper,
        liquidity,
        feeGrowthInside0LastX128,
        feeGrowthInside1LastX128,
        tokensOwed0,
        tokensOwed1,
      }
    },
  }
}

export function positionOwnerRead(positionManager: Address, tokenId: bigint): ReadCall<Address> {
  return contractRead({ address: positionManager, abi, functionName: 'ownerOf', args: [tokenId] })
}

/** The address approved to manage this one position (the zero address when none). */
export function positionApprovedRead(positionManager: Address, tokenId: bigint): ReadCall<Address> {
  return contractRead({ address: positionManager, abi, functionName: 'getApproved', args: [tokenId] })
}

/** Whether `operator` may manage every position of `owner`. */
export function positionOperatorRead(
  positionManager: Address,
  owner: Address,
  operator: Address,
): ReadCall<boolean> {
  return contractRead({
    address: positionManager,
    abi,
    functionName: 'isApprovedForAll',
    args: [owner, operator],
  })
}

/** The position's metadata URI (a base64 JSON data URI from the descriptor; untrusted, see decodeTokenUri). */
export function positionTokenUriRead(positionManager: Address, tokenId: bigint): ReadCall<string> {
  return contractRead({
    address: positionManager,
    abi,
    functionName: 'tokenURI',
    args: [tokenId],
    gasRequired: TOKEN_URI_GAS,
  })
}
