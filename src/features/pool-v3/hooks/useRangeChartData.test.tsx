// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeMulticallNode } from '../../../chain/test/fakeMulticallNode.ts'
import { ChainDataProvider } from '../../chain-data/index.ts'
import type { PoolTicks, PoolTicksRequest } from '../api/getPoolTicks.ts'
import { usableTickRange } from '../model/tickWindow.ts'
import { type RangeChartPool, useRangeChartData } from './useRangeChartData.ts'

// getPoolTicks is tested against a local chain and subgraph; here, what the hook asks for, when, and what it
// makes of the answer.
const reads = vi.hoisted(() => ({
  requests: [] as PoolTicksRequest[],
  answer: null as PoolTicks | null,
}))
vi.mock('../api/getPoolTicks.ts', () => ({
  getPoolTicks: async (_clients: unknown, request: PoolTicksRequest) => {
    reads.requests.push(request)
    if (!reads.answer) throw new Error('no answer set')
    return reads.answer
  },
}))
vi.mock('../../wallet/index.ts', () => ({ useReadClient: () => ({}) }))
// Mainnet with a subgraph (none by default).
vi.mock('../../../chain/chains.ts', async (importOriginal) => {
  const { withMainnetSubgraph } = await import('../test/mainnetSubgraph.ts')
  return withMainnetSubgraph(await importOriginal())
})

const node = fakeMulticallNode()

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChainDataProvider clientOf={() => node.client} pollingIntervalMsOf={() => 20}>
        {children}
      </ChainDataProvider>
    </QueryClientProvider>
  )
}

// USDC (token0, 6 decimals) / WETH (18) 0.3 % near 2,000 USDC per ETH: full range 1e15, 5e14 around the price.
const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 }
const WETH = { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', decimals: 18 }
const POOL: RangeChartPool = {
  address: '0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8' as Address,
  fee: 3000,
  tickCurrent: 200311,
  liquidity: 15n * 10n ** 14n,
  token0: USDC,
  token1: WETH,
}
const TICKS: PoolTicks = {
  kind: 'ticks',
  source: 'subgraph',
  ticks: [
    { tick: -887220, liquidityNet: 10n ** 15n },
    { tick: 198000, liquidityNet: 5n * 10n ** 14n },
    { tick: 203000, liquidityNet: -5n * 10n ** 14n },
    { tick: 887220, liquidityNet: -(10n ** 15n) },
  ],
  range: usableTickRange(60),
  fallback: null,
}

// The engine (the SDKs) loads lazily; once in the module cache it is there at once.
beforeAll(async () => {
  await import('../model/positionEngine.ts')
}, 30_000)

beforeEach(() => {
  node.blockNumber = 100
  reads.requests = []
  reads.answer = TICKS
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderData(pool: RangeChartPool | null, inverted = false) {
  return renderHook(
    (props: { pool: RangeChartPool | null }) => useRangeChartData({ chainId: 1, ...props, inverted }),
    {
      wrapper,
      initialProps: { pool },
    },
  )
}

describe('useRangeChartData', () => {
  it('has no pool to chart without one, and reads nothing', () => {
    const { result } = renderData(null)
    expect(result.current).toEqual({ kind: 'no-pool' })
    expect(reads.requests).toEqual([])
  })

  it('loads, then charts the curve ascending in the page’s units, either way round', async () => {
    const { result } = renderData(POOL)
    expect(result.current).toEqual({ kind: 'loading' })
    await waitFor(() => expect(result.current.kind).toBe('ready'))
    if (result.current.kind !== 'ready') throw new Error('not ready')
    const prices = result.current.series.map((e) => e.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    // USDC is token0: the price of USDC in WETH, about 1/2000 near the current tick.
    const near = result.current.series.find((e) => e.liquidity === 15e14)
    expect(near?.price).toBeGreaterThan(1 / 3000)
    expect(near?.price).toBeLessThan(1 / 1000)
    expect(reads.requests[0]).toMatchObject({
      pool: POOL.address,
      fee: 3000,
      tickCurrent: 200311,
      liquidity: POOL.liquidity,
      latestBlock: 100,
      subgraphUrl: expect.stringContaining('uniswap-v3'),
    })

    const inverted = renderData(POOL, true).result
    await waitFor(() => expect(inverted.current.kind).toBe('ready'))
    if (inverted.current.kind !== 'ready') throw new Error('not ready')
    const peak = inverted.current.series.find((e) => e.liquidity === 15e14)
    expect(peak?.price).toBeGreaterThan(1000)
    expect(peak?.price).toBeLessThan(3000)
  })

  it('reads again when the price leaves its tick-bitmap word, not when it moves inside it or a block passes', async () => {
    const { result, rerender } = renderData(POOL)
    await waitFor(() => expect(result.current.kind).toBe('ready'))
    rerender({ pool: { ...POOL, tickCurrent: 200340 } })
    node.blockNumber = 105
    await new Promise((done) => setTimeout(done, 100))
    expect(reads.requests).toHaveLength(1)
    // Word 200311 / 60 / 256 = 13; 215,040 is word 14.
    rerender({ pool: { ...POOL, tickCurrent: 215100 } })
    await waitFor(() => expect(reads.requests).toHaveLength(2))
    expect(result.current.kind).toBe('ready')
  })

  it('says the data is not available (and logs it) without tick data or with ticks that contradict the pool', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    reads.answer = { kind: 'unavailable', fallback: null }
    const first = renderData(POOL).result
    await waitFor(() => expect(first.current).toEqual({ kind: 'unavailable' }))
    expect(error).toHaveBeenCalledWith('Liquidity data not available.', expect.anything())
    cleanup()
    reads.answer = { ...TICKS, ticks: [{ tick: 198000, liquidityNet: 10n ** 20n }] }
    const second = renderData(POOL).result
    await waitFor(() => expect(second.current).toEqual({ kind: 'unavailable' }))
  })

  it('says there is no liquidity when no price has any', async () => {
    reads.answer = { ...TICKS, ticks: [] }
    const { result } = renderData({ ...POOL, liquidity: 0n })
    await waitFor(() => expect(result.current).toEqual({ kind: 'empty' }))
  })

  it('reports a subgraph fallback to the console only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    reads.answer = { ...TICKS, source: 'chain', fallback: 'stale' }
    const { result } = renderData(POOL)
    await waitFor(() => expect(result.current.kind).toBe('ready'))
    expect(warn).toHaveBeenCalledWith('Graph stale (latest block: 100)')
  })
})
