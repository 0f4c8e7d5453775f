// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import { nativeCurrency } from '../../tokens/index.ts'
import { type BestTradeRequest, useBestTrade } from './useBestTrade.ts'

// The pool reads and the engine are replaced: what is tested is the choice between the routers.
const routes = vi.hoisted(() => ({
  v2: { state: 'invalid', trade: null } as unknown,
  v3: { state: 'invalid', trade: null } as unknown,
  api: { state: 'invalid', trade: null } as unknown,
  hops: { v2: 0, v3: 0 },
  apiEnabled: false,
}))
vi.mock('../../pool-data/index.ts', () => ({
  useSdkTradeRequest: () => ({ key: 'request' }),
  // The quote API's routes as the chain checked them.
  useCheckedClaims: () => routes.api,
  useV2Trade: (_chainId: number, _request: unknown, maxHops: number) => {
    routes.hops.v2 = maxHops
    return routes.v2
  },
  useV3Trade: (_chainId: number, _request: unknown, maxHops: number) => {
    routes.hops.v3 = maxHops
    return routes.v3
  },
}))
vi.mock('./useQuoteApiClaims.ts', () => ({
  useQuoteApiClaims: (_e: unknown, _c: number, _r: unknown, enabled: boolean) => {
    routes.apiEnabled = enabled
    return null
  },
}))
vi.mock('./useTradeEngine.ts', () => ({ useTradeEngine: () => ({}) }))

const E18 = 10n ** 18n
/** A trade of 1 ETH (18 decimals) for `daiOut` DAI; `id` tells the trades apart. */
const trade = (version: 'v2' | 'v3', id: string, daiOut = 2000n, state = 'valid'): BestTrade =>
  ({
    state,
    trade: {
      version,
      trade: { id, inputAmount: { quotient: E18 }, outputAmount: { quotient: daiOut * E18 } },
    },
  }) as unknown as BestTrade

const DAI = { kind: 'token', chainId: 1, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' } as const
const request = (over: Partial<BestTradeRequest> = {}): BestTradeRequest => ({
  chainId: 1,
  input: nativeCurrency(1),
  output: { ...DAI, decimals: 18, symbol: 'DAI', name: 'Dai' },
  exactField: 'INPUT',
  amount: 10n ** 18n,
  routing: null,
  singleHop: false,
  enabled: true,
  ...over,
})
const best = (over: Partial<BestTradeRequest> = {}) =>
  renderHook(() => useBestTrade(request(over))).result.current

beforeEach(() => {
  routes.v2 = trade('v2', 'v2 trade')
  routes.v3 = trade('v3', 'v3 trade')
  routes.api = { state: 'invalid', trade: null }
})
afterEach(cleanup)

describe('the best trade of the swap screen', () => {
  it('routes through v3 unless the link says use=v2 (spec 1 §2)', () => {
    expect(best()).toMatchObject({ version: 'v3', best: routes.v3, advantage: null })
    expect(best({ routing: 'v2' })).toMatchObject({ version: 'v2', best: routes.v2, advantage: null })
  })

  it('names the other router and its exact gain when its trade pays more, or when the chosen one has none', () => {
    routes.v2 = trade('v2', 'v2 trade', 2012n)
    expect(best().advantage).toEqual({
      kind: 'gives-more',
      other: 'v2',
      gain: { numerator: 12n * E18 * E18, denominator: 2000n * E18 * E18 },
    })
    expect(best({ routing: 'v2' }).advantage).toBeNull()
    routes.v2 = { state: 'no-route', trade: null }
    expect(best({ routing: 'v2' }).advantage).toEqual({ kind: 'only-route', other: 'v3' })
  })

  it('keeps the last verdict while a side loads or syncs, and drops it for another pair', () => {
    routes.v2 = trade('v2', 'v2 trade', 2012n)
    const { result, rerender } = renderHook(
      (props: Partial<BestTradeRequest>) => useBestTrade(request(props)),
      {
        initialProps: {},
      },
    )
    const shown = result.current.advantage
    expect(shown?.kind).toBe('gives-more')
    // A new amount: v3 quotes again, then v2 syncs a new block; the verdict stays meanwhile.
    routes.v3 = { state: 'loading', trade: null }
    rerender({ amount: 2n * E18 })
    expect(result.current.advantage).toBe(shown)
    routes.v3 = trade('v3', 'v3 trade', 1990n)
    routes.v2 = trade('v2', 'v2 trade', 1800n, 'syncing')
    rerender({ amount: 2n * E18 })
    expect(result.current.advantage).toBe(shown)
    // Both settled: the new verdict (v3 pays more now, so nothing to say on v3).
    routes.v2 = trade('v2', 'v2 trade', 1800n)
    rerender({ amount: 2n * E18 })
    expect(result.current.advantage).toBeNull()
    // Another pair: nothing until both sides settle.
    routes.v2 = trade('v2', 'v2 trade', 2012n)
    routes.v3 = { state: 'loading', trade: null }
    rerender({ exactField: 'OUTPUT' })
    expect(result.current.advantage).toBeNull()
  })

  it("never offers the other router's trade when either router's reads got no answer from the node", () => {
    routes.v3 = { state: 'no-route', trade: null, readsFailed: true }
    expect(best()).toMatchObject({ version: 'v3', best: routes.v3, advantage: null })
    routes.v3 = trade('v3', 'v3 trade')
    routes.v2 = { ...trade('v2', 'v2 trade', 2012n), readsFailed: true }
    expect(best().advantage).toBeNull()
    routes.v2 = trade('v2', 'v2 trade', 2012n)
    expect(best().advantage?.kind).toBe('gives-more')
  })

  it("prefers the quote API's v3 route when it answers, the browser's own otherwise", () => {
    routes.api = trade('v3', 'api trade')
    expect(best().best).toBe(routes.api)
    routes.api = { state: 'invalid', trade: null }
    expect(best().best).toBe(routes.v3)
  })

  it('limits the hops: v3 2 and v2 3, both 1 in single-hop mode; the quote API is not asked then, nor for v2', () => {
    best()
    expect(routes.hops).toEqual({ v2: 3, v3: 2 })
    expect(routes.apiEnabled).toBe(true)
    best({ singleHop: true })
    expect(routes.hops).toEqual({ v2: 1, v3: 1 })
    expect(routes.apiEnabled).toBe(false)
    best({ routing: 'v2' })
    expect(routes.apiEnabled).toBe(false)
  })
})
