// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from '../../../ui/index.ts'
import type { SlippageForm } from '../model/slippage.ts'
import { useUserSettings } from '../store.ts'
import { SettingsPopover } from './SettingsPopover.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => {
  const s = useUserSettings.getState()
  s.setUserSlippageTolerance('auto')
  s.setUserDeadline(1800)
  s.setUserExpertMode(false)
  s.setUserSingleHopOnly(false)
  useModalStore.setState({ openModal: null })
})
afterEach(cleanup)

async function openSettings(chainId = 1, form?: SlippageForm) {
  render(
    <I18nProvider i18n={i18n}>
      <SettingsPopover chainId={chainId} form={form} />
    </I18nProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Transaction settings' }))
  // The panel is loaded when the popover first opens: on a busy machine that first import can take seconds.
  await screen.findByRole('switch', { name: 'Toggle Expert Mode' }, { timeout: 10_000 })
  return screen.getByRole('region', { name: 'Transaction Settings' })
}

const settings = () => useUserSettings.getState()
const slippageInput = (panel: HTMLElement) =>
  within(panel).getByRole('textbox', { name: 'Slippage tolerance in percent' })
const deadlineInput = (panel: HTMLElement) =>
  within(panel).getByRole('textbox', { name: 'Transaction deadline in minutes' })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

describe('settings popover: one modal at a time', () => {
  it('opening it closes the open modal, and opening another modal closes it', async () => {
    useModalStore.setState({ openModal: 'wallet' })
    await openSettings()
    expect(useModalStore.getState().openModal).toBe('settings')
    act(() => useModalStore.getState().toggleModal('menu'))
    expect(screen.queryByRole('region', { name: 'Transaction Settings' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Transaction settings' }))
    expect(useModalStore.getState().openModal).toBe('settings')
    fireEvent.click(screen.getByRole('button', { name: 'Transaction settings' }))
    expect(useModalStore.getState().openModal).toBeNull()
  })
})

describe('settings popover: slippage', () => {
  it('stores a typed percentage as basis points, floored', async () => {
    const panel = await openSettings()
    type(slippageInput(panel), '0.755')
    expect(settings().userSlippageTolerance).toBe(75)
  })

  it('empty input means auto, and the Auto button sets auto', async () => {
    const panel = await openSettings()
    type(slippageInput(panel), '0.3')
    expect(settings().userSlippageTolerance).toBe(30)
    type(slippageInput(panel), '')
    expect(settings().userSlippageTolerance).toBe('auto')
    type(slippageInput(panel), '0.3')
    fireEvent.click(within(panel).getByRole('button', { name: 'Auto' }))
    expect(settings().userSlippageTolerance).toBe('auto')
    expect(within(panel).getByRole('button', { name: 'Auto' }).getAttribute('aria-pressed')).toBe('true')
  })

  it("shows 'Enter a valid slippage percentage' for a value outside 0–50%, keeping the setting", async () => {
    const panel = await openSettings()
    type(slippageInput(panel), '0.5')
    type(slippageInput(panel), '50.01')
    expect(within(panel).getByRole('alert').textContent).toBe('Enter a valid slippage percentage')
    expect(settings().userSlippageTolerance).toBe(50)
    type(slippageInput(panel), 'abc')
    expect(within(panel).getByRole('alert').textContent).toBe('Enter a valid slippage percentage')
    type(slippageInput(panel), '50')
    expect(within(panel).queryByRole('alert')).toBeNull()
    expect(settings().userSlippageTolerance).toBe(5000)
  })

  it("ignores a lone '.' without an error", async () => {
    const panel = await openSettings()
    type(slippageInput(panel), '0.2')
    type(slippageInput(panel), '.')
    expect(within(panel).queryByRole('alert')).toBeNull()
    expect(settings().userSlippageTolerance).toBe(20)
  })

  it("warns 'Your transaction may fail' below 0.05% and 'Your transaction may be frontrun' above 1%", async () => {
    const panel = await openSettings()
    type(slippageInput(panel), '0.04')
    expect(within(panel).getByRole('status').textContent).toBe('Your transaction may fail')
    type(slippageInput(panel), '0.05')
    expect(within(panel).queryByRole('status')).toBeNull()
    type(slippageInput(panel), '1')
    expect(within(panel).queryByRole('status')).toBeNull()
    type(slippageInput(panel), '1.01')
    expect(within(panel).getByRole('status').textContent).toBe('Your transaction may be frontrun')
  })

  it('shows the stored setting once the input loses focus', async () => {
    const panel = await openSettings()
    type(slippageInput(panel), '1.5')
    fireEvent.blur(slippageInput(panel))
    expect((slippageInput(panel) as HTMLInputElement).value).toBe('1.50')
  })
})

describe('settings popover: deadline', () => {
  it('stores typed minutes as seconds, floored', async () => {
    const panel = await openSettings()
    type(deadlineInput(panel), '10.5')
    expect(settings().userDeadline).toBe(630)
  })

  it('empty input resets to the default 1800 s', async () => {
    const panel = await openSettings()
    type(deadlineInput(panel), '5')
    expect(settings().userDeadline).toBe(300)
    type(deadlineInput(panel), '')
    expect(settings().userDeadline).toBe(1800)
  })

  it('shows an error for a deadline outside 1–180 minutes, keeping the setting', async () => {
    const panel = await openSettings()
    type(deadlineInput(panel), '20')
    for (const bad of ['0.5', '181', 'x']) {
      type(deadlineInput(panel), bad)
      expect(within(panel).getByRole('alert').textContent).toBe('Enter a deadline from 1 to 180 minutes')
      expect(settings().userDeadline).toBe(1200)
    }
  })

  it('is hidden on a layer-2 chain, where the deadline is fixed', async () => {
    const panel = await openSettings(42161)
    expect(within(panel).queryByRole('textbox', { name: 'Transaction deadline in minutes' })).toBeNull()
    expect(slippageInput(panel).getAttribute('placeholder')).toBe('0.10')
  })
})

describe('settings popover: per-form auto slippage', () => {
  it("shows the form's auto value: 5% for remove, the swap's 0.50% without a form", async () => {
    const panel = await openSettings(1, 'remove')
    expect(slippageInput(panel).getAttribute('placeholder')).toBe('5.00')
    cleanup()
    useModalStore.setState({ openModal: null })
    const swapPanel = await openSettings(1)
    expect(slippageInput(swapPanel).getAttribute('placeholder')).toBe('0.50')
  })
})

describe('settings popover: toggles', () => {
  it('turns expert mode on only after the word confirm is typed', async () => {
    const panel = await openSettings()
    fireEvent.click(within(panel).getByRole('switch', { name: 'Toggle Expert Mode' }))
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' })
    const turnOn = within(dialog).getByRole('button', { name: 'Turn On Expert Mode' })
    const word = within(dialog).getByRole('textbox')
    type(word, 'confir')
    expect((turnOn as HTMLButtonElement).disabled).toBe(true)
    fireEvent.submit(word)
    expect(settings().userExpertMode).toBe(false)
    type(word, 'confirm')
    fireEvent.click(turnOn)
    expect(settings().userExpertMode).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(
      within(panel).getByRole('switch', { name: 'Toggle Expert Mode' }).getAttribute('aria-checked'),
    ).toBe('true')
  })

  it('closing the confirmation leaves expert mode off', async () => {
    const panel = await openSettings()
    fireEvent.click(within(panel).getByRole('switch', { name: 'Toggle Expert Mode' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(settings().userExpertMode).toBe(false)
  })

  it('turns expert mode off at once', async () => {
    settings().setUserExpertMode(true)
    const panel = await openSettings()
    fireEvent.click(within(panel).getByRole('switch', { name: 'Toggle Expert Mode' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(settings().userExpertMode).toBe(false)
  })

  it('toggles single-hop only', async () => {
    const panel = await openSettings()
    const toggle = within(panel).getByRole('switch', { name: 'Disable Multihops' })
    fireEvent.click(toggle)
    expect(settings().userSingleHopOnly).toBe(true)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle)
    expect(settings().userSingleHopOnly).toBe(false)
  })
})

describe('settings popover: explanations', () => {
  it.each([
    [
      'About slippage tolerance',
      'Your transaction will revert if the price changes unfavorably by more than this percentage.',
    ],
    [
      'About the transaction deadline',
      'Your transaction will revert if it is pending for more than this period of time.',
    ],
    [
      'About expert mode',
      'Allow high price impact trades and skip the confirm screen. Use at your own risk.',
    ],
    ['About multihops', 'Restricts swaps to direct pairs only.'],
  ])("'%s' opens on keyboard focus with its text, and Escape hides it", async (label, text) => {
    const panel = await openSettings()
    const button = within(panel).getByRole('button', { name: label })
    const described = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(described?.hidden).toBe(true)
    fireEvent.focus(button)
    expect(described?.hidden).toBe(false)
    expect(described?.getAttribute('role')).toBe('tooltip')
    expect(described?.textContent).toBe(text)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(described?.hidden).toBe(true)
    // The first Escape hides the tooltip only; the settings stay open.
    expect(screen.getByRole('region', { name: 'Transaction Settings' })).toBe(panel)
  })

  it('opening the settings focuses the Auto button, not an explanation, so no tooltip covers the panel', async () => {
    const panel = await openSettings()
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Auto' }))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('keeps the slippage and deadline inputs in groups named by their labels', async () => {
    const panel = await openSettings()
    expect(within(panel).getByRole('group', { name: 'Slippage tolerance' })).toBeTruthy()
    expect(within(panel).getByRole('group', { name: 'Transaction deadline' })).toBeTruthy()
  })
})
