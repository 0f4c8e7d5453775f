// When voting ends or ended, estimated from blocks (spec 2 §9: 13 s a block).

export const AVERAGE_BLOCK_SECONDS = 13

/** Unix seconds at which `endBlock` is (or was) mined, counting 13 s a block from the current block's time. */
export function estimateBlockTime(params: {
  endBlock: number
  currentBlock: number
  nowSeconds: number
}): number {
  return params.nowSeconds + (params.endBlock - params.currentBlock) * AVERAGE_BLOCK_SECONDS
}

/** Whether voting is still open at `currentBlock` (the governors count endBlock itself as open). */
export function votingOpen(endBlock: number, currentBlock: number): boolean {
  return currentBlock <= endBlock
}
