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
  /** isTradeBetter(a, b): whether b beats a. */
  better: (_a: unknown, _b: unknown): boolean => false,
  hops: { v2: 0, v3: 0 },
  apiEnabled: false,
}))
vi.mock('../../pool-data/index.ts', () => ({
  usePoolEngine: () => ({ isTradeBetter: (a: unknown, b: unknown) => routes.better(a, b) }),
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

const trade = (version: 'v2' | 'v3', id: string): BestTrade =>
  ({ state: 'valid', trade: { version, trade: id } }) as unknown as BestTrade

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
  routes.better = () => false
})
afterEach(cleanup)

describe('the best trade of the swap screen', () => {
  it('routes through v3 unless the link says use=v2 (spec 1 §2)', () => {
    expect(best()).toMatchObject({ version: 'v3', best: routes.v3, betterElsewhere: null })
    expect(best({ routing: 'v2' })).toMatchObject({ version: 'v2', best: routes.v2, betterElsewhere: null })
  })

  it('names the other router when its trade pays more, or when the chosen one has none', () => {
    routes.better = (a, b) => a === 'v3 trade' && b === 'v2 trade'
    expect(best().betterElsewhere).toBe('v2')
    expect(best({ routing: 'v2' }).betterElsewhere).toBeNull()
    routes.v2 = { state: 'no-route', trade: null }
    expect(best({ routing: 'v2' }).betterElsewhere).toBe('v3')
  })

  it("never offers the other router's trade when either router's reads got no answer from the node", () => {
    routes.better = () => true
    routes.v3 = { state: 'no-route', trade: null, readsFailed: true }
    expect(best()).toMatchObject({ version: 'v3', best: routes.v3, betterElsewhere: null })
    routes.v3 = trade('v3', 'v3 trade')
    routes.v2 = { ...trade('v2', 'v2 trade'), readsFailed: true }
    expect(best().betterElsewhere).toBeNull()
    routes.v2 = trade('v2', 'v2 trade')
    expect(best().betterElsewhere).toBe('v2')
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
