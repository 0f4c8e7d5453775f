// A pool's initialized ticks from the chain (spec 2 §7, the range chart): TickLens lists the populated ticks of
// one word of the pool's tick bitmap (256 tick spacings); the words a chart needs go in one multicall.
import type { Address } from 'viem'
import { tickLensAbi } from './abis/tickLens.ts'
import { aggregateCalls, type ReadClient } from './multicall.ts'
import { contractRead, decodeRead, type ReadCall } from './reads.ts'

/** An initialized tick and the liquidity that becomes active when the price crosses it upward. */
export type PopulatedTick = { tick: number; liquidityNet: bigint }

/**
 * TickLens walks all 256 bits of the word and reads each populated tick: about 60k gas for an empty word and
 * 12k more per tick, so 256 ticks stay under this.
 */
export const TICK_LENS_GAS = 4_000_000

export function populatedTicksInWordRead(
  tickLens: Address,
  pool: Address,
  word: number,
): ReadCall<PopulatedTick[]> {
  const read = contractRead({
    address: tickLens,
    abi: tickLensAbi,
    functionName: 'getPopulatedTicksInWord',
    args: [pool, word],
    gasRequired: TICK_LENS_GAS,
  })
  return {
    call: read.call,
    decode: (data) => read.decode(data).map(({ tick, liquidityNet }) => ({ tick, liquidityNet })),
  }
}

export type TickLensRequest = {
  multicall: Address
  tickLens: Address
  pool: Address
  words: readonly number[]
}

/**
 * The populated ticks of all `words`, ascending, read in one eth_call; null when any word's call reverted or
 * could not be decoded (no TickLens there, or not a pool). Rejects when the node fails.
 */
export async function getPopulatedTicks(
  client: ReadClient,
  request: TickLensRequest,
): Promise<PopulatedTick[] | null> {
  const { multicall, tickLens, pool, words } = request
  const reads = words.map((word) => populatedTicksInWordRead(tickLens, pool, word))
  const answer = await aggregateCalls(
    client,
    multicall,
    reads.map((read) => read.call),
  )
  const ticks: PopulatedTick[] = []
  for (const [i, read] of reads.entries()) {
    const decoded = decodeRead(read, answer.returnData[i], () => undefined)
    if (!decoded) return null
    ticks.push(...decoded)
  }
  return ticks.sort((a, b) => a.tick - b.tick)
}
