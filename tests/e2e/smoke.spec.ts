import type { Page } from '@playwright/test'
import { formatEther } from 'viem'
import { expect, test } from './fixtures.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * A balance as the app shows it (spec 1 §5, 4 significant digits): the whole integer part, the fraction cut, never
 * rounded up, to 4 significant digits.
 */
function shownBalance(wei: bigint): number {
  const [integer = '0', fraction = ''] = formatEther(wei).split('.')
  const leadingZeros = integer === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  const kept = integer === '0' ? leadingZeros + 4 : Math.max(0, 4 - integer.length)
  return Number(`${integer}.${fraction.slice(0, kept) || '0'}`)
}

/** The ETH balance the swap form shows for its input (ETH by default), as a number. */
async function ethBalanceShown(page: Page): Promise<number> {
  await expect(page.getByTestId('balance-from')).toHaveText(/^Balance: [\d.,]+$/)
  return Number(((await page.getByTestId('balance-from').textContent()) ?? '').replace(/[^\d.]/g, ''))
}

test.describe('shell', () => {
  test('connects through the injected wallet and shows the account and its ETH balance', async ({
    page,
    wallet,
    chainClient,
  }) => {
    await page.goto('/#/swap')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    const modal = page.getByRole('dialog', { name: 'Connect to a wallet' })
    await expect(modal.getByRole('button', { name: wallet.info.name })).toBeVisible()
    // The wallet announced itself through EIP-6963, so the plain window.ethereum option is not offered twice.
    await expect(modal.getByRole('button', { name: 'Injected' })).toHaveCount(0)
    await modal.getByRole('button', { name: wallet.info.name }).click()

    // On success the modal shows the account; account 0 has the reverse record alice.eth on the local chain.
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')

    const balance = await chainClient.getBalance({ address: wallet.address })
    expect(await ethBalanceShown(page)).toBe(shownBalance(balance))
  })

  test('shows the other account when the wallet switches accounts', async ({ page, wallet }) => {
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')

    await wallet.switchAccount(1)
    await expect(page.getByTestId('web3-status')).toHaveText(short(wallet.address))
  })

  test('shows "Error connecting" when the user rejects, and connects on Try Again', async ({
    page,
    wallet,
  }) => {
    wallet.rejectNext()
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(page.getByText('Error connecting')).toBeVisible()

    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')
  })

  test('reconnects on reload once the wallet is authorized', async ({ page, wallet }) => {
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')

    await page.reload()
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')
  })

  test('connects with the local test wallet when no wallet is injected', async ({
    page,
    chain,
    chainClient,
  }) => {
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    const modal = page.getByRole('dialog', { name: 'Connect to a wallet' })
    await expect(modal.getByRole('link', { name: 'Install MetaMask' })).toBeVisible()
    await modal.getByRole('button', { name: 'Local test wallet' }).click()

    const [first] = chain.accounts
    if (!first) throw new Error('the chain has no accounts')
    // The local chain's first account has the reverse record alice.eth.
    await expect(page.getByTestId('web3-status')).toHaveText('alice.eth')
    const balance = await chainClient.getBalance({ address: first })
    expect(await ethBalanceShown(page)).toBe(shownBalance(balance))
  })

  test('closes the wallet modal with Escape', async ({ page }) => {
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    const modal = page.getByRole('dialog', { name: 'Connect to a wallet' })
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
  })

  // Screenshots land in test-results/e2e/ for a human to look at; only overflow is asserted.
  test('lays out at phone and desktop widths, light and dark', async ({ page, wallet }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await expect(page.getByRole('button', { name: wallet.info.name })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('wallet-modal-375.png') })
    await page.getByRole('button', { name: wallet.info.name }).click()
    await expect(page.getByTestId('balance-from')).toBeVisible()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({
          path: testInfo.outputPath(`swap-${width}-${colorScheme}.png`),
          fullPage: true,
        })
      }
    }
  })
})

test.describe('routes', () => {
  const cases = [
    ['/#/nothing?x=1', /\/#\/swap\?x=1$/],
    ['/#/', /\/#\/swap$/],
    ['/#/send?x=1', /\/#\/swap\?x=1$/],
    ['/#/swap/ETH?x=1', /\/#\/swap\?x=1&outputCurrency=ETH$/],
    ['/#/SWAP', /\/#\/swap$/],
  ] as const
  for (const [from, to] of cases) {
    test(`redirects ${from}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(to)
      await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
    })
  }
})
