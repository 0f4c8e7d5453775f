// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainDataProvider } from '../../chain-data/index.ts'
import { fakePositionChain, OWNER } from './test/fakePositionChain.ts'
import { useUnclaimedFees } from './useUnclaimedFees.ts'

// The static collect is the api's (tested on the local chain); here, what the hook asks for and when.
const collects = vi.hoisted(() => ({ requests: [] as unknown[] }))
vi.mock('../api/getUnclaimedFees.ts', () => ({
  getUnclaimedFees: async (_client: unknown, request: unknown) => {
    collects.requests.push(request)
    return { amount0: BigInt(collects.requests.length), amount1: 7n }
  },
}))
vi.mock('../../wallet/index.ts', () => ({ useReadClient: () => ({}) }))

const chain = fakePositionChain()

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ChainDataProvider clientOf={() => chain.node.client} pollingIntervalMsOf={() => 20}>
        {children}
      </ChainDataProvider>
    </QueryClientProvider>
  )
}

afterEach(cleanup)

describe('useUnclaimedFees', () => {
  it('collects statically as the owner, again on each new block, keeping the last answer meanwhile', async () => {
    chain.node.blockNumber = 5
    const { result } = renderHook(() => useUnclaimedFees(1, 25n, OWNER), { wrapper })
    await waitFor(() => expect(result.current).toEqual({ amount0: 1n, amount1: 7n }))
    expect(collects.requests[0]).toMatchObject({ tokenId: 25n, owner: OWNER })
    chain.node.blockNumber = 6
    await waitFor(() => expect(result.current).toEqual({ amount0: 2n, amount1: 7n }))
  })

  it('has none without an owner', () => {
    const { result } = renderHook(() => useUnclaimedFees(1, 25n, undefined), { wrapper })
    expect(result.current).toBeNull()
  })
})
