// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { mainnetPosition } from '../hooks/test/mainnetPosition.ts'
import type { RemoveLiquidity } from '../hooks/useRemoveLiquidity.ts'
import { RemoveScreen } from './RemoveScreen.tsx'

// The form and its action have their own tests; here, what the screen makes of them.
const state = vi.hoisted(() => ({ current: null as RemoveLiquidity | null }))
vi.mock('../hooks/useRemoveLiquidity.ts', () => ({
  useRemoveLiquidity: () => {
    if (!state.current) throw new Error('no state')
    return state.current
  },
}))

const LINES = [
  { value: '1000', symbol: 'DAI' },
  { value: '0.5', symbol: 'ETH' },
] as const

function removeState(overrides: Partial<RemoveLiquidity> = {}): RemoveLiquidity {
  return {
    chainId: 1,
    position: { state: 'ready', position: mainnetPosition() },
    notManager: false,
    form: {
      picker: { value: 50, onSlide: vi.fn(), onSelect: vi.fn() },
      amounts: { pooled: LINES, fees: LINES },
      options: { asWeth: null, burn: null },
    },
    button: { blocker: null, onRemove: vi.fn() },
    dialog: null,
    ...overrides,
  }
}

function show(path: string) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/remove/:tokenId" element={<RemoveScreen />} />
          <Route path="/pool" element={<p>Pools overview</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  state.current = removeState()
})
afterEach(cleanup)

describe('remove screen', () => {
  it('sends an invalid or zero id to /pool (spec 2 §2)', () => {
    for (const id of ['0', 'abc', '025', '0x19', '25abc']) {
      show(`/remove/${id}`)
      expect(screen.getByText('Pools overview')).toBeTruthy()
      cleanup()
    }
  })

  it('shows the pair (the wrapped native side as ETH), the fee, the badge, the form and Remove', () => {
    show('/remove/25')
    expect(screen.getByTestId('remove-position').textContent).toBe('DAI/ETH0.3%In range')
    expect(screen.getByTestId('remove-percent').textContent).toBe('50%')
    expect(screen.getByTestId('remove-pooled-0').textContent).toBe('1000')
    expect(screen.getByTestId('remove-action').textContent).toBe('Remove')
    expect(screen.getByRole('link', { name: 'Back to the position' }).getAttribute('href')).toBe('/pool/25')
  })

  it("writes the fee and the amounts the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show('/remove/25')
      expect(screen.getByTestId('remove-position').textContent).toBe('DAI/ETH0,3\u00a0%In range')
      expect(screen.getByTestId('remove-pooled-1').textContent).toBe('0,5')
    })
  })

  it('tells an account that may not remove why, instead of the button', () => {
    state.current = removeState({ notManager: true })
    show('/remove/25')
    expect(screen.getByTestId('remove-not-owner').textContent).toBe(
      'Only the owner of this position or an address it approved can remove its liquidity.',
    )
    expect(screen.queryByTestId('remove-action')).toBeNull()
  })

  it("says 'Closed' on a closed position, whoever looks", () => {
    state.current = removeState({ notManager: true, button: { blocker: 'closed', onRemove: null } })
    show('/remove/27')
    expect(screen.getByTestId('remove-action').textContent).toBe('Closed')
  })

  it('says so when no such position exists', () => {
    state.current = removeState({ position: { state: 'missing', position: null } })
    show('/remove/999')
    expect(screen.getByTestId('remove-missing').textContent).toBe('Position not found')
    expect(screen.queryByTestId('remove-action')).toBeNull()
  })
})
