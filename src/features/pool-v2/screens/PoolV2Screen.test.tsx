// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { MemoryRouter } from 'react-router'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { V2PositionCard, V2Positions } from '../hooks/useV2Positions.ts'
import { PoolV2Screen } from './PoolV2Screen.tsx'

const chain = vi.hoisted(() => ({
  account: undefined as string | undefined,
  chainId: 1,
  positions: { state: 'none' } as V2Positions,
  calls: [] as [number | undefined, string | undefined][],
}))
vi.mock('../hooks/useV2Positions.ts', () => ({
  useV2Positions: (chainId: number | undefined, account: string | undefined) => {
    chain.calls.push([chainId, account])
    return account === undefined ? { state: 'invalid' } : chain.positions
  },
}))
vi.mock('../../wallet/index.ts', () => ({
  ConnectWalletButton: () => <button type="button">Connect Wallet</button>,
  useChainId: () => chain.chainId,
  useConnection: () =>
    chain.account
      ? { status: 'connected', address: chain.account, chainId: chain.chainId, configChainId: chain.chainId }
      : { status: 'disconnected', configChainId: chain.chainId },
}))

const ACCOUNT: Address = '0x00000000000000000000000000000000000000A1'
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD//C')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH', 'Wrapped Ether')
const DAI_WETH: Address = '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11'
const DAI_USDC: Address = '0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5'
const E18 = 10n ** 18n

const card = (patch: Partial<V2PositionCard>): V2PositionCard => ({
  token0: DAI,
  token1: WETH,
  liquidityToken: DAI_WETH,
  held: E18,
  staked: 0n,
  stakingRewards: null,
  totalSupply: 100n * E18,
  pooled0: CurrencyAmount.fromRawAmount(DAI, (2_000n * E18).toString()),
  pooled1: CurrencyAmount.fromRawAmount(WETH, E18.toString()),
  shareText: '1.00%',
  ...patch,
})

function open() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/pool/v2']}>
        <PoolV2Screen />
      </MemoryRouter>
    </I18nProvider>,
  )
}

const href = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('link', { name }).getAttribute('href')

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  chain.account = ACCOUNT
  chain.chainId = 1
  chain.calls = []
  chain.positions = {
    state: 'ready',
    cards: [
      card({
        held: E18 / 2n,
        staked: E18 / 2n,
        stakingRewards: '0x00000000000000000000000000000000000000E1',
      }),
      card({
        token0: DAI,
        token1: USDC,
        liquidityToken: DAI_USDC,
        pooled0: CurrencyAmount.fromRawAmount(DAI, '5000000000000000'),
        pooled1: CurrencyAmount.fromRawAmount(USDC, '5000'),
        shareText: '<0.01%',
      }),
    ],
  }
})
afterEach(cleanup)

describe('the v2 pool page', () => {
  it('shows the fee text and the Create a pair, Import Pool, Add V2 Liquidity, Migrate and back links', () => {
    open()
    expect(screen.getByTestId('v2-fee-text').textContent).toBe(
      'Liquidity providers earn a 0.3% fee on all trades proportional to their share of the pool',
    )
    expect(href('Create a pair')).toBe('/add/v2/create/ETH')
    expect(href('Import Pool')).toBe('/pool/v2/find')
    expect(href('Add V2 Liquidity')).toBe('/add/v2/ETH')
    expect(href('Migrate Liquidity to V3')).toBe('/migrate/v2')
    expect(href(/Back to Pools Overview/)).toBe('/pool')
  })

  it('lists a card per pair with pooled amounts, share and LP tokens; the staked one is marked', () => {
    open()
    const staked = screen.getByTestId(`v2-position-${DAI_WETH}`)
    expect(within(staked).getByText('DAI/ETH')).toBeTruthy()
    expect(within(staked).getByTestId('v2-position-staked').textContent).toBe('Staked')
    expect(within(staked).getByTestId('v2-position-held').textContent).toBe('0.5')
    expect(within(staked).getByTestId('v2-position-staked-amount').textContent).toBe('0.5')
    expect(within(staked).getByText('Pooled DAI:')).toBeTruthy()
    expect(within(staked).getByTestId('v2-position-pooled-0').textContent).toBe('2000')
    expect(within(staked).getByText('Pooled ETH:')).toBeTruthy()
    expect(within(staked).getByTestId('v2-position-pooled-1').textContent).toBe('1')
    expect(within(staked).getByTestId('v2-position-share').textContent).toBe('1.00%')

    const held = screen.getByTestId(`v2-position-${DAI_USDC}`)
    expect(within(held).queryByTestId('v2-position-staked')).toBeNull()
    expect(within(held).getByTestId('v2-position-share').textContent).toBe('<0.01%')
    expect(within(held).getByTestId('v2-position-pooled-1').textContent).toBe('0.005')
  })

  it("writes the pooled amounts, share and LP tokens in the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      open()
      const staked = screen.getByTestId(`v2-position-${DAI_WETH}`)
      expect(within(staked).getByTestId('v2-position-held').textContent).toBe('0,5')
      expect(within(staked).getByTestId('v2-position-staked-amount').textContent).toBe('0,5')
      expect(within(staked).getByTestId('v2-position-pooled-0').textContent).toBe('2000')
      expect(within(staked).getByTestId('v2-position-share').textContent).toBe('1,00\u00a0%')
      const held = screen.getByTestId(`v2-position-${DAI_USDC}`)
      expect(within(held).getByTestId('v2-position-share').textContent).toBe('<0,01\u00a0%')
      expect(within(held).getByTestId('v2-position-pooled-1').textContent).toBe('0,005')
    })
  })

  it("Manage links to Migrate, Add, Remove (ETH for WETH), the rewards pool and the account's analytics", () => {
    open()
    const staked = screen.getByTestId(`v2-position-${DAI_WETH}`)
    fireEvent.click(within(staked).getByText('Manage'))
    expect(href('Migrate', staked)).toBe(`/migrate/v2/${DAI_WETH}`)
    expect(href('Add', staked)).toBe(`/add/v2/${DAI.address}/ETH`)
    expect(href('Remove', staked)).toBe(`/remove/v2/${DAI.address}/ETH`)
    expect(href('Manage Liquidity in Rewards Pool', staked)).toBe(`/uni/${DAI.address}/ETH`)
    const analytics = within(staked).getByRole('link', { name: /View accrued fees and analytics/ })
    expect(analytics.getAttribute('href')).toBe(`https://v2.info.uniswap.org/account/${ACCOUNT}`)
    expect(analytics.getAttribute('rel')).toBe('noopener noreferrer')
    const held = screen.getByTestId(`v2-position-${DAI_USDC}`)
    expect(href('Remove', held)).toBe(`/remove/v2/${DAI.address}/${USDC.address}`)
  })

  it('a staked-only card says the LP must be withdrawn first instead of offering Remove', () => {
    chain.positions = {
      state: 'ready',
      cards: [card({ held: 0n, staked: E18, stakingRewards: '0x00000000000000000000000000000000000000E1' })],
    }
    open()
    const staked = screen.getByTestId(`v2-position-${DAI_WETH}`)
    expect(within(staked).queryByRole('link', { name: 'Remove' })).toBeNull()
    expect(within(staked).getByTestId('v2-position-withdraw-first').textContent).toContain(
      'withdraw them from the rewards pool before removing liquidity',
    )
    expect(within(staked).queryByTestId('v2-position-held')).toBeNull()
    expect(href('Add', staked)).toBe(`/add/v2/${DAI.address}/ETH`)
  })

  it("says 'No liquidity found.' when the account holds none, and shows a loading state while reading", () => {
    chain.positions = { state: 'none' }
    open()
    expect(screen.getByText('No liquidity found.')).toBeTruthy()
    cleanup()
    chain.positions = { state: 'loading' }
    open()
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByText('No liquidity found.')).toBeNull()
  })

  it("asks to connect a wallet without one: 'Connect to a wallet to view your liquidity.'", () => {
    chain.account = undefined
    open()
    expect(screen.getByText('Connect to a wallet to view your liquidity.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByTestId(`v2-position-${DAI_WETH}`)).toBeNull()
  })

  it('on layer 2 says v2 is not available there, offers no v2 actions and reads nothing', () => {
    for (const chainId of [42161, 421611, 10, 69]) {
      chain.chainId = chainId
      chain.calls = []
      open()
      expect(screen.getByText('V2 is not available on Layer 2. Switch to Layer 1 Ethereum.')).toBeTruthy()
      expect(screen.queryByRole('link', { name: 'Add V2 Liquidity' })).toBeNull()
      expect(screen.queryByTestId(`v2-position-${DAI_WETH}`)).toBeNull()
      expect(chain.calls.every(([id, account]) => id === undefined && account === undefined)).toBe(true)
      cleanup()
    }
  })
})
