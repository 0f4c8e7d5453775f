import { useEffect, useState } from 'react'

const TICK_MS = 1_000

type Seen = { block: bigint; localMs: number }

/**
 * The chain's time now (unix seconds), ticking each second between blocks: the latest block's time plus what
 * the local clock says has passed since that block was seen. Undefined until a block's time is known.
 */
export function useChainClock(blockSeconds: bigint | undefined): bigint | undefined {
  const [seen, setSeen] = useState<Seen | null>(null)
  // A new block's time: noted in state during the render that sees it (React renders again at once with it).
  if (blockSeconds !== undefined && seen?.block !== blockSeconds)
    setSeen({ block: blockSeconds, localMs: Date.now() })
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  if (blockSeconds === undefined || seen?.block !== blockSeconds) return blockSeconds
  return seen.block + BigInt(Math.max(0, Math.floor((Date.now() - seen.localMs) / TICK_MS)))
}
