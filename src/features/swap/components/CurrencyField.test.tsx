// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { nativeCurrency } from '../../tokens/index.ts'
import { CurrencyField } from './CurrencyField.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function Field({ onMax, balance }: { onMax?: () => void; balance?: bigint }) {
  const [value, setValue] = useState('')
  return (
    <I18nProvider i18n={i18n}>
      <CurrencyField
        field="from"
        label="From"
        chainId={1}
        account={ACCOUNT}
        currency={nativeCurrency(1)}
        balance={balance}
        onSelect={() => {}}
        amount={{ value, onChange: setValue, onMax }}
      />
    </I18nProvider>
  )
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'From amount' })
const type = (value: string) => fireEvent.change(input(), { target: { value } })

describe('currency field amount input', () => {
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

  it('shows the balance with 4 significant digits and a Max button when given', () => {
    const onMax = vi.fn()
    render(<Field onMax={onMax} balance={123_456_789_000_000_000_000n} />)
    expect(screen.getByTestId('balance-from').textContent).toBe('Balance: 123.5')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledOnce()
  })

  it('has no Max button without one', () => {
    render(<Field />)
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })
})
