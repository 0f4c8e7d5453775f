// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { useModalStore } from '../../../ui/index.ts'
import { useUserSettings } from '../../settings/index.ts'
import type { PositionState } from '../hooks/usePositions.ts'
import { PoolScreen } from './PoolScreen.tsx'

const chain = vi.hoisted(() => ({
  account: undefined as string | undefined,
  chainId: 1,
  states: [] as PositionState[],
}))
vi.mock('../hooks/usePositionIds.ts', () => ({
  usePositionIds: () => ({ state: 'ready', ids: chain.states.map((_, i) => BigInt(i)) }),
}))
vi.mock('../hooks/usePositions.ts', () => ({ usePositions: () => chain.states }))
vi.mock('../../wallet/index.ts', () => ({
  ConnectWalletButton: () => <button type="button">Connect Wallet</button>,
  useChainId: () => chain.chainId,
  useConnection: () =>
    chain.account
      ? { status: 'connected', address: chain.account, chainId: chain.chainId, configChainId: chain.chainId }
      : { status: 'disconnected', configChainId: chain.chainId },
}))

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const token = (address: Address, symbol: string) =>
  ({ kind: 'token', chainId: 1, address, decimals: 18, symbol, name: symbol }) as const
const position = (tokenId: bigint, liquidity: bigint, tick: number): PositionState => ({
  state: 'ready',
  position: {
    tokenId,
    owner: '0x00000000000000000000000000000000000000A1',
    token0: token(DAI, 'DAI'),
    token1: token(WETH, 'WETH'),
    fee: 3000,
    tickLower: -78660,
    tickUpper: -73140,
    liquidity,
    tokensOwed0: 0n,
    tokensOwed1: 0n,
    pool: { sqrtPriceX96: 1n, tick, liquidity: 1n },
    status: liquidity === 0n ? 'closed' : tick >= -78660 && tick < -73140 ? 'in-range' : 'out-of-range',
  },
})

function open() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/pool']}>
        <PoolScreen />
      </MemoryRouter>
    </I18nProvider>,
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  chain.account = '0x00000000000000000000000000000000000000A1'
  chain.chainId = 1
  chain.states = [position(25n, 5n, -76000), position(26n, 5n, -70000), position(27n, 0n, -76000)]
  act(() => {
    useUserSettings.getState().setUserHideClosedPositions(false)
    useModalStore.getState().setOpenModal(null)
  })
})
afterEach(cleanup)

describe('the positions overview', () => {
  it('shows a card per position: pair, fee, range with units, badge, link to its page', async () => {
    open()
    const card = screen.getByTestId('position-25')
    expect(card.getAttribute('href')).toBe('/pool/25')
    // The SDK engine loads lazily: on a busy machine that takes more than waitFor's default second.
    await waitFor(() => expect(card.textContent).toContain('ETH/DAI'), { timeout: 10_000 })
    expect(card.textContent).toContain('0.3%')
    expect(card.textContent).toContain('1,500.6 – 2,606.1 DAI per ETH')
    expect(card.textContent).toContain('In range')
    expect(screen.getByTestId('position-26').textContent).toContain('Out of range')
    expect(screen.getByTestId('position-27').textContent).toContain('Closed')
  })

  it("writes the card's fee and range the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      open()
      const card = screen.getByTestId('position-25')
      await waitFor(() => expect(card.textContent).toContain('ETH/DAI'), { timeout: 10_000 })
      expect(card.textContent).toContain('0,3\u00a0%')
      expect(card.textContent).toContain('1.500,6 – 2.606,1 DAI per ETH')
    })
  })

  it("'Show closed positions' is the persisted userHideClosedPositions setting", () => {
    open()
    const box = screen.getByRole('checkbox', { name: 'Show closed positions' })
    expect(box).toHaveProperty('checked', true)
    fireEvent.click(box)
    expect(useUserSettings.getState().userHideClosedPositions).toBe(true)
    expect(screen.queryByTestId('position-27')).toBeNull()
    expect(screen.getByTestId('position-25')).toBeTruthy()
  })

  it("says 'No active pools' when nothing is listed", () => {
    chain.states = [position(27n, 0n, 0)]
    act(() => useUserSettings.getState().setUserHideClosedPositions(true))
    open()
    expect(screen.getByText('No active pools')).toBeTruthy()
  })

  it('asks to connect a wallet without one', () => {
    chain.account = undefined
    open()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('offers New Position, the More menu, Top pools and the v2 links', () => {
    open()
    expect(screen.getByRole('link', { name: /New Position/ }).getAttribute('href')).toBe('/add/ETH')
    expect(screen.getByRole('link', { name: /Top pools/ }).getAttribute('href')).toBe(
      'https://info.uniswap.org/#/pools',
    )
    expect(screen.getByRole('link', { name: 'View V2 Liquidity' }).getAttribute('href')).toBe('/pool/v2')
    fireEvent.click(screen.getByRole('button', { name: /More/ }))
    const hrefs = ['Create a pool', 'Migrate', 'V2 liquidity'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    )
    expect(hrefs).toEqual(['/add/ETH', '/migrate/v2', '/pool/v2'])
    expect(screen.getByRole('link', { name: /Learn/ }).getAttribute('href')).toBe('https://docs.uniswap.org/')
  })

  it('has no v2 links on layer 2', () => {
    chain.chainId = 42161
    open()
    expect(screen.queryByRole('link', { name: 'View V2 Liquidity' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /More/ }))
    expect(screen.queryByRole('link', { name: 'Migrate' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Create a pool' })).toBeTruthy()
  })
})
