// Every route of up to `maxHops` pools from one token to another (spec 1 §9: v3 up to 2 hops, 1 in
// single-hop mode), over pools that exist.
import type { Token } from '@uniswap/sdk-core'

export type RoutablePool = { token0: Token; token1: Token; involvesToken(token: Token): boolean }

/** Each route as the ordered pools it goes through; no pool is used twice in a route. */
export function computeAllRoutes<P extends RoutablePool>(
  tokenIn: Token,
  tokenOut: Token,
  pools: readonly P[],
  maxHops: number,
): P[][] {
  const routes: P[][] = []
  const walk = (current: Token, path: P[], used: Set<number>) => {
    if (path.length >= maxHops) return
    pools.forEach((pool, i) => {
      if (used.has(i) || !pool.involvesToken(current)) return
      const next = pool.token0.equals(current) ? pool.token1 : pool.token0
      const extended = [...path, pool]
      if (next.equals(tokenOut)) {
        routes.push(extended)
        return
      }
      // Never pass back through the input token.
      if (next.equals(tokenIn)) return
      walk(next, extended, new Set([...used, i]))
    })
  }
  walk(tokenIn, [], new Set())
  return routes
}
