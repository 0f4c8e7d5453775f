// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import { MemoryRouter } from 'react-router'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'
import type { CallState, ReadCall } from '../../chain-data/index.ts'
import { useUserSettings } from '../../settings/index.ts'
import type { Currency } from '../../tokens/index.ts'
import { FindPoolScreen } from './FindPoolScreen.tsx'

const ACCOUNT: Address = '0x00000000000000000000000000000000000000A1'
const setup = vi.hoisted(() => {
  const token = (address: `0x${string}`, symbol: string, chainId = 1) =>
    ({ kind: 'token', chainId, address, decimals: 18, symbol, name: symbol }) as const
  return {
    account: '0x00000000000000000000000000000000000000A1' as string | undefined,
    chainId: 1,
    loading: false,
    // Decoded results by 'address:function'; a call with none answers nothing (no contract there).
    answers: new Map<string, unknown>(),
    picks: [
      { kind: 'native', chainId: 1, decimals: 18, symbol: 'ETH', name: 'Ether' } as const,
      token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH'),
      token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI'),
      token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC'),
      token('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'UNI'),
      token('0x11fE4B6AE13d2a6055C8D9cF65c55bac32B5d844', 'GDAI', 5),
      token('0x000000000000000000000000000000000000dEaD', 'NOPE'),
      // A token kept in tampered storage: its address is none.
      token('not an address' as `0x${string}`, 'BAD'),
    ],
  }
})
vi.mock('../../wallet/index.ts', () => ({
  ConnectWalletButton: () => <button type="button">Connect Wallet</button>,
  useChainId: () => setup.chainId,
  useConnection: () =>
    setup.account
      ? { status: 'connected', address: setup.account, chainId: setup.chainId, configChainId: setup.chainId }
      : { status: 'disconnected', configChainId: setup.chainId },
}))
vi.mock('../../chain-data/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../chain-data/index.ts')>()
  const state = (patch: Partial<CallState<unknown>>): CallState<unknown> => ({
    valid: true,
    loading: false,
    syncing: false,
    error: false,
    failed: false,
    result: undefined,
    ...patch,
  })
  return {
    ...real,
    useMulticallReads: (_chainId: number | undefined, reads: readonly (ReadCall<unknown> | undefined)[]) =>
      reads.map((read) => {
        if (!read) return state({ valid: false })
        if (setup.loading) return state({ loading: true })
        const key = `${read.call.address.toLowerCase()}:${read.call.functionName}`
        return setup.answers.has(key) ? state({ result: setup.answers.get(key) }) : state({ error: true })
      }),
  }
})
// The selector is the tokens feature's (tested there); here it offers a fixed set of picks, hostile ones too.
// The real entry is not loaded: it brings the bundled lists, which are not needed here.
vi.mock('../../tokens/index.ts', () => ({
  nativeCurrency: (chainId: number) => ({
    kind: 'native',
    chainId,
    decimals: 18,
    symbol: 'ETH',
    name: 'Ether',
  }),
  currencyId: (currency: Currency) => (currency.kind === 'native' ? 'ETH' : currency.address),
  CurrencySelectButton: (props: { currency: Currency | null; label: string; onClick: () => void }) => (
    <button type="button" onClick={props.onClick}>
      {`${props.label}: ${props.currency?.symbol ?? 'Select a token'}`}
    </button>
  ),
  TokenSelector: ({ onSelect }: { onSelect: (currency: Currency) => void }) => (
    <div role="dialog" aria-label="Select a token">
      {setup.picks.map((pick) => (
        <button key={`${pick.chainId}-${pick.symbol}`} type="button" onClick={() => onSelect(pick)}>
          {pick.symbol}
        </button>
      ))}
    </div>
  ),
}))

const FACTORY: Address = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const sdk = (symbol: string) => {
  const pick = setup.picks.find((p) => p.symbol === symbol)
  if (pick?.kind !== 'token') throw new Error(symbol)
  return new Token(pick.chainId, pick.address, pick.decimals, pick.symbol, pick.name)
}
const [WETH, DAI, USDC, UNI] = ['WETH', 'DAI', 'USDC', 'UNI'].map(sdk) as [Token, Token, Token, Token]
const DAI_WETH = pairAddressOf(DAI, WETH, FACTORY)
const E18 = 10n ** 18n

const answer = (address: string, fn: 'balanceOf' | 'totalSupply' | 'getReserves', value: unknown) =>
  setup.answers.set(`${address.toLowerCase()}:${fn}`, value)

/** The chain: the four tokens are ERC-20s, DAI/WETH and UNI/WETH are pairs, the account holds DAI/WETH LP. */
function seedChain() {
  setup.answers.clear()
  for (const token of [WETH, DAI, USDC, UNI]) answer(token.address, 'balanceOf', 5n * E18)
  answer(DAI_WETH, 'getReserves', [2_000n * E18, E18])
  answer(DAI_WETH, 'totalSupply', 100n * E18)
  answer(DAI_WETH, 'balanceOf', 10n * E18)
  const uniWeth = pairAddressOf(UNI, WETH, FACTORY)
  answer(uniWeth, 'getReserves', [10n * E18, E18])
  answer(uniWeth, 'totalSupply', 3n * E18)
  answer(uniWeth, 'balanceOf', 0n)
}

function open(path = '/pool/v2/find') {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <FindPoolScreen />
      </MemoryRouter>
    </I18nProvider>,
  )
}

/** Picks a currency for one side through the selector. */
function pick(side: 'First token' | 'Second token', symbol: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${side}:`) }))
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Select a token' })).getByText(symbol))
}

const result = () => screen.getByTestId('find-result')
const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href')

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  setup.account = ACCOUNT
  setup.chainId = 1
  setup.loading = false
  seedChain()
})
afterEach(cleanup)

describe('Find pool', () => {
  it('starts with ETH picked and asks for the other token; the back link goes to /pool/v2', () => {
    open()
    expect(screen.getByRole('heading', { name: 'Import V2 Pool' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'First token: ETH' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Second token: Select a token' })).toBeTruthy()
    expect(result().textContent).toBe('Select a token to find your v2 liquidity.')
    expect(href('Back')).toBe('/pool/v2')
  })

  it("'Pool Found' with Manage and the position card, and the pair saved to the user's pairs", () => {
    open()
    pick('Second token', 'DAI')
    expect(result().getAttribute('data-state')).toBe('found')
    expect(within(result()).getByText('Pool Found')).toBeTruthy()
    expect(href('Manage this pool')).toBe('/pool/v2')
    const card = screen.getByTestId(`v2-position-${DAI_WETH}`)
    expect(within(card).getByText('DAI/ETH')).toBeTruthy()
    expect(within(card).getByTestId('v2-position-share').textContent).toBe('10.00%')
    expect(within(card).getByTestId('v2-position-pooled-0').textContent).toBe('200')
    const saved = useUserSettings.getState().pairs[1]?.[`${DAI.address};${WETH.address}`]
    expect(saved).toEqual({
      token0: { chainId: 1, address: DAI.address, decimals: 18, symbol: 'DAI', name: 'DAI' },
      token1: { chainId: 1, address: WETH.address, decimals: 18, symbol: 'WETH', name: 'Wrapped Ether' },
    })
  })

  it('?origin=/migrate/v2 sends back and Manage to the migration list; any other origin to /pool/v2', () => {
    open('/pool/v2/find?origin=/migrate/v2')
    pick('Second token', 'DAI')
    expect(href('Manage this pool')).toBe('/migrate/v2')
    expect(href('Back')).toBe('/migrate/v2')
    cleanup()
    for (const origin of [
      'https://evil.example',
      '/migrate/v2/0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
      '//x',
    ]) {
      open(`/pool/v2/find?origin=${encodeURIComponent(origin)}`)
      expect(href('Back')).toBe('/pool/v2')
      cleanup()
    }
  })

  it("'You don't have liquidity in this pool yet' with an Add liquidity link, and nothing saved", () => {
    open()
    pick('Second token', 'UNI')
    expect(within(result()).getByText("You don't have liquidity in this pool yet")).toBeTruthy()
    expect(href('Add liquidity')).toBe(`/add/v2/ETH/${UNI.address}`)
    expect(useUserSettings.getState().pairs[1]?.[`${UNI.address};${WETH.address}`]).toBeUndefined()
  })

  it("'No pool found' with a Create pool link when no pair answers, or both reserves are zero", () => {
    open()
    pick('First token', 'DAI')
    pick('Second token', 'USDC')
    expect(within(result()).getByText('No pool found')).toBeTruthy()
    expect(href('Create pool')).toBe(`/add/v2/create/${DAI.address}/${USDC.address}`)
    cleanup()
    answer(DAI_WETH, 'getReserves', [0n, 0n])
    open()
    pick('Second token', 'DAI')
    expect(result().getAttribute('data-state')).toBe('not-found')
    expect(href('Create pool')).toBe(`/add/v2/create/ETH/${DAI.address}`)
  })

  it('shows Loading while the reads have no answer', () => {
    setup.loading = true
    open()
    pick('Second token', 'DAI')
    expect(within(result()).getByText('Loading…').getAttribute('aria-busy')).toBe('true')
  })

  it('Invalid pair for one token twice, ETH with WETH, a token of another chain, no ERC-20, no address', () => {
    const cases: [string, string][] = [
      ['DAI', 'DAI'],
      ['ETH', 'WETH'],
      ['ETH', 'GDAI'],
      ['ETH', 'NOPE'],
      ['ETH', 'BAD'],
    ]
    for (const [first, second] of cases) {
      open()
      pick('First token', first)
      pick('Second token', second)
      expect(result().textContent, `${first}/${second}`).toBe('Invalid pair')
      cleanup()
    }
  })

  it('asks to connect a wallet without one, and reads nothing', () => {
    setup.account = undefined
    open()
    pick('Second token', 'DAI')
    expect(screen.getByText('Connect to a wallet to find pools')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByTestId('find-result')).toBeNull()
  })

  it('on layer 2 says v2 is not available there', () => {
    setup.chainId = 42161
    open()
    expect(screen.getByText('V2 is not available on Layer 2. Switch to Layer 1 Ethereum.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^First token/ })).toBeNull()
  })
})
