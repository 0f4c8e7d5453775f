// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { type Address, decodeFunctionData, encodeFunctionResult, getAddress, type Hex, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeMulticallNode, type InnerCall } from '../../../chain/test/fakeMulticallNode.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { ChainDataProvider } from '../../chain-data/index.ts'
import type { SavedPair } from '../../settings/index.ts'
import { useV2Positions } from './useV2Positions.ts'

const ACCOUNT: Address = '0x00000000000000000000000000000000000000a1'

// Loading goes by stages (balances and stakes, then the held pairs' states), each a multicall debounced by 100 ms.
const LOADED = { timeout: 5_000 }

// Mainnet's staking pools (chain/stakingPools.ts' table) are the test's, and so are the user's saved pairs.
const setup = vi.hoisted(() => ({
  staking: true,
  pools: [] as { stakingToken: string; stakingRewards: string }[],
  pairs: {} as Record<string, SavedPair>,
}))
vi.mock('../../../chain/stakingPools.ts', () => ({
  stakingPoolsOf: (id: number) => (id === 1 && setup.staking ? setup.pools : []),
}))
// pool-data's public entry also carries hooks built on the tokens feature (lists, bundled list files): nothing
// here uses them.
vi.mock('../../tokens/index.ts', () => ({}))
vi.mock('../../settings/index.ts', () => ({
  useUserSettings: <T,>(select: (state: { pairs: Record<number, Record<string, SavedPair>> }) => T) =>
    select({ pairs: { 1: setup.pairs } }),
}))

const V2_FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const token = (address: string, symbol: string, decimals = 18) =>
  new Token(1, address, decimals, symbol, symbol)
const WETH = token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH')
const DAI = token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI')
const USDC = token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 6)
const USDT = token('0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 6)
const UNI = token('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'UNI')
const lp = (a: Token, b: Token) => pairAddressOf(a, b, V2_FACTORY)
const rewardsOf = (index: number): Address =>
  getAddress(`0x${(0xe000 + index).toString(16).padStart(40, '0')}`)

const abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])
type FakePair = { reserves: readonly [bigint, bigint]; supply: bigint; held: bigint }

let pairs: Map<string, FakePair>
let staked: Map<string, bigint>
const node = fakeMulticallNode({ answer: (call) => answer(call) })

function answer(call: InnerCall): Hex | null {
  const { functionName, args } = decodeFunctionData({ abi, data: call.callData })
  const encode = (result: unknown) =>
    encodeFunctionResult({ abi, functionName, result } as Parameters<typeof encodeFunctionResult>[0])
  const target = call.target.toLowerCase()
  if (setup.pools.some((pool) => pool.stakingRewards.toLowerCase() === target))
    return encode(staked.get(target) ?? 0n)
  const pair = pairs.get(target)
  // An address without code answers nothing, yet the call succeeds.
  if (!pair) return '0x'
  if (functionName === 'getReserves') return encode([...pair.reserves, 0])
  if (functionName === 'totalSupply') return encode(pair.supply)
  return encode(String(args?.[0]).toLowerCase() === ACCOUNT.toLowerCase() ? pair.held : 0n)
}

const E18 = 10n ** 18n
function addPair(a: Token, b: Token, held: bigint, stake?: bigint): Address {
  const address = lp(a, b)
  pairs.set(address.toLowerCase(), { reserves: [1_000n * E18, 2_000n * E18], supply: 100n * E18, held })
  if (stake !== undefined) {
    const stakingRewards = rewardsOf(setup.pools.length)
    setup.pools.push({ stakingToken: address, stakingRewards })
    staked.set(stakingRewards.toLowerCase(), stake)
  }
  return address
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ChainDataProvider clientOf={() => node.client} pollingIntervalMsOf={() => 20}>
        {children}
      </ChainDataProvider>
    </QueryClientProvider>
  )
}
const render = (account: Address | null = ACCOUNT) =>
  renderHook(() => useV2Positions(1, account ?? undefined), { wrapper })
const symbols = (card: { token0: Token; token1: Token }) => `${card.token0.symbol}/${card.token1.symbol}`

beforeEach(() => {
  pairs = new Map()
  staked = new Map()
  setup.pools = []
  setup.staking = true
  setup.pairs = {}
  node.blockNumber = 10
  node.multicalls.length = 0
})
afterEach(cleanup)

describe('useV2Positions', () => {
  it('has nothing to read without an account, or on a chain without v2', () => {
    expect(render(null).result.current).toEqual({ state: 'invalid' })
    expect(renderHook(() => useV2Positions(10, ACCOUNT), { wrapper }).result.current).toEqual({
      state: 'invalid',
    })
  })

  it("says 'none' when the account holds and stakes nothing, after loading", async () => {
    addPair(DAI, WETH, 0n, 0n)
    const { result } = render()
    expect(result.current).toEqual({ state: 'loading' })
    await waitFor(() => expect(result.current).toEqual({ state: 'none' }), LOADED)
  })

  it('gives a card per pair held, with pooled amounts and share, and adds the stake to its pair', async () => {
    const wethDai = addPair(DAI, WETH, 10n * E18, 5n * E18)
    addPair(USDC, WETH, E18 / 100_000n)
    addPair(USDT, WETH, 0n)
    const { result } = render()
    await waitFor(() => expect(result.current.state).toBe('ready'), LOADED)
    const cards = result.current.state === 'ready' ? result.current.cards : []
    expect(cards.map(symbols)).toEqual(['DAI/WETH', 'USDC/WETH'])
    const [dai, usdc] = cards
    expect(dai).toMatchObject({
      liquidityToken: wethDai,
      held: 10n * E18,
      staked: 5n * E18,
      stakingRewards: rewardsOf(0),
      totalSupply: 100n * E18,
      shareText: '15.00%',
    })
    // 15 of 100 LP: 15 % of 1,000 and of 2,000.
    expect(dai?.pooled0.toExact()).toBe('150')
    expect(dai?.pooled1.toExact()).toBe('300')
    expect(usdc).toMatchObject({ staked: 0n, stakingRewards: null, shareText: '<0.01%' })
  })

  it('gives a card, marked staked, for LP tokens that are all staked', async () => {
    addPair(USDT, WETH, 0n, 4n * E18)
    const { result } = render()
    await waitFor(() => expect(result.current.state).toBe('ready'), LOADED)
    const cards = result.current.state === 'ready' ? result.current.cards : []
    expect(cards.map((c) => [symbols(c), c.held, c.staked])).toEqual([['WETH/USDT', 0n, 4n * E18]])
  })

  it("reads the stake in each of the chain's staking pools, a pool with none left out", async () => {
    addPair(USDC, WETH, E18, 0n)
    addPair(DAI, WETH, 0n, E18)
    const { result } = render()
    await waitFor(() => expect(result.current.state).toBe('ready'), LOADED)
    const cards = result.current.state === 'ready' ? result.current.cards : []
    expect(cards.map((c) => [symbols(c), c.staked, c.stakingRewards])).toEqual([
      ['DAI/WETH', E18, rewardsOf(1)],
      ['USDC/WETH', 0n, null],
    ])
  })

  it('shows no stake on a chain without staking pools', async () => {
    setup.staking = false
    addPair(DAI, WETH, E18, E18)
    const { result } = render()
    await waitFor(() => expect(result.current.state).toBe('ready'), LOADED)
    expect(result.current.state === 'ready' && result.current.cards[0]?.staked).toBe(0n)
  })

  it("tracks the user's saved pairs with the details they were saved with", async () => {
    const saved = (t: Token) => ({ chainId: 1, address: t.address, decimals: t.decimals, symbol: t.symbol })
    setup.pairs = { a: { token0: saved(UNI), token1: saved(WETH) } }
    addPair(UNI, WETH, E18)
    const { result } = render()
    await waitFor(() => expect(result.current.state).toBe('ready'), LOADED)
    expect(result.current.state === 'ready' && result.current.cards.map(symbols)).toEqual(['UNI/WETH'])
  })

  it('reads 50 tracked pairs and the stakes in one multicall per new block once loaded', async () => {
    // 11 pairs of mainnet's bases and pinned pairs, plus 39 saved pairs with WETH.
    for (let i = 1; i <= 39; i++) {
      const address = `0x${(0xc000 + i).toString(16).padStart(40, '0')}`
      const other = { chainId: 1, address, decimals: 18, symbol: `T${i}` }
      setup.pairs[String(i)] = {
        token0: other,
        token1: { chainId: 1, address: WETH.address, decimals: 18, symbol: 'WETH' },
      }
    }
    addPair(DAI, WETH, E18, E18)
    addPair(new Token(1, `0x${(0xc000 + 7).toString(16).padStart(40, '0')}`, 18, 'T7'), WETH, E18)
    const { result } = render()
    await waitFor(() => expect(result.current.state).toBe('ready'), LOADED)
    expect(result.current.state === 'ready' && result.current.cards.map(symbols)).toEqual([
      'DAI/WETH',
      'T7/WETH',
    ])
    node.blockNumber = 11
    await waitFor(() => expect(node.multicalls.some((m) => m.blockNumber === 11)).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 150))
    const reads = node.multicalls.filter((m) => m.blockNumber === 11)
    expect(reads).toHaveLength(1)
    // 50 LP balances and the one stake, beside the two pairs' states.
    expect(reads[0]?.calls.filter((c) => c.callData.startsWith('0x70a08231'))).toHaveLength(51)
  })
})
