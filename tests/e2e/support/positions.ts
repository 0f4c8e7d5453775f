// The position manager's records as the chain holds them, for e2e checks after a mint, an increase, a migrate
// or a remove: read straight from the contract, never through the app.
import { type Address, type PublicClient, parseAbi } from 'viem'
import { deployment } from './deployment.ts'

export const POSITION_MANAGER = deployment.contracts.NonfungiblePositionManager as Address

const positionReadsAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
])

/** How many positions `owner` holds. */
export const positionCount = (client: PublicClient, owner: Address) =>
  client.readContract({
    address: POSITION_MANAGER,
    abi: positionReadsAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** A position's record: its pair, fee, ticks, liquidity and what it is owed. */
export async function storedPosition(client: PublicClient, tokenId: bigint) {
  const stored = await client.readContract({
    address: POSITION_MANAGER,
    abi: positionReadsAbi,
    functionName: 'positions',
    args: [tokenId],
  })
  return {
    token0: stored[2],
    token1: stored[3],
    fee: stored[4],
    tickLower: stored[5],
    tickUpper: stored[6],
    liquidity: stored[7],
    tokensOwed0: stored[10],
    tokensOwed1: stored[11],
  }
}

/** The newest position of `owner` (the last in its list), with how many it holds. */
export async function lastPositionOf(client: PublicClient, owner: Address) {
  const count = await positionCount(client, owner)
  const id = await client.readContract({
    address: POSITION_MANAGER,
    abi: positionReadsAbi,
    functionName: 'tokenOfOwnerByIndex',
    args: [owner, count - 1n],
  })
  return { count, id, ...(await storedPosition(client, id)) }
}
