import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected, sendTestTransaction } from './support/app.ts'

function openSettings(page: Page) {
  return page.getByRole('button', { name: 'Transaction settings' }).click()
}

const panel = (page: Page) => page.getByRole('region', { name: 'Transaction Settings' })
const slippage = (page: Page) => panel(page).getByRole('textbox', { name: 'Slippage tolerance in percent' })
const deadline = (page: Page) => panel(page).getByRole('textbox', { name: 'Transaction deadline in minutes' })
const expertMode = (page: Page) => panel(page).getByRole('switch', { name: 'Toggle Expert Mode' })
const singleHop = (page: Page) => panel(page).getByRole('switch', { name: 'Disable Multihops' })

async function turnOnExpertMode(page: Page): Promise<void> {
  await expertMode(page).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
  await dialog.getByRole('textbox').fill('confirm')
  await dialog.getByRole('button', { name: 'Turn On Expert Mode' }).click()
  await expect(dialog).toHaveCount(0)
}

/** The raw saved value of a store, once it was written (writes are debounced by 1 s). */
async function savedValue(page: Page, key: string, contains: string): Promise<string> {
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '', key)).toContain(contains)
  return page.evaluate((k) => localStorage.getItem(k) ?? '', key)
}

test.describe('settings popover', () => {
  test('keeps every setting across a reload', async ({ page }) => {
    await page.goto('/#/swap')
    await openSettings(page)
    await slippage(page).fill('1.5')
    await expect(panel(page).getByText('Your transaction may be frontrun')).toBeVisible()
    await deadline(page).fill('10')
    await singleHop(page).click()
    await turnOnExpertMode(page)
    await page.reload()

    await openSettings(page)
    await expect(slippage(page)).toHaveValue('1.50')
    await expect(panel(page).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'false')
    await expect(deadline(page)).toHaveValue('10')
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'true')
    await expect(expertMode(page)).toHaveAttribute('aria-checked', 'true')
  })

  test("shows the spec's slippage and deadline messages", async ({ page }) => {
    await page.goto('/#/swap')
    await openSettings(page)
    await slippage(page).fill('60')
    await expect(panel(page).getByRole('alert')).toHaveText('Enter a valid slippage percentage')
    await slippage(page).fill('0.01')
    await expect(panel(page).getByText('Your transaction may fail')).toBeVisible()
    await deadline(page).fill('500')
    await expect(panel(page).getByRole('alert')).toHaveText('Enter a deadline from 1 to 180 minutes')
    // Empty means auto and the default deadline.
    await slippage(page).fill('')
    await deadline(page).fill('')
    await expect(panel(page).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true')
    await expect(panel(page).getByRole('alert')).toHaveCount(0)
  })

  test("expert mode turns on only with the typed word 'confirm' and off at once", async ({ page }) => {
    await page.goto('/#/swap')
    await openSettings(page)
    await expertMode(page).click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
    const turnOn = dialog.getByRole('button', { name: 'Turn On Expert Mode' })
    await dialog.getByRole('textbox').fill('confirmed')
    await expect(turnOn).toBeDisabled()
    await dialog.getByRole('textbox').press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox').fill('confirm')
    await turnOn.click()
    await expect(expertMode(page)).toHaveAttribute('aria-checked', 'true')
    await expertMode(page).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(expertMode(page)).toHaveAttribute('aria-checked', 'false')
  })
})

test.describe('corrupted storage', () => {
  test('garbage settings reset to the defaults alone; the transaction history stays', async ({
    page,
    wallet,
  }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await sendTestTransaction(page, 'Kept transaction')
    await savedValue(page, 'dex:transactions', 'Kept transaction')
    await openSettings(page)
    await slippage(page).fill('2')
    await savedValue(page, 'dex:user', '200')
    await page.evaluate(() =>
      localStorage.setItem('dex:user', '{"version":1,"state":{"userSlippageTolerance":"x'),
    )
    await page.reload()

    await openSettings(page)
    await expect(panel(page).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true')
    await expect(slippage(page)).toHaveValue('')
    await expect(expertMode(page)).toHaveAttribute('aria-checked', 'false')
    expect(messages.some((m) => m.includes('Stored dex:user is not JSON'))).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByTestId('web3-status').click()
    await expect(page.getByRole('dialog', { name: 'Account' }).getByText('Kept transaction')).toBeVisible()
  })

  test('a garbage transaction history resets alone; the settings stay', async ({ page, wallet }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await openSettings(page)
    await singleHop(page).click()
    await savedValue(page, 'dex:user', '"userSingleHopOnly":true')
    await page.evaluate(() =>
      localStorage.setItem('dex:transactions', JSON.stringify({ version: 1, state: [42] })),
    )
    await page.reload()

    await openSettings(page)
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'true')
    expect(messages.some((m) => m.includes('Stored dex:transactions'))).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByTestId('web3-status').click()
    await expect(
      page.getByRole('dialog', { name: 'Account' }).getByText('Your transactions will appear here...'),
    ).toBeVisible()
  })

  test('a garbage lists store resets alone: the settings stay and the selector lists tokens again', async ({
    page,
    wallet,
  }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    wallet.authorizeSite()
    await page.goto('/#/swap')
    await expectConnected(page, wallet)
    await openSettings(page)
    await singleHop(page).click()
    await savedValue(page, 'dex:user', '"userSingleHopOnly":true')
    await savedValue(page, 'dex:lists', 'devchain.tokenlist.json')
    await page.keyboard.press('Escape')
    await page.evaluate(() => localStorage.setItem('dex:lists', '<html>not a lists store</html>'))
    await page.reload()

    await expect.poll(() => messages.some((m) => m.includes('Stored dex:lists'))).toBe(true)
    await openSettings(page)
    await expect(singleHop(page)).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')
    await page.getByTestId('currency-select-to').click()
    const selector = page.getByRole('dialog', { name: 'Select a token' })
    await selector.getByRole('textbox').fill('DAI')
    await expect(selector.getByText('Dai Stablecoin')).toBeVisible()
  })
})
