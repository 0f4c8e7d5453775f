import type { Page } from '@playwright/test'
import { type Address, parseEther } from 'viem'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_LOCAL_RPC_URL } from './support/constants.ts'
import {
  action,
  balanceOf,
  confirmDialog,
  deployment,
  fromAmount,
  movePools,
  numberOf,
  openSwap,
  quoted,
  swapButton,
  toAmount,
  tokenAddress,
} from './support/swap.ts'

const DAI = tokenAddress('DAI')
const bob = deployment.accounts[1]?.address as Address
const carol = deployment.accounts[3]?.address as Address
const UNSUPPORTED_LIST =
  'https://raw.githubusercontent.com/The-Blockchain-Association/sec-notice-list/master/ba-sec-list.json'

test.describe('price movement', () => {
  test("shows 'Price Updated' when the pool moves while the dialog is open; Accept enables the swap", async ({
    page,
    wallet,
    chain,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await swapButton(page).click()
    const dialog = confirmDialog(page)
    await expect(dialog.getByTestId('confirm-swap')).toBeEnabled()
    await movePools(chain.rpcUrl, parseEther('100'))
    await expect(dialog.getByTestId('price-updated')).toBeVisible()
    await expect(dialog.getByTestId('confirm-swap')).toBeDisabled()
    await dialog.getByRole('button', { name: 'Accept' }).click()
    await expect(dialog.getByTestId('price-updated')).toHaveCount(0)
    await expect(dialog.getByTestId('confirm-swap')).toBeEnabled()
  })

  test('maps a slippage failure found while estimating gas to its message', async ({
    page,
    wallet,
    chain,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    // Another trader moves the pools between the quote and the app's gas estimate.
    let moved = false
    await page.route(`${BAKED_LOCAL_RPC_URL}**`, async (route) => {
      if (!moved && (route.request().postData() ?? '').includes('eth_estimateGas')) {
        moved = true
        await movePools(chain.rpcUrl, parseEther('50'))
      }
      await route.fallback()
    })
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect(page.getByTestId('confirm-error')).toContainText(
      'This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
    )
  })

  test("blocks a very high price impact ('Price Impact Too High'); in expert mode 'Swap Anyway' asks for a typed 'confirm'", async ({
    page,
    wallet,
    chainClient,
  }) => {
    const account = wallet.address as Address
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=2000`)
    await expectConnected(page, wallet)
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(swapButton(page)).toHaveText('Price Impact Too High')
    await expect(swapButton(page)).toBeDisabled()
    // The loss beside the output (its USD value and the share lost), and a line suggesting a smaller amount.
    await expect(page.getByTestId('fiat-to')).toHaveText(/^~\$[\d,.]+$/)
    await expect(page.getByTestId('price-impact-to')).toHaveText(/^\(-\d+(\.\d+)?%\)$/)
    await expect(page.getByTestId('price-impact-warning')).toHaveText(
      /^Price impact is high: you would lose about \d+(\.\d+)?% \(\$[\d,.]+\) of the value\. Try a smaller amount\.$/,
    )
    await expect(page.getByTestId('expert-mode-chip')).toHaveCount(0)

    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=2000&ape=true`)
    await expect(page.getByTestId('expert-mode-chip')).toHaveText('Expert mode')
    await expect(swapButton(page)).toHaveText('Swap Anyway')
    await expect(swapButton(page)).toHaveAttribute('data-error', 'true')
    const before = await balanceOf(chainClient, 'DAI', account)
    await swapButton(page).click()
    const prompt = page.getByTestId('price-impact-typed-confirm')
    await expect(prompt).toBeVisible()
    await expect(prompt.getByTestId('price-impact-loss')).toHaveText(
      /^You will lose about \$[\d,.]+ \(\d+(\.\d+)?%\) of your trade's value\.$/,
    )
    await prompt.getByTestId('price-impact-confirm-input').fill('confirm')
    await prompt.getByTestId('price-impact-accept').click()
    await expect.poll(() => balanceOf(chainClient, 'DAI', account)).toBeGreaterThan(before)
    await expect(fromAmount(page)).toHaveValue('')
  })
})

test.describe('risky settings stay in sight', () => {
  test("a custom slippage above 1 % shows as a 'Slippage 3%' chip on the swap card once the settings close", async ({
    page,
  }) => {
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}`)
    const chip = page.getByTestId('slippage-chip')
    await expect(page.getByTestId('currency-select-to')).toContainText('DAI')
    await expect(chip).toHaveCount(0)
    const settings = page.getByRole('button', { name: 'Transaction settings' })
    const slippage = page.getByRole('textbox', { name: 'Slippage tolerance in percent' })
    await settings.click()
    await slippage.fill('3')
    await page.keyboard.press('Escape')
    await expect(slippage).toBeHidden()
    await expect(chip).toHaveText('Slippage 3%')
    await expect(chip).toHaveAttribute('title', 'Your transaction may be frontrun')
    // A usual slippage needs no reminder.
    await settings.click()
    await slippage.fill('0.5')
    await page.keyboard.press('Escape')
    await expect(chip).toHaveCount(0)
  })
})

test.describe('version hint', () => {
  /**
   * Opens `query` on v2, where V3 pays more: the hint's wording and percentage, then the amount the trade
   * computes (To for an exact input, From for an exact output) on v2 and, after the switch link, on v3.
   */
  async function hintAndAmounts(page: Page, query: string, wording: RegExp) {
    await openSwap(page, `${query}&use=v2`)
    const better = page.getByTestId('version-hint-better')
    await expect(toAmount(page)).not.toHaveValue('')
    await expect(better).toHaveText(wording)
    const percent = Number((await better.textContent())?.match(/(\d+(\.\d)?)%/)?.[1])
    const field = query.includes('exactField=output') ? 'amount-from' : 'amount-to'
    const onV2 = await numberOf(page, field)
    const link = page.getByTestId('version-hint-switch')
    await expect(link).toHaveText('Try the V3 router')
    await link.click()
    await expect(link).toHaveText('Try the V2 router')
    await expect.poll(() => numberOf(page, field)).not.toBe(onV2)
    const onV3 = await numberOf(page, field)
    // On v3, which pays more here, nothing is said beside the link.
    await expect(better).toHaveCount(0)
    return { percent, onV2, onV3 }
  }

  test('on v2, says how much more V3 gives for the typed input, as the two quotes on screen show', async ({
    page,
  }) => {
    const { percent, onV2, onV3 } = await hintAndAmounts(
      page,
      `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`,
      /^V3 gives \d+(\.\d)?% more$/,
    )
    expect(onV3).toBeGreaterThan(onV2)
    // The hint rounds the exact gain to 0.1; the amounts on screen have 6 significant digits.
    expect(Math.abs(percent - (onV3 / onV2 - 1) * 100)).toBeLessThanOrEqual(0.051)
  })

  test('on v2 for an exact output, says how much less V3 costs', async ({ page }) => {
    const { percent, onV2, onV3 } = await hintAndAmounts(
      page,
      `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1000&exactField=output`,
      /^V3 costs \d+(\.\d)?% less$/,
    )
    expect(onV3).toBeLessThan(onV2)
    expect(Math.abs(percent - (1 - onV3 / onV2) * 100)).toBeLessThanOrEqual(0.051)
  })
})

test.describe('recipient', () => {
  test('sends the output to an ENS name (bob.eth) after resolving it', async ({
    page,
    wallet,
    chainClient,
  }) => {
    const before = await balanceOf(chainClient, 'DAI', bob)
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await page.getByTestId('add-recipient').click()
    await page.getByTestId('recipient-input').fill('bob.eth')
    await expect(page.getByText(bob)).toBeVisible()
    await quoted(page)
    await swapButton(page).click()
    await expect(confirmDialog(page).getByTestId('confirm-recipient')).toContainText('bob.eth')
    await page.getByTestId('confirm-swap').click()
    await expect.poll(() => balanceOf(chainClient, 'DAI', bob)).toBeGreaterThan(before)
  })

  test("sends to an address from the URL, and says 'Invalid recipient' for a token address", async ({
    page,
    wallet,
    chainClient,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1&recipient=${DAI}`)
    await expectConnected(page, wallet)
    await expect(action(page)).toContainText('Invalid recipient')
    // Said once: the field names why in its own words.
    await expect(page.getByText('Invalid recipient')).toHaveCount(1)
    await expect(page.getByTestId('recipient-problem')).toHaveText(
      'This is a token, pool or router contract: tokens sent to it would be lost',
    )
    await page.getByTestId('recipient-input').fill(carol)
    const before = await balanceOf(chainClient, 'DAI', carol)
    await quoted(page)
    await swapButton(page).click()
    await page.getByTestId('confirm-swap').click()
    await expect.poll(() => balanceOf(chainClient, 'DAI', carol)).toBeGreaterThan(before)
  })
})

test.describe('recipient checks', () => {
  test("names the recipient's problem under the field, once, and checks again on each change", async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await page.getByTestId('add-recipient').click()
    const field = page.getByTestId('recipient-input')
    const problem = page.getByTestId('recipient-problem')
    await field.fill('nobody.eth')
    await expect(problem).toHaveText('No address found for this name')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(action(page)).toContainText('Invalid recipient')
    await expect(page.getByText('Invalid recipient')).toHaveCount(1)
    await field.fill('0x1234')
    await expect(problem).toHaveText('Not an address or ENS name')
    // A name that resolves, typed after one that did not: checked again, the problem goes.
    await field.fill('bob.eth')
    await expect(page.getByTestId('recipient-resolved')).toHaveText(bob)
    await expect(problem).toHaveCount(0)
    await expect(field).toHaveAttribute('aria-invalid', 'false')
    await quoted(page)
    await expect(page.getByText('Invalid recipient')).toHaveCount(0)
  })
})

test.describe('token guards', () => {
  test('warns about a token from the URL that no active list has; Import selects it', async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('MKR')}`)
    await expectConnected(page, wallet)
    const warning = page.getByTestId('unknown-token-warning')
    await expect(warning).toContainText('MKR')
    // The selector's import warning, and nothing calls the token imported before Import.
    await expect(page.getByRole('dialog', { name: 'Import a token' })).toBeVisible()
    await expect(warning).toContainText(
      "This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.",
    )
    await expect(warning).toContainText('Unknown Source')
    await expect(page.getByRole('dialog', { name: 'Import a token' })).not.toContainText(/imported/i)
    await expect(page.getByTestId('unknown-token-import')).toBeDisabled()
    await page.getByTestId('unknown-token-understand').check()
    await page.getByTestId('unknown-token-import').click()
    await expect(warning).toHaveCount(0)
    await expect(page.getByTestId('currency-select-to')).toContainText('MKR')
  })

  test("says 'Unsupported Asset' for a token on the unsupported list", async ({ page, wallet }) => {
    const fot = deployment.tokens.FOT
    await page.route(UNSUPPORTED_LIST, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          name: 'Unsupported',
          timestamp: '2021-01-01T00:00:00.000Z',
          version: { major: 1, minor: 0, patch: 0 },
          tokens: [
            { chainId: 31337, address: fot.address, symbol: 'FOT', name: 'Fee On Transfer', decimals: 18 },
          ],
        }),
      }),
    )
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${fot.address}&exactAmount=1`)
    await expectConnected(page, wallet)
    await expect(page.getByTestId('unsupported-asset')).toHaveText('Unsupported Asset')
    await expect(page.getByTestId('unsupported-asset')).toBeDisabled()
    await page.getByTestId('unsupported-asset-details').click()
    await expect(page.getByTestId('unsupported-assets-modal')).toContainText(fot.address)
  })
})
