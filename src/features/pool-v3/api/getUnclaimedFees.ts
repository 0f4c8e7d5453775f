// The fees a position has earned and not yet collected (spec 2 §7). `positions()` only knows what was owed at
// the position's last update; collect pokes it first, so a static collect with no limits returns everything
// owed now. It runs as the owner because collect checks the caller, which is also why it cannot go through
// the multicall contract.
import { type Address, type Chain, maxUint128, type PublicClient, type Transport } from 'viem'
import { nonfungiblePositionManagerAbi } from '../../../chain/abis/nonfungiblePositionManager.ts'

export type UnclaimedFees = { amount0: bigint; amount1: bigint }

export type UnclaimedFeesRequest = { positionManager: Address; tokenId: bigint; owner: Address }

export async function getUnclaimedFees(
  client: PublicClient<Transport, Chain | undefined>,
  request: UnclaimedFeesRequest,
): Promise<UnclaimedFees> {
  const { positionManager, tokenId, owner } = request
  const { result } = await client.simulateContract({
    address: positionManager,
    abi: nonfungiblePositionManagerAbi,
    functionName: 'collect',
    account: owner,
    args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
  })
  const [amount0, amount1] = result
  return { amount0, amount1 }
}
