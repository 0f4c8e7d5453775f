// Planning of bounded eth_getLogs ranges (quality.md "governance logs"): nodes refuse wide ranges or large
// results, so a scan is cut into spans and a refused span is halved until it passes or is one block wide.

/** An inclusive block range. */
export type BlockRange = { fromBlock: number; toBlock: number }

/** Blocks per eth_getLogs before any refusal: within what most public nodes accept for sparse events. */
export const DEFAULT_LOG_SPAN_BLOCKS = 100_000

/**
 * `[fromBlock, toBlock]` cut into consecutive ranges of at most `maxSpan` blocks, one at a time as they are read
 * (a node claiming a block number far ahead makes a long plan, never a long list in memory); none when it is empty.
 */
export function* planLogRanges(
  fromBlock: number,
  toBlock: number,
  maxSpan = DEFAULT_LOG_SPAN_BLOCKS,
): Generator<BlockRange> {
  if (!(maxSpan >= 1) || fromBlock > toBlock) return
  const span = Math.floor(maxSpan)
  for (let start = fromBlock; start <= toBlock; start += span) {
    yield { fromBlock: start, toBlock: Math.min(toBlock, start + span - 1) }
  }
}

/** The two halves of a refused range, or null when it is a single block and cannot be split. */
export function splitRange({ fromBlock, toBlock }: BlockRange): [BlockRange, BlockRange] | null {
  if (toBlock <= fromBlock) return null
  const middle = fromBlock + Math.floor((toBlock - fromBlock) / 2)
  return [
    { fromBlock, toBlock: middle },
    { fromBlock: middle + 1, toBlock },
  ]
}

// Wordings nodes use when a range or its result is too large (geth, Infura, Alchemy, QuickNode, Ankr, anvil).
const REFUSAL =
  /(block range|range (is )?too (large|wide|big)|too many (results|logs|blocks)|more than \d+ results|exceed(s|ed)? (the )?(max|maximum|limit)|response size|limit exceeded|query timeout)/i

/** Whether a node's error message says the range was too large (retrying a smaller one may pass). */
export function isRangeRefusal(message: string): boolean {
  return REFUSAL.test(message)
}
