// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { nativeCurrency, type TokenCurrency } from '../model/currency.ts'
import { CurrencyInputPanel, type CurrencyInputPanelProps } from './CurrencyInputPanel.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type FieldProps = { onMax?: () => void; balance?: bigint } & Partial<CurrencyInputPanelProps>

function Field({ onMax, balance, ...rest }: FieldProps) {
  const [value, setValue] = useState('')
  return (
    <I18nProvider i18n={i18n}>
      <CurrencyInputPanel
        id="from"
        label="From"
        chainId={1}
        account={ACCOUNT}
        selection={{ currency: nativeCurrency(1), onSelect: () => {} }}
        balance={balance}
        amount={{ value, onChange: setValue, onMax }}
        {...rest}
      />
    </I18nProvider>
  )
}

const cssOf = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')
/** The declarations of `.name { … }` in a CSS module (the first rule of that name). */
const ruleOf = (css: string, name: string) => new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''

const token = (symbol: string): TokenCurrency => ({
  kind: 'token',
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol,
  name: 'A token',
})

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'From amount' })
const type = (value: string) => fireEvent.change(input(), { target: { value } })

describe('currency input panel: amount input', () => {
  it('has the placeholder 0.0 and keeps digits with one decimal point', () => {
    render(<Field />)
    expect(input().placeholder).toBe('0.0')
    type('12.5')
    expect(input().value).toBe('12.5')
  })

  it('turns a comma into a dot and refuses letters, a second point and the 80th character', () => {
    render(<Field />)
    type('1,5')
    expect(input().value).toBe('1.5')
    type('1.5a')
    expect(input().value).toBe('1.5')
    type('1.5.')
    expect(input().value).toBe('1.5')
    type('1'.repeat(80))
    expect(input().value).toBe('1.5')
  })

  it('shows the balance with 4 significant digits, rounded down, and a Max button when given', () => {
    const onMax = vi.fn()
    render(<Field onMax={onMax} balance={123_456_789_000_000_000_000n} />)
    expect(screen.getByTestId('balance-from').textContent).toBe('Balance: 123.4')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledOnce()
  })

  it('has no Max button without one', () => {
    render(<Field />)
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })
})

describe('currency input panel: numbers keep their meaning', () => {
  it('shows the whole integer part of a balance, never more than held', () => {
    render(<Field balance={943_819_530_000_000_000_000_000n} />)
    expect(screen.getByTestId('balance-from').textContent).toBe('Balance: 943,819')
    cleanup()
    render(<Field balance={999_990_000_000_000_000n} />)
    expect(screen.getByTestId('balance-from').textContent).toBe('Balance: 0.9999')
    expect(screen.getByTestId('balance-from').title).toBe('Balance: 0.9999')
    cleanup()
    render(<Field balance={1n} />)
    expect(screen.getByTestId('balance-from').textContent).toBe('Balance: <0.0001')
  })

  it("groups the balance with the active locale's symbols", async () => {
    await inLocale('de-DE', async () => {
      render(<Field balance={943_819_530_000_000_000_000_000n} />)
      expect(screen.getByTestId('balance-from').textContent).toBe('Balance: 943.819')
    })
  })

  it('leaves a typed amount as typed', () => {
    render(<Field />)
    type('1234567.000100')
    expect(input().value).toBe('1234567.000100')
  })
})

describe('currency input panel: amounts are never cut misleadingly', () => {
  it('puts Max on the balance row, not beside the amount', () => {
    render(<Field onMax={() => {}} balance={10n ** 18n} />)
    const max = screen.getByRole('button', { name: 'Max' })
    expect(max.parentElement).toBe(screen.getByTestId('balance-from').parentElement)
    expect(screen.getByTestId('input-row-from').contains(max)).toBe(false)
  })

  it("sizes the amount's font by its length", () => {
    render(<Field />)
    const box = () => input().parentElement as HTMLElement
    expect(box().style.getPropertyValue('--amount-chars')).toBe('3')
    type('1234567890.123456')
    expect(box().style.getPropertyValue('--amount-chars')).toBe('17')
    const rule = ruleOf(cssOf('CurrencyInputPanel.module.css'), 'input')
    expect(rule).toMatch(/font-size:\s*clamp\([^;]*var\(--amount-chars/)
    expect(rule).toMatch(/text-overflow:\s*ellipsis/)
  })

  it('shows a 20-character symbol whole in the text, cut by CSS with an ellipsis, and whole in the title and name', () => {
    const symbol = 'ABCDEFGHIJKLMNOPQRST'
    render(<Field selection={{ currency: token(symbol), onSelect: () => {} }} />)
    const button = screen.getByTestId('currency-select-from')
    const shown = screen.getByTestId('currency-select-from-symbol')
    expect(shown.textContent).toBe(symbol)
    expect(shown.className).toMatch(/symbol/)
    expect(button.title).toBe(symbol)
    expect(button.getAttribute('aria-label')).toBe(`From: ${symbol}`)
    expect(ruleOf(cssOf('CurrencySelectButton.module.css'), 'symbol')).toMatch(/text-overflow:\s*ellipsis/)
    // The button's box within the row is capped, so the amount keeps at least half of it.
    expect(button.parentElement?.className).toMatch(/select/)
    expect(ruleOf(cssOf('CurrencyInputPanel.module.css'), 'select')).toMatch(/max-width:\s*42%/)
  })

  it('shortens a symbol over 20 characters, keeping it whole in the title and name', () => {
    const symbol = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    render(<Field selection={{ currency: token(symbol), onSelect: () => {} }} />)
    expect(screen.getByTestId('currency-select-from-symbol').textContent).toBe('ABCD...VWXYZ')
    expect(screen.getByTestId('currency-select-from').title).toBe(symbol)
    expect(screen.getByTestId('currency-select-from').getAttribute('aria-label')).toBe(`From: ${symbol}`)
  })
})

describe('currency input panel: the spec props', () => {
  it('shows the USD value and, beside it, the price impact coloured by severity', () => {
    render(<Field fiat={{ value: '$1,974.32', priceImpactBps: 312 }} />)
    expect(screen.getByTestId('fiat-from').textContent).toBe('~$1,974.32')
    const impact = screen.getByTestId('price-impact-from')
    expect(impact.textContent).toBe('(-3.12%)')
    expect(impact.dataset.severity).toBe('2')
  })

  it("writes the price impact as the active locale does (de-DE: '-3,12 %')", async () => {
    await inLocale('de-DE', async () => {
      render(<Field fiat={{ value: '1.974,32\u00a0$', priceImpactBps: 312 }} />)
      expect(screen.getByTestId('price-impact-from').textContent).toBe('(-3,12\u00a0%)')
    })
  })

  it('keeps the USD row, at its reserved height, while there is no value yet: no layout shift when it arrives', () => {
    const { rerender } = render(<Field fiat={{ value: null }} />)
    const empty = screen.getByTestId('fiat-row-from')
    expect(empty.textContent).toBe('')
    expect(screen.queryByTestId('fiat-from')).toBeNull()
    const emptyClass = empty.className
    rerender(<Field fiat={{ value: '$2.00' }} />)
    const filled = screen.getByTestId('fiat-row-from')
    expect(filled).toBe(empty)
    expect(filled.className).toBe(emptyClass)
    expect(filled.textContent).toBe('~$2.00')
    // The class that both carry reserves the row's height.
    expect(cssOf('CurrencyInputPanel.module.css')).toMatch(/\.fiatRow\s*\{[^}]*min-height:\s*20px/)
  })

  it('has no USD row where no USD value is shown', () => {
    render(<Field />)
    expect(screen.queryByTestId('fiat-row-from')).toBeNull()
  })

  it('hides the balance and the input (with Max) when asked', () => {
    render(<Field balance={10n ** 18n} onMax={() => {}} options={{ hideBalance: true, hideInput: true }} />)
    expect(screen.queryByTestId('balance-from')).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })

  it('says why a locked side takes no amount', () => {
    render(<Field options={{ locked: true }} />)
    expect(screen.getByTestId('locked-from').textContent).toBe(
      'The market price is outside your specified price range. Single-asset deposit only.',
    )
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it("shows a pair's two symbols in place of a currency; a fixed currency cannot be changed", () => {
    render(<Field selection={{ currency: null, pair: { symbol0: 'DAI', symbol1: 'WETH' } }} />)
    expect(screen.getByTestId('pair-from').textContent).toBe('DAI:WETH')
    cleanup()
    render(<Field selection={{ currency: nativeCurrency(1) }} />)
    expect(screen.getByTestId<HTMLButtonElement>('currency-select-from').disabled).toBe(true)
  })
})
