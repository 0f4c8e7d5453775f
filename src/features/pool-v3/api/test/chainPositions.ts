// The seeded positions as the screens will see them: read through the multicall contract, in SDK terms.
import type { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { aggregateCalls } from '../../../../chain/multicall.ts'
import { type PositionDetails, positionRead } from '../../../../chain/positionReads.ts'
import { decodeRead, type ReadCall } from '../../../../chain/reads.ts'
import type { LocalChainKit } from '../../../../chain/test/localChainKit.ts'
import { toSdkToken } from '../../../../lib/sdk/sdkCurrency.ts'
import { poolLiquidityRead, poolSlot0Read } from '../../../pool-data/index.ts'
import { positionPool, positionPoolAddress, sdkPosition } from '../../model/sdkPosition.ts'

export function chainPositions(kit: LocalChainKit) {
  const { deployment, publicClient } = kit
  const manager = deployment.contracts.NonfungiblePositionManager
  const factory = deployment.contracts.UniswapV3Factory

  async function readAll<T>(reads: readonly ReadCall<T>[]): Promise<(T | null | undefined)[]> {
    const answer = await aggregateCalls(
      publicClient,
      deployment.contracts.UniswapInterfaceMulticall,
      reads.map((read) => read.call),
    )
    return reads.map((read, i) => decodeRead(read, answer.returnData[i], () => undefined))
  }

  function tokenAt(address: Address): Token {
    const entry = Object.values(deployment.tokens).find(
      (t) => t.address.toLowerCase() === address.toLowerCase(),
    )
    if (!entry) throw new Error(`No devchain token at ${address}`)
    return toSdkToken({ chainId: 31337, ...entry })
  }

  /** The position as stored, its tokens, and its pool and SDK position at the latest block. */
  async function load(tokenId: bigint) {
    const [details] = await readAll([positionRead(manager, tokenId)])
    if (!details) throw new Error(`No position ${tokenId}`)
    const tokens = [tokenAt(details.token0), tokenAt(details.token1)] as const
    const address = positionPoolAddress(details, tokens, factory)
    if (!address) throw new Error('No pool address')
    const [slot0] = await readAll([poolSlot0Read(address)])
    const [liquidity] = await readAll([poolLiquidityRead(address)])
    const state = slot0 && typeof liquidity === 'bigint' ? { ...slot0, liquidity } : null
    const pool = positionPool(details, tokens, state, factory)
    if (!pool) throw new Error('No pool')
    const position = sdkPosition(details, pool)
    if (!position) throw new Error('No SDK position')
    return { details: details satisfies PositionDetails, tokens, pool, position, address }
  }

  return { manager, readAll, tokenAt, load }
}
