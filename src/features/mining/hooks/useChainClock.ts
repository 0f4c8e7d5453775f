import { useEffect, useRef, useState } from 'react'

const TICK_MS = 1_000

/**
 * The chain's time now (unix seconds), ticking each second between blocks: the latest block's time plus what
 * the local clock says has passed since that block was seen. Undefined until a block's time is known.
 */
export function useChainClock(blockSeconds: bigint | undefined): bigint | undefined {
  const seenAt = useRef<{ block: bigint; localMs: number } | null>(null)
  if (blockSeconds !== undefined && seenAt.current?.block !== blockSeconds)
    seenAt.current = { block: blockSeconds, localMs: Date.now() }
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const seen = seenAt.current
  if (blockSeconds === undefined || !seen) return undefined
  return seen.block + BigInt(Math.max(0, Math.floor((Date.now() - seen.localMs) / TICK_MS)))
}
