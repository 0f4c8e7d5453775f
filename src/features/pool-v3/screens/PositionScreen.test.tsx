// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { PositionState } from '../hooks/usePositions.ts'
import { PositionScreen } from './PositionScreen.tsx'

// The reads are the hooks' (tested with a fake node); here, what the page makes of them.
const chain = vi.hoisted(() => ({
  account: undefined as string | undefined,
  state: { state: 'loading', position: null } as PositionState,
  canManage: false,
}))
const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const OWNER: Address = '0x00000000000000000000000000000000000000A1'
vi.mock('../hooks/usePositions.ts', () => ({ usePosition: () => chain.state }))
vi.mock('../hooks/usePositionAccess.ts', () => ({
  usePositionAccess: () => ({ access: undefined, canManage: chain.canManage }),
}))
vi.mock('../hooks/useUnclaimedFees.ts', () => ({
  useUnclaimedFees: () => ({ amount0: 10n ** 18n, amount1: 0n }),
}))
vi.mock('../hooks/usePositionMetadata.ts', () => ({
  usePositionMetadata: () => ({ state: 'ready', metadata: null }),
}))
vi.mock('../hooks/usePositionValues.ts', () => ({
  usePositionValues: () => ({
    pooled: { amount0: '1000', amount1: '0.5', percent0: 50, percent1: 50 },
    usdValue: '$2,000.00',
    fees: { amount0: '1', amount1: '0' },
    range: { min: '1,500.6', max: '2,606.1', base: 'ETH', quote: 'DAI' },
  }),
}))
vi.mock('../../wallet/index.ts', () => ({
  useEnsName: () => 'alice.eth',
  useChainId: () => 1,
  useConnection: () =>
    chain.account
      ? { status: 'connected', address: chain.account, chainId: 1, configChainId: 1 }
      : { status: 'disconnected', configChainId: 1 },
}))

const token = (address: Address, symbol: string) =>
  ({ kind: 'token', chainId: 1, address, decimals: 18, symbol, name: symbol }) as const
const ready = (liquidity: bigint): PositionState => ({
  state: 'ready',
  position: {
    tokenId: 25n,
    owner: OWNER,
    token0: token(DAI, 'DAI'),
    token1: token(WETH, 'WETH'),
    fee: 3000,
    tickLower: -78660,
    tickUpper: -73140,
    liquidity,
    tokensOwed0: 0n,
    tokensOwed1: 0n,
    pool: { sqrtPriceX96: 1n, tick: -76000, liquidity: 1n },
    status: liquidity === 0n ? 'closed' : 'in-range',
  },
})

function open(path: string) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pool" element={<p>overview</p>} />
          <Route path="/pool/:tokenId" element={<PositionScreen />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  chain.account = undefined
  chain.state = ready(5n)
  chain.canManage = false
})
afterEach(cleanup)

describe('the position page', () => {
  it.each(['0', 'abc', '25abc', '025', '-1', '0x19'])('sends /pool/%s back to /pool', (id) => {
    open(`/pool/${id}`)
    expect(screen.getByText('overview')).toBeTruthy()
  })

  it('says so for an id the chain does not know', () => {
    chain.state = { state: 'missing', position: null }
    open('/pool/99')
    expect(screen.getByText('Position not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Back to Pools Overview/ })).toBeTruthy()
  })

  it('shows the pair, fee, badge, value, amounts with their split, fees and range', () => {
    open('/pool/25')
    expect(screen.getByTestId('position-pair').textContent).toBe('ETH/DAI')
    expect(screen.getByTestId('position-fee').textContent).toBe('0.3%')
    expect(screen.getByTestId('range-badge').textContent).toBe('In range')
    expect(screen.getByTestId('position-liquidity-usd').textContent).toBe('$2,000.00')
    expect(screen.getByTestId('position-liquidity').textContent).toContain('50%')
    expect(screen.getByTestId('min-price').textContent).toContain('1,500.6')
    expect(screen.getByTestId('max-price').textContent).toContain('DAI per ETH')
  })

  it("writes the fee, amounts, split and range the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      open('/pool/25')
      expect(screen.getByTestId('position-fee').textContent).toBe('0,3\u00a0%')
      const liquidity = screen.getByTestId('position-liquidity').textContent
      expect(liquidity).toContain('0,5')
      expect(liquidity).toContain('50\u00a0%')
      expect(screen.getByTestId('min-price').textContent).toContain('1.500,6')
      expect(screen.getByTestId('max-price').textContent).toContain('2.606,1')
    })
  })

  it('gives anyone else only the Owner link, with its ENS name', () => {
    chain.account = '0x00000000000000000000000000000000000000A3'
    open('/pool/25')
    expect(screen.getByTestId('position-owner').textContent).toContain('alice.eth')
    expect(screen.queryByTestId('position-controls')).toBeNull()
  })

  it('gives the owner or an operator Increase, Remove and Collect fees', () => {
    chain.account = OWNER
    chain.canManage = true
    open('/pool/25')
    const increase = screen.getByRole('link', { name: 'Increase Liquidity' })
    expect(increase.getAttribute('href')).toBe(`/increase/${DAI}/ETH/3000/25`)
    expect(screen.getByRole('link', { name: 'Remove Liquidity' }).getAttribute('href')).toBe('/remove/25')
    expect(screen.getByRole('button', { name: 'Collect fees' })).toBeTruthy()
    expect(screen.queryByTestId('position-owner')).toBeNull()
  })

  it('hides Remove Liquidity on a closed position', () => {
    chain.account = OWNER
    chain.canManage = true
    chain.state = ready(0n)
    open('/pool/25')
    expect(screen.getByTestId('range-badge').textContent).toBe('Closed')
    expect(screen.queryByRole('link', { name: 'Remove Liquidity' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Increase Liquidity' })).toBeTruthy()
  })
})
