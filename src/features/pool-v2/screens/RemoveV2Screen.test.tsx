// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { connectionStore, resetConnection } from '../../wallet/index.ts'
import type { RemoveV2Liquidity } from '../hooks/useRemoveV2Liquidity.ts'
import { RemoveV2Screen } from './RemoveV2Screen.tsx'

// The hook has its own tests; here, what the screen makes of it, and of ids that name no pair at all.
const state = vi.hoisted(() => ({ current: null as RemoveV2Liquidity | null, calls: 0 }))
vi.mock('../hooks/useRemoveV2Liquidity.ts', () => ({
  useRemoveV2Liquidity: () => {
    state.calls++
    if (!state.current) throw new Error('no state')
    return state.current
  },
}))
// The tokens entry also carries the lists (bundled list files); the screen uses its amount panel only.
vi.mock('../../tokens/index.ts', async () => ({
  ...(await vi.importActual<typeof import('../../tokens/components/CurrencyInputPanel.tsx')>(
    '../../tokens/components/CurrencyInputPanel.tsx',
  )),
}))

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const LP: Address = '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11'
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Ready = Extract<RemoveV2Liquidity, { state: 'ready' }>

function readyState(overrides: Partial<Ready> = {}): Ready {
  return {
    state: 'ready',
    chainId: 1,
    page: {
      account: ACCOUNT,
      currencies: {
        A: { kind: 'native', chainId: 1, decimals: 18, symbol: 'ETH', name: 'Ether' },
        B: { kind: 'token', chainId: 1, address: DAI, decimals: 18, symbol: 'DAI', name: 'Dai' },
      },
      lpToken: { kind: 'token', chainId: 1, address: LP, decimals: 18, symbol: 'UNI-V2', name: 'Uniswap V2' },
      lpBalance: 100n * 10n ** 18n,
      amounts: { A: { value: '0.005', symbol: 'ETH' }, B: { value: '10', symbol: 'DAI' } },
      prices: { A: '2,000', B: '0.0005' },
      position: {
        liquidity: '100',
        pooled: { A: { value: '1', symbol: 'ETH' }, B: { value: '2000', symbol: 'DAI' } },
        shareText: '10.00%',
      },
      receive: { offers: 'wrapped', to: `/remove/v2/${WETH}/${DAI}` },
    },
    form: {
      mode: 'simple',
      toggleMode: vi.fn(),
      picker: { value: 0, text: '<1', onSlide: vi.fn(), onSelect: vi.fn() },
      type: vi.fn(),
      values: { LIQUIDITY_PERCENT: '<1', LIQUIDITY: '0.5', CURRENCY_A: '0.005', CURRENCY_B: '10' },
    },
    actions: {
      chainId: 1,
      blocker: null,
      approval: {
        target: { token: LP, symbol: 'UNI-V2', decimals: 18, amount: 5n * 10n ** 17n, spender: WETH },
        state: 'not-approved',
        signing: false,
        onApprove: vi.fn(),
      },
      onRemove: null,
    },
    dialog: null,
    ...overrides,
  }
}

function show(path: string) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/remove/v2/:currencyIdA/:currencyIdB" element={<RemoveV2Screen />} />
          <Route path="/pool/v2" element={<p>V2 pool page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  )
}

const removeButton = () => screen.getByTestId('remove-v2-action') as HTMLButtonElement

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  // The screen works on mainnet (its wrapped native is WETH); nothing else of the wallet is read here.
  connectionStore.setState({ configChainId: 1 })
  state.current = readyState()
  state.calls = 0
})
afterEach(() => {
  cleanup()
  resetConnection()
})

describe('remove v2 screen: ids that name no pair (spec 2 §2)', () => {
  it("says 'Invalid pair', with a link back to /pool/v2, for ids that are no currency or one token twice", () => {
    for (const ids of [
      'foo/bar',
      `${DAI}/xyz`,
      `${DAI}/${DAI.toLowerCase()}`,
      `ETH/${WETH}`,
      'eth/ETH',
      `${DAI.slice(0, 20)}/ETH`,
      '%3Cimg%20src%3Dx%3E/ETH',
    ]) {
      show(`/remove/v2/${ids}`)
      expect(screen.getByTestId('remove-v2-invalid').textContent, ids).toContain('Invalid pair')
      expect(screen.getByRole('link', { name: 'View your V2 liquidity' }).getAttribute('href')).toBe(
        '/pool/v2',
      )
      cleanup()
    }
    expect(state.calls).toBe(0)
  })

  it("says 'Invalid pair' when the chain finds no token or no pair (another chain's token, not an ERC-20)", () => {
    state.current = { state: 'invalid', chainId: 1 }
    show(`/remove/v2/ETH/${LP}`)
    expect(screen.getByTestId('remove-v2-invalid').textContent).toContain('Invalid pair')
    expect(screen.queryByTestId('remove-v2-action')).toBeNull()
  })

  it('waits while the tokens and the pair are read; the back arrow goes to /pool/v2', () => {
    state.current = { state: 'loading', chainId: 1 }
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.getByTestId('remove-v2-loading')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Back to V2 liquidity' }))
    expect(screen.getByText('V2 pool page')).toBeTruthy()
  })
})

describe('remove v2 screen: the form', () => {
  it("simple mode: the percent ('<1'), the slider and presets, what you will receive, price, position", () => {
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.getByTestId('remove-percent').textContent).toBe('<1%')
    expect(screen.getByRole('slider', { name: 'Percent to remove' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(state.current?.state === 'ready' && state.current.form.picker.onSelect).toHaveBeenCalledWith(100)
    expect(screen.getByTestId('remove-v2-amount-a').textContent).toBe('0.005')
    expect(screen.getByTestId('remove-v2-amount-b').textContent).toBe('10')
    expect(screen.getByTestId('remove-v2-price').textContent).toContain('1 ETH = 2,000 DAI')
    expect(screen.getByTestId('remove-v2-position-share').textContent).toBe('10.00%')
    expect(screen.queryByTestId('amount-remove-v2-liquidity')).toBeNull()
  })

  it("writes the percent, amounts, price and position in the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      show(`/remove/v2/ETH/${DAI}`)
      expect(screen.getByTestId('remove-v2-amount-a').textContent).toBe('0,005')
      expect(screen.getByTestId('remove-v2-price').textContent).toContain('1 ETH = 2.000 DAI')
      expect(screen.getByTestId('remove-v2-price').textContent).toContain('1 DAI = 0,0005 ETH')
      expect(screen.getByTestId('remove-v2-position-share').textContent).toBe('10,00\u00a0%')
      expect(screen.getByTestId('remove-v2-position-b').textContent).toBe('2000')
      cleanup()
      // The detailed mode's percent (the simple mode's is the shared picker's).
      state.current = readyState({ form: { ...readyState().form, mode: 'detailed' } })
      show(`/remove/v2/ETH/${DAI}`)
      expect(screen.getByTestId('remove-percent').textContent).toBe('<1\u00a0%')
      expect((screen.getByTestId('amount-remove-v2-liquidity') as HTMLInputElement).value).toBe('0.5')
    })
  })

  it('the toggle reads Detailed in simple mode and Simple in detailed mode', () => {
    show(`/remove/v2/ETH/${DAI}`)
    fireEvent.click(screen.getByTestId('remove-v2-mode'))
    expect(screen.getByTestId('remove-v2-mode').textContent).toBe('Detailed')
    const ready = state.current?.state === 'ready' ? state.current : null
    expect(ready?.form.toggleMode).toHaveBeenCalledTimes(1)
    cleanup()
    state.current = readyState({ form: { ...readyState().form, mode: 'detailed' } })
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.getByTestId('remove-v2-mode').textContent).toBe('Simple')
  })

  it('detailed mode: the liquidity, token A and token B inputs, each typed into its own field', () => {
    const type = vi.fn()
    state.current = readyState({ form: { ...readyState().form, mode: 'detailed', type } })
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.getByTestId('remove-percent').textContent).toBe('<1%')
    const inputs = ['liquidity', 'a', 'b'].map(
      (id) => screen.getByTestId(`amount-remove-v2-${id}`) as HTMLInputElement,
    )
    expect(inputs.map((input) => input.value)).toEqual(['0.5', '0.005', '10'])
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: '1.5' } })
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { value: '0.2' } })
    fireEvent.change(inputs[2] as HTMLInputElement, { target: { value: '7' } })
    expect(type.mock.calls).toEqual([
      ['LIQUIDITY', '1.5'],
      ['CURRENCY_A', '0.2'],
      ['CURRENCY_B', '7'],
    ])
  })

  it('the link switches to receiving WETH', () => {
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.getByTestId('remove-v2-receive').textContent).toBe('Receive WETH')
    expect(screen.getByTestId('remove-v2-receive').getAttribute('href')).toBe(`/remove/v2/${WETH}/${DAI}`)
  })
})

describe('remove v2 screen: the actions (spec 2 §5)', () => {
  it("'Enter an amount' while nothing valid is chosen", () => {
    state.current = readyState({ actions: { ...readyState().actions, blocker: 'enter-amount' } })
    show(`/remove/v2/ETH/${DAI}`)
    expect(removeButton().textContent).toBe('Enter an amount')
    expect(removeButton().disabled).toBe(true)
  })

  it('Approve first (Remove disabled), then Remove once approved or signed', () => {
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.getByTestId('approve-button').textContent).toBe('Approve UNI-V2')
    expect(removeButton().disabled).toBe(true)
    fireEvent.click(screen.getByTestId('approve-button'))
    const ready = state.current?.state === 'ready' ? state.current : null
    expect(ready?.actions.approval.onApprove).toHaveBeenCalledTimes(1)
    cleanup()
    const onRemove = vi.fn()
    const base = readyState().actions
    state.current = readyState({
      actions: { ...base, approval: { ...base.approval, state: 'approved' }, onRemove },
    })
    show(`/remove/v2/ETH/${DAI}`)
    expect(screen.queryByTestId('approve-button')).toBeNull()
    expect(removeButton().disabled).toBe(false)
    fireEvent.click(removeButton())
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  it("the review: 'You will receive' both amounts, the LP burned, the price, then Confirm", () => {
    const onConfirm = vi.fn()
    state.current = readyState({
      dialog: {
        chainId: 1,
        review: {
          amounts: { A: { value: '0.5', symbol: 'ETH' }, B: { value: '1000', symbol: 'DAI' } },
          liquidity: '50',
          prices: { A: '2,000', B: '0.0005' },
          slippage: '5%',
        },
        step: { kind: 'review' },
        receipt: null,
        onConfirm,
        onDismiss: vi.fn(),
        errorText: () => '',
      },
    })
    show(`/remove/v2/ETH/${DAI}`)
    const dialog = screen.getByRole('dialog', { name: 'You will receive' })
    expect(dialog.querySelector('[data-testid="remove-v2-review-amount-a"]')?.textContent).toBe('0.5')
    expect(dialog.querySelector('[data-testid="remove-v2-review-amount-b"]')?.textContent).toBe('1000')
    expect(dialog.querySelector('[data-testid="remove-v2-review-burned"]')?.textContent).toBe('50')
    expect(dialog.textContent).toContain('UNI-V2 ETH/DAI Burned')
    expect(dialog.textContent).toContain('If the price changes by more than 5% your transaction will revert.')
    expect(dialog.textContent).toContain('1 DAI = 0.0005 ETH')
    fireEvent.click(screen.getByTestId('remove-v2-confirm'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it("the review writes its amounts, slippage and price in the active locale's way", async () => {
    state.current = readyState({
      dialog: {
        chainId: 1,
        review: {
          amounts: { A: { value: '0.5', symbol: 'ETH' }, B: { value: '1000', symbol: 'DAI' } },
          liquidity: '50.25',
          prices: { A: '2,000', B: '0.0005' },
          slippage: '0.5%',
        },
        step: { kind: 'review' },
        receipt: null,
        onConfirm: vi.fn(),
        onDismiss: vi.fn(),
        errorText: () => '',
      },
    })
    await inLocale('de-DE', async () => {
      show(`/remove/v2/ETH/${DAI}`)
      const dialog = screen.getByRole('dialog', { name: 'You will receive' })
      expect(dialog.querySelector('[data-testid="remove-v2-review-amount-a"]')?.textContent).toBe('0,5')
      expect(dialog.querySelector('[data-testid="remove-v2-review-burned"]')?.textContent).toBe('50,25')
      expect(dialog.textContent).toContain('If the price changes by more than 0,5\u00a0% your transaction')
      expect(dialog.textContent).toContain('1 ETH = 2.000 DAI')
    })
  })
})
