// Adds sent from account 0 on the seeded chain: pool state as the form reads it, the send, and what the
// position manager reports minting, checked against the summary the confirmation shows.
import type { Token } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import { type Address, erc20Abi, maxUint256, parseAbi, parseEventLogs, type TransactionReceipt } from 'viem'
import { expect } from 'vitest'
import { send } from '../../../../chain/send.ts'
import type { LocalChainKit } from '../../../../chain/test/localChainKit.ts'
import { type PoolState, poolAddressOf } from '../../../../lib/routing/v3Routing.ts'
import { poolLiquidityRead, poolSlot0Read } from '../../../pool-data/index.ts'
import { type AddCallParams, buildAddCall } from '../../model/buildAddCall.ts'
import type { PositionCall } from '../../model/positionCall.ts'
import type { chainPositions } from './chainPositions.ts'
import { decodedSummary } from './decodeAddCall.ts'

const increaseEvent = parseAbi([
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

export function chainAdds(kit: LocalChainKit, positions: ReturnType<typeof chainPositions>) {
  const { deployment, publicClient, address, nodeWallet, mined } = kit
  const { manager, readAll } = positions
  const owner = address(0)

  /** slot0 and liquidity as the form takes them: null where no pool was created. */
  async function poolState(a: Token, b: Token, fee: FeeAmount): Promise<PoolState> {
    const pool = poolAddressOf(a, b, fee, deployment.contracts.UniswapV3Factory)
    if (!(await publicClient.getCode({ address: pool }))) return null
    const [slot0] = await readAll([poolSlot0Read(pool)])
    const [liquidity] = await readAll([poolLiquidityRead(pool)])
    return slot0 && typeof liquidity === 'bigint' ? { ...slot0, liquidity } : null
  }

  async function approveManager(tokens: readonly Token[]): Promise<void> {
    for (const token of tokens) {
      const hash = await nodeWallet(0).writeContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [manager, maxUint256],
      })
      await mined(hash)
    }
  }

  async function sendFrom(call: PositionCall): Promise<TransactionReceipt> {
    const hash = await send(nodeWallet(0), publicClient, { ...call, account: owner, chainId: 31337 })
    await mined(hash)
    return publicClient.getTransactionReceipt({ hash })
  }

  /** Sends the add after checking its calldata carries the summary; the chain mints what the summary says. */
  async function add(params: AddCallParams) {
    const { call, summary } = buildAddCall(params)
    const { liquidity: _, ...carried } = summary
    expect(carried).toMatchObject(decodedSummary(call))
    const receipt = await sendFrom(call)
    const [event] = parseEventLogs({ abi: increaseEvent, logs: receipt.logs, eventName: 'IncreaseLiquidity' })
    if (!event) throw new Error('no IncreaseLiquidity')
    const { amount0, amount1 } = event.args
    expect(amount0 >= summary.amount0Min && amount0 <= summary.amount0Desired).toBe(true)
    expect(amount1 >= summary.amount1Min && amount1 <= summary.amount1Desired).toBe(true)
    expect(event.args.liquidity).toBe(summary.liquidity)
    return { summary, event: event.args, receipt }
  }

  return { owner, poolState, approveManager, sendFrom, add }
}
