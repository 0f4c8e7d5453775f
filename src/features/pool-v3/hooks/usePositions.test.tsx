// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChainDataProvider } from '../../chain-data/index.ts'
import {
  DAI,
  type FakePositionChain,
  fakePositionChain,
  OPERATOR,
  OWNER,
  STRANGER,
  UNKNOWN_TOKEN,
  WETH,
} from './test/fakePositionChain.ts'
import { usePositionAccess } from './usePositionAccess.ts'
import { usePositionIds } from './usePositionIds.ts'
import { usePositionMetadata } from './usePositionMetadata.ts'
import { usePosition, usePositions } from './usePositions.ts'

// The lists know DAI (WETH is the chain's wrapped native token); any other address is read on chain.
const lookups = vi.hoisted(() => ({ addresses: [] as string[] }))
vi.mock('../../tokens/index.ts', () => ({
  useActiveTokens: () => [
    {
      kind: 'token',
      chainId: 1,
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      decimals: 18,
      symbol: 'DAI',
      name: 'Dai',
    },
  ],
  useUserTokens: () => [],
  useActiveListsSettled: () => true,
}))
vi.mock('../../wallet/index.ts', () => ({ useReadClient: () => ({}) }))
vi.mock('../../../chain/tokenMetadata.ts', () => ({
  getTokenMetadata: async (_client: unknown, address: string) => {
    lookups.addresses.push(address)
    return { address, name: 'Odd', symbol: 'ODD', decimals: 6 }
  },
}))

const IN_RANGE = { token0: DAI, token1: WETH, fee: 3000, tickLower: -120, tickUpper: 120, liquidity: 5n }
let chain: FakePositionChain

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient()
  return (
    <QueryClientProvider client={queryClient}>
      <ChainDataProvider clientOf={() => chain.node.client} pollingIntervalMsOf={() => 20}>
        {children}
      </ChainDataProvider>
    </QueryClientProvider>
  )
}

beforeEach(() => {
  chain = fakePositionChain()
  chain.node.blockNumber = 10
  chain.positions.set(25n, IN_RANGE)
  chain.positions.set(26n, { ...IN_RANGE, tickLower: 120, tickUpper: 240 })
  chain.positions.set(27n, { ...IN_RANGE, liquidity: 0n })
  chain.ticks.set(chain.poolOf(IN_RANGE).toLowerCase(), 0)
  lookups.addresses = []
})
afterEach(cleanup)

describe('usePositionIds', () => {
  it("lists the account's positions by balanceOf and tokenOfOwnerByIndex", async () => {
    const { result } = renderHook(() => usePositionIds(1, OWNER), { wrapper })
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', ids: [25n, 26n, 27n] }))
  })

  it('has nothing to read without an account', () => {
    const { result } = renderHook(() => usePositionIds(1, undefined), { wrapper })
    expect(result.current).toEqual({ state: 'invalid', ids: [] })
  })
})

describe('usePositions', () => {
  it('gives each position its tokens, pool state and badge by the spec tick rule', async () => {
    const { result } = renderHook(() => usePositions(1, [25n, 26n, 27n]), { wrapper })
    await waitFor(() =>
      expect(result.current.every((p) => p.state === 'ready' && p.position.pool)).toBe(true),
    )
    const [inRange, outOfRange, closed] = result.current.map((p) => p.position)
    expect(inRange).toMatchObject({
      tokenId: 25n,
      owner: OWNER,
      fee: 3000,
      liquidity: 5n,
      status: 'in-range',
    })
    expect(inRange?.token0.symbol).toBe('DAI')
    expect(inRange?.token1).toMatchObject({ symbol: 'WETH', address: WETH })
    expect(inRange?.pool).toEqual({ sqrtPriceX96: 2n ** 96n, tick: 0, liquidity: 10n ** 18n })
    expect(outOfRange?.status).toBe('out-of-range')
    expect(closed?.status).toBe('closed')
  })

  it('reads all positions and their pool in one multicall per block once loaded', async () => {
    const { result } = renderHook(() => usePositions(1, [25n, 26n, 27n]), { wrapper })
    await waitFor(() => expect(result.current[0]?.position?.status).toBe('in-range'))
    chain.node.blockNumber = 11
    await waitFor(() => expect(chain.node.multicalls.some((m) => m.blockNumber === 11)).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(chain.node.multicalls.filter((m) => m.blockNumber === 11)).toHaveLength(1)
  })

  it('says missing for an id the position manager does not know', async () => {
    const { result } = renderHook(() => usePosition(1, 99n), { wrapper })
    await waitFor(() => expect(result.current.state).toBe('missing'))
  })

  it('reads a token no list knows on chain, once', async () => {
    chain.positions.set(30n, { ...IN_RANGE, token0: UNKNOWN_TOKEN })
    const { result } = renderHook(() => usePosition(1, 30n), { wrapper })
    await waitFor(() => expect(result.current.position?.token0.symbol).toBe('ODD'))
    expect(result.current.position?.status).toBeNull()
    expect(lookups.addresses).toEqual([UNKNOWN_TOKEN])
  })
})

describe('usePositionAccess', () => {
  it('lets the owner, the approved address and an operator manage, no one else', async () => {
    chain.approved.set(25n, OPERATOR)
    const access = (account: `0x${string}`) =>
      renderHook(() => usePositionAccess(1, 25n, account), { wrapper })
    const owner = access(OWNER)
    await waitFor(() => expect(owner.result.current.canManage).toBe(true))
    const approved = access(OPERATOR)
    await waitFor(() => expect(approved.result.current.canManage).toBe(true))
    const stranger = access(STRANGER)
    await waitFor(() => expect(stranger.result.current.access?.operatorForAll).toBe(false))
    expect(stranger.result.current).toMatchObject({ canManage: false, access: { owner: OWNER } })
    chain.operators.add(STRANGER)
    chain.node.blockNumber = 11
    await waitFor(() => expect(stranger.result.current.canManage).toBe(true))
  })
})

describe('usePositionMetadata', () => {
  const json = (value: unknown) => `data:application/json;base64,${btoa(JSON.stringify(value))}`

  it('decodes the tokenURI, and keeps no image that is not a plain data image', async () => {
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
    chain.tokenUris.set(25n, json({ name: 'Uniswap - 0.3% - DAI/ETH', description: 'd', image: svg }))
    chain.tokenUris.set(
      26n,
      json({ name: 'x', image: `data:image/svg+xml;base64,${btoa('<svg onload="alert(1)"/>')}` }),
    )
    const good = renderHook(() => usePositionMetadata(1, 25n), { wrapper })
    await waitFor(() => expect(good.result.current.metadata?.image).toBe(svg))
    const hostile = renderHook(() => usePositionMetadata(1, 26n), { wrapper })
    await waitFor(() =>
      expect(hostile.result.current).toEqual({
        state: 'ready',
        metadata: { name: 'x', description: '', image: null },
      }),
    )
    const missing = renderHook(() => usePositionMetadata(1, 27n), { wrapper })
    await waitFor(() => expect(missing.result.current).toEqual({ state: 'ready', metadata: null }))
  })
})
