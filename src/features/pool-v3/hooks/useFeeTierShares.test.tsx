// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeMulticallNode } from '../../../chain/test/fakeMulticallNode.ts'
import { ChainDataProvider } from '../../chain-data/index.ts'
import type { FeeTierSharesRequest, FeeTierSharesResult } from '../api/getFeeTierShares.ts'
import { useFeeTierShares } from './useFeeTierShares.ts'

// Where the shares come from is the api's (tested against a fake subgraph and on the local chain); here, what
// the hook asks for, what it hands on while loading, and how it reports a stale subgraph.
const FRESH: FeeTierSharesResult = {
  shares: { 500: 0.2, 3000: 0.7, 10000: 0.1 },
  source: 'subgraph',
  graphStale: null,
  fallback: null,
}
const api = vi.hoisted(() => ({
  requests: [] as FeeTierSharesRequest[],
  answer: (): Promise<FeeTierSharesResult> => Promise.reject(new Error('no answer set')),
}))
vi.mock('../api/getFeeTierShares.ts', () => ({
  getFeeTierShares: (_clients: unknown, request: FeeTierSharesRequest) => {
    api.requests.push(request)
    return api.answer()
  },
}))
vi.mock('../../wallet/index.ts', () => ({ useReadClient: () => ({}) }))
// Mainnet with a subgraph (none by default).
vi.mock('../../../chain/chains.ts', async (importOriginal) => {
  const { withMainnetSubgraph } = await import('../test/mainnetSubgraph.ts')
  return withMainnetSubgraph(await importOriginal())
})

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const node = fakeMulticallNode()

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ChainDataProvider clientOf={() => node.client} pollingIntervalMsOf={() => 20}>
        {children}
      </ChainDataProvider>
    </QueryClientProvider>
  )
}

// The position engine (SDK) loads lazily; loaded once here, it comes at once to every test.
beforeAll(() => import('../model/positionEngine.ts'))
beforeEach(() => {
  api.requests.length = 0
  api.answer = async () => FRESH
  node.blockNumber = 110
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useFeeTierShares', () => {
  it('is loading (undefined) until the shares come, then asks the subgraph with the latest block', async () => {
    const { result } = renderHook(() => useFeeTierShares(1, WETH, USDC), { wrapper })
    expect(result.current.shares).toBeUndefined()
    await waitFor(() => expect(result.current.shares).toEqual({ 500: 0.2, 3000: 0.7, 10000: 0.1 }))
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]).toMatchObject({
      chainId: 1,
      tokenA: WETH,
      tokenB: USDC,
      latestBlock: 110,
      subgraphUrl: 'https://graph.example/subgraphs/name/uniswap-v3',
      multicall: '0x1F98415757620B543A52E61c46B32eB19261F984',
    })
    // The three tiers' pools of the pair on the chain's factory (mainnet's USDC/WETH pools).
    expect(api.requests[0]?.pools.map((pool) => pool.address)).toEqual([
      '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
      '0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8',
      '0x7BeA39867e4169DBe237d55C8242a8f2fcDcc387',
    ])
  })

  it('reads the chain where there is no subgraph (Goerli)', async () => {
    const { result } = renderHook(() => useFeeTierShares(5, WETH, USDC), { wrapper })
    await waitFor(() => expect(result.current.shares).toBeDefined())
    expect(api.requests[0]).toMatchObject({ chainId: 5, subgraphUrl: null })
  })

  it('reports a stale subgraph on the console as Graph stale with the latest block', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.answer = async () => ({
      shares: { 500: 0, 3000: 0, 10000: 1 },
      source: 'chain',
      graphStale: { graphBlock: 89, latestBlock: 110 },
      fallback: 'stale',
    })
    const { result } = renderHook(() => useFeeTierShares(1, USDC, WETH), { wrapper })
    await waitFor(() => expect(result.current.shares).toEqual({ 500: 0, 3000: 0, 10000: 1 }))
    expect(error).toHaveBeenCalledWith('Graph stale (latest block: 110)')
  })

  it('has no shares (null) when the node fails, so the user chooses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    api.answer = () => Promise.reject(new Error('node down'))
    const { result } = renderHook(() => useFeeTierShares(1, WETH, USDC), { wrapper })
    await waitFor(() => expect(result.current.shares).toBeNull(), { timeout: 5_000 })
  })

  it('asks nothing without a pair, and has none on a chain without v3', () => {
    expect(
      renderHook(() => useFeeTierShares(1, WETH, null), { wrapper }).result.current.shares,
    ).toBeUndefined()
    expect(
      renderHook(() => useFeeTierShares(1, WETH, WETH), { wrapper }).result.current.shares,
    ).toBeUndefined()
    expect(renderHook(() => useFeeTierShares(999, WETH, USDC), { wrapper }).result.current.shares).toBeNull()
    expect(api.requests).toEqual([])
  })
})
