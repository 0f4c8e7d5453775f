// @vitest-environment happy-dom

import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeMulticallNode, type InnerCall } from '../../../chain/test/fakeMulticallNode.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import { ChainDataProvider } from '../../chain-data/index.ts'
import type { TokenCurrency } from '../../tokens/index.ts'
import type { AddV2Route } from '../model/addV2Route.ts'
import { useAddV2Form } from './useAddV2Form.ts'

// Balances are the tokens feature's (tested there); here they are given.
vi.mock('../../tokens/hooks/useCurrencyBalance.ts', () => ({
  useCurrencyBalance: (_chainId: number, account: unknown, currency: { symbol: string } | null) =>
    account && currency ? 10n ** 24n : undefined,
}))

const ACCOUNT: Address = '0x00000000000000000000000000000000000000a1'
const V2_FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const WETH_ADDRESS: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}
const USDC: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}
const sdk = (token: { address: string; decimals: number }) => new Token(1, token.address, token.decimals)
const WETH_DAI = pairAddressOf(sdk({ address: WETH_ADDRESS, decimals: 18 }), sdk(DAI), V2_FACTORY)
const E18 = 10n ** 18n

const abi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
])
type FakePair = { reserves: readonly [bigint, bigint]; supply: bigint }
let pairs: Map<string, FakePair>
let nodeDown: boolean
const node = fakeMulticallNode({
  answer: (call) => answer(call),
  check: () => {
    if (nodeDown) throw new Error('node down')
  },
})

function answer(call: InnerCall): Hex | null {
  const pair = pairs.get(call.target.toLowerCase())
  // An address without code answers nothing, yet the call succeeds.
  if (!pair) return '0x'
  const { functionName } = decodeFunctionData({ abi, data: call.callData })
  return functionName === 'getReserves'
    ? encodeFunctionResult({ abi, functionName, result: [...pair.reserves, 0] })
    : encodeFunctionResult({ abi, functionName, result: pair.supply })
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ChainDataProvider clientOf={() => node.client} pollingIntervalMsOf={() => 20}>
      {children}
    </ChainDataProvider>
  )
}

function render(route: AddV2Route, known: TokenCurrency[] = [DAI], account: Address | null = ACCOUNT) {
  const view = renderHook(
    ({ route: current }) =>
      useAddV2Form({ chainId: 1, account: account ?? undefined, route: current, unsupported: false }),
    { wrapper, initialProps: { route } },
  )
  act(() => view.result.current.known.remember(known))
  return view
}

const LOADED = { timeout: 3_000 }

beforeEach(() => {
  // DAI sorts before WETH: (DAI, WETH) reserves of a pair at 2,000 DAI per ETH.
  pairs = new Map([
    [WETH_DAI.toLowerCase(), { reserves: [2_000_000n * E18, 1_000n * E18], supply: 40_000n * E18 }],
  ])
  nodeDown = false
  node.blockNumber = 10
})
afterEach(cleanup)

describe('useAddV2Form', () => {
  it('reads the pair each block: it exists, and typing ETH quotes DAI from the reserves', async () => {
    const { result } = render({ currencyIdA: 'ETH', currencyIdB: DAI.address })
    await waitFor(() => expect(result.current.derived.pairStatus).toBe('exists'), LOADED)
    act(() => result.current.dispatch({ type: 'type-amount', field: 'A', text: '1', noLiquidity: false }))
    expect(result.current.derived.inputs).toEqual({ A: '1', B: '2000' })
    expect(result.current.derived.liquidityMinted).toBe(40n * E18)
    expect(result.current.derived.poolShare).toBe('0.10%')
    expect(result.current.derived.blocker).toBeNull()
    const targets = node.multicalls.flatMap((m) => m.calls.map((c) => c.target.toLowerCase()))
    expect(targets).toContain(WETH_DAI.toLowerCase())
  })

  it('a pair whose reserves are both zero counts as not existing: the add creates it', async () => {
    pairs.set(WETH_DAI.toLowerCase(), { reserves: [0n, 0n], supply: 0n })
    const { result } = render({ currencyIdA: 'ETH', currencyIdB: DAI.address })
    await waitFor(() => expect(result.current.derived.pairStatus).toBe('not-exists'), LOADED)
    expect(result.current.derived.noLiquidity).toBe(true)
  })

  it('no contract at the pair address: not existing', async () => {
    const { result } = render({ currencyIdA: DAI.address, currencyIdB: USDC.address }, [DAI, USDC])
    await waitFor(() => expect(result.current.derived.pairStatus).toBe('not-exists'), LOADED)
  })

  it('a node that does not answer leaves the pair loading, never offered for creation', async () => {
    nodeDown = true
    const seen = new Set<string>()
    const view = renderHook(
      () => {
        const form = useAddV2Form({
          chainId: 1,
          account: ACCOUNT,
          route: { currencyIdA: 'ETH', currencyIdB: DAI.address },
          unsupported: false,
        })
        seen.add(form.derived.pairStatus)
        return form
      },
      { wrapper },
    )
    act(() => view.result.current.known.remember([DAI]))
    await waitFor(() => expect(node.methods).toContain('eth_call'), LOADED)
    expect(view.result.current.derived.blocker).toEqual({ kind: 'loading' })
    // Back up, at the next block: the pair as it is.
    nodeDown = false
    node.blockNumber = 11
    await waitFor(() => expect(view.result.current.derived.pairStatus).toBe('exists'), LOADED)
    expect([...seen].sort()).toEqual(['exists', 'invalid', 'loading'])
  })

  it("hostile ids: none, an address no token answers for, another chain's token: 'Invalid pair', no read", () => {
    const otherChain: TokenCurrency = { ...USDC, chainId: 10 }
    for (const route of [
      { currencyIdA: 'ETH', currencyIdB: null },
      { currencyIdA: 'ETH', currencyIdB: '0x00000000000000000000000000000000000000c0' },
      { currencyIdA: 'ETH', currencyIdB: USDC.address },
    ]) {
      const { result } = render(route, [otherChain])
      expect(result.current.currencies.B).toBeNull()
      expect(result.current.derived.pairStatus).toBe('invalid')
      expect(result.current.derived.blocker).toEqual({ kind: 'invalid-pair' })
      cleanup()
    }
    // The unknown address is left to the token guards to look up.
    const { result } = render({
      currencyIdA: 'ETH',
      currencyIdB: '0x00000000000000000000000000000000000000c0',
    })
    expect(result.current.known.unresolved).toEqual(['0x00000000000000000000000000000000000000c0'])
  })

  it("'Connect Wallet' comes first without an account", () => {
    const { result } = render({ currencyIdA: 'ETH', currencyIdB: null }, [DAI], null)
    expect(result.current.derived.blocker).toEqual({ kind: 'connect-wallet' })
    expect(result.current.balances).toEqual({ A: undefined, B: undefined })
  })

  it('clears what was typed when the pair changes', async () => {
    const view = render({ currencyIdA: 'ETH', currencyIdB: DAI.address }, [DAI, USDC])
    await waitFor(() => expect(view.result.current.derived.pairStatus).toBe('exists'), LOADED)
    act(() =>
      view.result.current.dispatch({ type: 'type-amount', field: 'A', text: '1', noLiquidity: false }),
    )
    expect(view.result.current.state.typedValue).toBe('1')
    view.rerender({ route: { currencyIdA: 'ETH', currencyIdB: USDC.address } })
    expect(view.result.current.state.typedValue).toBe('')
  })
})
