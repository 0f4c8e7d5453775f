// The swap flow with the keyboard only: every control is reached with Tab / Shift+Tab and used with Enter, Space
// and Escape. No click anywhere in these tests; the mouse is never moved.
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { expect, test } from './fixtures.ts'
import { mine } from './support/anvil.ts'
import {
  balanceOf,
  confirmDialog,
  deployment,
  fromAmount,
  quoted,
  swapButton,
  toAmount,
  tokenAddress,
} from './support/swap.ts'
import type { TestWallet } from './support/testWallet.ts'

const DAI = tokenAddress('DAI')
/** Enough presses to cross the header and the swap form, well short of wrapping around twice. */
const MAX_PRESSES = 40

/** Whether `locator` has the keyboard focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails when it is never reached. */
async function tabTo(
  page: Page,
  target: Locator,
  direction: 'forward' | 'backward' = 'forward',
): Promise<void> {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab'
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await focused(target)) return
    await page.keyboard.press(key)
  }
  await expect(target, `reached with ${key}`).toBeFocused({ timeout: 1 })
}

/**
 * Tab and Shift+Tab never reach the page behind a modal dialog: the focus is inside it, or, past its last control,
 * with the browser itself (nothing in the document), as native modal dialogs do.
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key)
      const outside = await dialog.evaluate((element) => {
        const active = document.activeElement
        return active !== null && active !== document.body && !element.contains(active)
      })
      expect(outside, `${key} ×${i + 1} left the dialog`).toBe(false)
    }
  }
}

/** The element that has the focus is inside `container`. */
async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
}

/** Connects the injected test wallet through the wallet modal, by keyboard, and closes the modal with Escape. */
async function connectByKeyboard(page: Page, wallet: TestWallet): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Connect to a wallet' }))
  await page.keyboard.press('Enter')
  const option = page
    .getByRole('dialog', { name: 'Connect to a wallet' })
    .getByRole('button', { name: wallet.info.name })
  await tabTo(page, option)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

const selectButton = (page: Page, field: 'from' | 'to') => page.getByTestId(`currency-select-${field}`)
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Transaction settings' })
const settingsPanel = (page: Page) => page.getByRole('region', { name: 'Transaction Settings' })

test.describe('keyboard only', () => {
  test('the wallet modal opens with Enter or Space, keeps the focus inside, closes with Escape and connects', async ({
    page,
    wallet,
  }) => {
    await page.goto('/#/swap')
    const connect = page.getByRole('button', { name: 'Connect to a wallet' })
    await tabTo(page, connect)
    await page.keyboard.press('Enter')
    const options = page.getByRole('dialog', { name: 'Connect to a wallet' })
    await expect(options).toBeVisible()
    await expectFocusWithin(options)
    await expectFocusTrapped(page, options)
    await page.keyboard.press('Escape')
    await expect(options).toHaveCount(0)
    await expect(connect).toBeFocused()

    await page.keyboard.press('Space')
    await expect(options).toBeVisible()
    const option = options.getByRole('button', { name: wallet.info.name })
    await tabTo(page, option)
    await page.keyboard.press('Enter')
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('web3-status')).toBeVisible()
  })

  test('picks tokens in the selector: Enter on a search, Tab to a row and Space, Escape to leave', async ({
    page,
    wallet,
  }) => {
    await page.goto('/#/swap')
    await connectByKeyboard(page, wallet)
    await tabTo(page, selectButton(page, 'to'))
    await page.keyboard.press('Enter')
    const selector = page.getByRole('dialog', { name: 'Select a token' })
    const search = selector.getByRole('textbox', { name: 'Search name or paste address' })
    await expect(search).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(selector).toHaveCount(0)
    await expect(selectButton(page, 'to')).toBeFocused()

    // A search and Enter picks the match.
    await page.keyboard.press('Enter')
    await expect(search).toBeFocused()
    await page.keyboard.type('USDC')
    await expect(selector.getByTestId(`token-row-${tokenAddress('USDC')}`)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(selector).toHaveCount(0)
    await expect(selectButton(page, 'to')).toHaveAccessibleName('To: USDC')
    await expect(selectButton(page, 'to')).toBeFocused()

    // Or a row of the list, reached with Tab and picked with Space.
    await page.keyboard.press('Space')
    await expect(search).toBeFocused()
    await page.keyboard.type('DAI')
    const row = selector.getByTestId(`token-row-${DAI}`)
    await expect(row).toBeVisible()
    await tabTo(page, row)
    await page.keyboard.press('Space')
    await expect(selector).toHaveCount(0)
    await expect(selectButton(page, 'to')).toHaveAccessibleName('To: DAI')
    await expect(selectButton(page, 'to')).toBeFocused()
  })

  test('changes the slippage and the single-hop switch in the settings popover, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/#/swap')
    await tabTo(page, settingsButton(page))
    await page.keyboard.press('Enter')
    await expect(settingsPanel(page)).toBeVisible()
    await expect(settingsButton(page)).toHaveAttribute('aria-expanded', 'true')

    const slippage = settingsPanel(page).getByRole('textbox', { name: 'Slippage tolerance in percent' })
    await tabTo(page, slippage)
    await page.keyboard.type('1.5')
    await expect(settingsPanel(page).getByRole('button', { name: 'Auto' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    const singleHop = settingsPanel(page).getByRole('switch', { name: 'Disable Multihops' })
    await tabTo(page, singleHop)
    await page.keyboard.press('Space')
    await expect(singleHop).toHaveAttribute('aria-checked', 'true')
    // Back to the Auto button with Shift+Tab, through the panel's controls.
    const auto = settingsPanel(page).getByRole('button', { name: 'Auto' })
    await tabTo(page, auto, 'backward')

    await page.keyboard.press('Escape')
    await expect(settingsPanel(page)).toHaveCount(0)
    await expect(settingsButton(page)).toBeFocused()
    await expect(settingsButton(page)).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Space')
    await expect(settingsPanel(page)).toBeVisible()
    await expect(slippage).toHaveValue('1.50')
    await expect(singleHop).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')
    await expect(settingsButton(page)).toBeFocused()
  })

  test("the form's other controls: Max, a recipient added and removed, the price inverted, the router switched", async ({
    page,
    wallet,
  }) => {
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${DAI}`)
    await connectByKeyboard(page, wallet)

    await tabTo(page, page.getByRole('button', { name: 'Max' }))
    await page.keyboard.press('Enter')
    await expect(fromAmount(page)).not.toHaveValue('')
    // Max sits on the balance row, above the amount: the amount is the next stop.
    await tabTo(page, fromAmount(page))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('1')
    await expect(fromAmount(page)).toHaveValue('1')
    await quoted(page)

    await tabTo(page, page.getByTestId('add-recipient'))
    await page.keyboard.press('Enter')
    const recipient = page.getByTestId('recipient-input')
    await expect(recipient).toBeFocused()
    const bob = deployment.accounts[1]?.address ?? ''
    await page.keyboard.type(bob)
    await expect(recipient).toHaveValue(bob)
    await tabTo(page, page.getByTestId('remove-recipient'), 'backward')
    await page.keyboard.press('Space')
    await expect(recipient).toHaveCount(0)

    const invert = page.getByRole('button', { name: 'Invert price' })
    await tabTo(page, invert)
    const price = page.getByTestId('trade-price')
    await expect(price).toHaveText(/^1 ETH = /)
    await page.keyboard.press('Space')
    await expect(invert).toHaveAttribute('aria-pressed', 'true')
    await expect(price).toHaveText(/^1 DAI = /)

    const router = page.getByTestId('version-hint-switch')
    await tabTo(page, router)
    await expect(router).toHaveText('Try the V2 router')
    await page.keyboard.press('Enter')
    await expect(router).toHaveText('Try the V3 router')
    // The hint writes `use` into the URL and the typed amount stays.
    await expect(page).toHaveURL(/[?&]use=v2(&|$)/)
    await expect(fromAmount(page)).toHaveValue('1')
  })

  test('swaps: types the amounts, switches the currencies, confirms and closes, keyboard only', async ({
    page,
    wallet,
    chain,
    chainClient,
  }) => {
    const before = await balanceOf(chainClient, 'DAI', wallet.address as Address)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${DAI}`)
    await connectByKeyboard(page, wallet)

    // The To amount, then the From amount, typed.
    await tabTo(page, toAmount(page))
    await page.keyboard.type('100')
    await expect(fromAmount(page)).not.toHaveValue('')
    await tabTo(page, fromAmount(page), 'backward')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('0.5')
    await quoted(page)

    // Switch the currencies with Enter, and back with Space.
    const switchButton = page.getByRole('button', { name: 'Switch input and output' })
    await tabTo(page, switchButton)
    await page.keyboard.press('Enter')
    await expect(selectButton(page, 'from')).toHaveAccessibleName(/^From.*: DAI$/)
    await expect(selectButton(page, 'to')).toHaveAccessibleName(/^To.*: ETH$/)
    await page.keyboard.press('Space')
    await expect(selectButton(page, 'from')).toHaveAccessibleName(/^From.*: ETH$/)
    await expect(fromAmount(page)).toHaveValue('0.5')
    await quoted(page)

    // Swap, confirm, close.
    await tabTo(page, swapButton(page))
    await page.keyboard.press('Enter')
    await expect(confirmDialog(page)).toBeVisible()
    await expectFocusWithin(confirmDialog(page))
    await expectFocusTrapped(page, confirmDialog(page))
    await tabTo(page, page.getByTestId('confirm-swap'))
    await page.keyboard.press('Enter')
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
    await expect(submitted).toBeVisible()
    await mine(chain.rpcUrl)
    await expect.poll(() => balanceOf(chainClient, 'DAI', wallet.address as Address)).toBeGreaterThan(before)
    await tabTo(page, page.getByTestId('confirm-close'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(fromAmount(page)).toHaveValue('')
  })
})
