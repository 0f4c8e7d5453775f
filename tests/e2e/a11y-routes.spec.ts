// WCAG 2 A/AA checks (axe) on every path of the route table and on the swap flow's open states, in both themes.
// The token selector's own views (connected) are in tokens-a11y.spec.ts, the menu and the account dialog in
// shell.spec.ts; here the rest of the flow.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { connectWallet } from './support/app.ts'
import { severeViolations } from './support/axe.ts'
import { confirmDialog, fromAmount, openSwap, quoted, swapButton, tokenAddress } from './support/swap.ts'

const DAI = tokenAddress('DAI')
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

/** The paths of the route table (src/app/routes.tsx) that render, or redirect, to the swap screen. */
const TABLE_PATHS = ['/', '/swap', `/swap/${DAI}`, '/send', '/no-such-page']

/** Spec 2's paths not built yet, by area: the table's catch-all sends each to /swap. */
const SPEC_2_PATHS: Readonly<Record<string, readonly string[]>> = {
  pools: ['/find'],
  // /uni and /uni/{A}/{B} are built: their axe walk is in mining.spec.ts; /vote, /vote/{g}/{id} and
  // /create-proposal in governance.spec.ts.
  claim: ['/claim'],
}

function withTheme(path: string, theme: Theme): string {
  return `/#${path}${path.includes('?') ? '&' : '?'}theme=${theme}`
}

async function expectThemed(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await expect(page.getByTestId('amount-from')).toBeVisible()
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test('every path of the route table', async ({ page }) => {
      test.setTimeout(60_000)
      for (const path of TABLE_PATHS) {
        await page.goto(withTheme(path, theme))
        await expect(page).toHaveURL(/#\/swap(\?|$)/)
        await expectThemed(page, theme)
        expect(await severeViolations(page), path).toEqual([])
      }
    })

    for (const [area, paths] of Object.entries(SPEC_2_PATHS)) {
      test(`spec 2's ${area} paths, sent to the swap screen`, async ({ page }) => {
        test.setTimeout(60_000)
        for (const path of paths) {
          await page.goto(withTheme(path, theme))
          await expect(page, path).toHaveURL(/#\/swap(\?|$)/)
          await expectThemed(page, theme)
          expect(await severeViolations(page), path).toEqual([])
        }
      })
    }

    test('the wallet modal without a wallet connected', async ({ page }) => {
      await page.goto(withTheme('/swap', theme))
      await expectThemed(page, theme)
      await page.getByRole('button', { name: 'Connect to a wallet' }).click()
      await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible()
      expect(await severeViolations(page)).toEqual([])
    })

    test('the settings popover, with its warnings, an error and the expert mode dialog', async ({ page }) => {
      await page.goto(withTheme('/swap', theme))
      await expectThemed(page, theme)
      await page.getByRole('button', { name: 'Transaction settings' }).click()
      const panel = page.getByRole('region', { name: 'Transaction Settings' })
      await expect(panel).toBeVisible()
      expect(await severeViolations(page)).toEqual([])

      await panel.getByRole('switch', { name: 'Toggle Expert Mode' }).click()
      const expert = page.getByRole('dialog', { name: 'Are you sure?' })
      await expect(expert).toBeVisible()
      expect(await severeViolations(page)).toEqual([])
      await expert.getByRole('button', { name: 'Close' }).click()
      await expect(expert).toHaveCount(0)

      await panel.getByRole('textbox', { name: 'Slippage tolerance in percent' }).fill('0.01')
      await expect(panel.getByText('Your transaction may fail')).toBeVisible()
      await panel.getByRole('textbox', { name: 'Transaction deadline in minutes' }).fill('500')
      await expect(panel.getByRole('alert')).toBeVisible()
      expect(await severeViolations(page)).toEqual([])
    })

    test('the token selector without a wallet', async ({ page }) => {
      await page.goto(withTheme('/swap', theme))
      await expectThemed(page, theme)
      await page.getByTestId('currency-select-from').click()
      const dialog = page.getByRole('dialog', { name: 'Select a token' })
      // No wallet: the default chain's lists, not the local chain's.
      await expect(dialog.getByTestId(/^token-row-/).first()).toBeVisible()
      expect(await severeViolations(page)).toEqual([])
    })

    test('a quoted swap, its details, a wrong recipient and the confirm dialog, with a wallet', async ({
      page,
      wallet,
    }) => {
      await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&theme=${theme}`)
      await expectThemed(page, theme)
      await connectWallet(page, wallet)
      await fromAmount(page).fill('1')
      await quoted(page)
      await expect(page.getByTestId('trade-info')).toBeVisible()
      // The trade details, in their tooltip.
      await page.getByRole('button', { name: 'Trade details' }).hover()
      await expect(page.getByRole('tooltip')).toBeVisible()
      expect(await severeViolations(page)).toEqual([])

      // A recipient that is not an address: the field in its error state.
      await page.getByTestId('add-recipient').click()
      await page.getByTestId('recipient-input').fill('not-an-address')
      await expect(page.getByTestId('recipient-input')).toHaveAttribute('aria-invalid', 'true')
      expect(await severeViolations(page)).toEqual([])
      await page.getByTestId('remove-recipient').click()
      await quoted(page)

      await swapButton(page).click()
      await expect(confirmDialog(page)).toBeVisible()
      await expect(confirmDialog(page).getByRole('button', { name: 'Confirm Swap' })).toBeVisible()
      expect(await severeViolations(page)).toEqual([])
    })

    test('the v2 screens: the pool page without and with a wallet, Find with a found pool, the add form and its review, the remove form', async ({
      page,
      wallet,
    }) => {
      test.setTimeout(60_000)
      await page.goto(withTheme('/pool/v2', theme))
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByText('Connect to a wallet to view your liquidity.')).toBeVisible()
      expect(await severeViolations(page), '/pool/v2 without a wallet').toEqual([])
      await connectWallet(page, wallet)
      const card = page.locator('[data-testid^="v2-position-0x"]').first()
      await expect(card).toBeVisible()
      await card.locator('summary', { hasText: 'Manage' }).click()
      await expect(card.getByRole('link', { name: 'Remove', exact: true })).toBeVisible()
      expect(await severeViolations(page), '/pool/v2').toEqual([])
      await page.goto(withTheme('/pool/v2/find', theme))
      await page.getByTestId('find-currency-1').click()
      // By address, once the search has settled on one row: the list's order moves while balances load, and a
      // click on a moving row can land on another.
      const selector = page.getByRole('dialog', { name: 'Select a token' })
      await selector.getByRole('textbox', { name: 'Search name or paste address' }).fill(DAI)
      await expect(selector.getByTestId(/^token-row-/)).toHaveCount(1)
      await selector.getByTestId(`token-row-${DAI}`).click()
      await expect(page.getByTestId('find-currency-1')).toContainText('DAI')
      await expect(page.getByTestId('find-result')).toHaveAttribute('data-state', 'found')
      expect(await severeViolations(page), '/pool/v2/find').toEqual([])
      await page.goto(withTheme(`/add/v2/ETH/${DAI}`, theme))
      await page.getByTestId('amount-add-v2-a').fill('1')
      await expect(page.getByTestId('add-v2-button')).toBeEnabled()
      expect(await severeViolations(page), '/add/v2').toEqual([])
      await page.getByTestId('add-v2-button').click()
      await expect(page.getByRole('dialog', { name: 'You will receive' })).toBeVisible()
      expect(await severeViolations(page), 'the v2 add review').toEqual([])
      await page.goto(withTheme(`/remove/v2/${DAI}/${tokenAddress('USDC')}`, theme))
      await page.getByTestId('remove-preset-50').click()
      await expect(page.getByTestId('remove-percent')).toHaveText('50%')
      expect(await severeViolations(page), '/remove/v2').toEqual([])
      await page.getByTestId('remove-v2-mode').click()
      await expect(page.getByTestId('amount-remove-v2-liquidity')).toBeVisible()
      expect(await severeViolations(page), '/remove/v2, detailed').toEqual([])
    })

    test('the migrate screens: the list without and with a wallet, a pair with its range, permit and review', async ({
      page,
      wallet,
    }) => {
      test.setTimeout(60_000)
      await page.goto(withTheme('/migrate/v2', theme))
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByText('Connect to a wallet to view your V2 liquidity.')).toBeVisible()
      expect(await severeViolations(page), '/migrate/v2 without a wallet').toEqual([])
      await connectWallet(page, wallet)
      await expect(page.getByTestId('migrate-pairs')).toBeVisible()
      expect(await severeViolations(page), '/migrate/v2').toEqual([])
      await page.getByTestId('migrate-pairs').getByRole('link', { name: 'Migrate' }).first().click()
      await page.getByTestId('full-range').click()
      await page.getByTestId('full-range-confirm').click()
      await expect(page.getByTestId('migrate-refund')).toBeVisible()
      expect(await severeViolations(page), '/migrate/v2/{pair}').toEqual([])
      await page.getByTestId('approve-button').click()
      await page.getByTestId('migrate-button').click()
      await expect(page.getByRole('dialog', { name: 'Migrate Liquidity' })).toBeVisible()
      expect(await severeViolations(page), 'the migrate review').toEqual([])
    })

    test('the v3 positions: the overview without and with a wallet, a position page, the remove form, the add form and its review', async ({
      page,
      wallet,
    }) => {
      test.setTimeout(60_000)
      await page.goto(withTheme('/pool', theme))
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(
        page.getByTestId('positions-card').getByRole('button', { name: 'Connect Wallet' }),
      ).toBeVisible()
      expect(await severeViolations(page), '/pool without a wallet').toEqual([])
      await connectWallet(page, wallet)
      await expect(page.getByTestId('position-25')).toBeVisible()
      expect(await severeViolations(page), '/pool').toEqual([])
      await page.goto(withTheme('/pool/25', theme))
      await expect(page.getByText('Unclaimed fees')).toBeVisible()
      // Settled: the button turns on once the fees and the collect's calldata builder are there.
      await expect(page.getByRole('button', { name: 'Collect fees' })).toBeEnabled()
      expect(await severeViolations(page), '/pool/25').toEqual([])
      await page.goto(withTheme('/remove/25', theme))
      await page.getByRole('button', { name: '50%' }).click()
      await expect(page.getByRole('button', { name: 'Remove' })).toBeEnabled()
      expect(await severeViolations(page), '/remove/25').toEqual([])
      await page.goto(withTheme(`/add/ETH/${DAI}/3000`, theme))
      await page.getByTestId('range-min-input').fill('1800')
      await page.getByTestId('range-max-input').fill('2200')
      await page.getByTestId('amount-add-a').fill('1')
      await expect(page.getByTestId('range-chart').locator('svg')).toBeVisible()
      await expect(page.getByTestId('add-button')).toBeEnabled()
      expect(await severeViolations(page), '/add').toEqual([])
      await page.getByTestId('add-button').click()
      await expect(page.getByTestId('add-review')).toBeVisible()
      expect(await severeViolations(page), 'the add review').toEqual([])
    })
  })
}

// The check itself: every axe walk above passes only because the screens pass, not because the scan misses.
test('the axe check reports a serious violation in the page, in a dialog scope, and in a frame', async ({
  page,
}) => {
  const lowContrast = '<p style="color:#777;background:#888">grey on grey</p>'
  // Served from a real origin, so that the frame (srcdoc, same origin) answers the top document's scan.
  const url = 'http://localhost/axe-check.html'
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<main>${lowContrast}<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><div role="dialog" aria-label="d"><button></button></div><iframe title="f" srcdoc="<html lang=en><body><input type=text></body></html>"></iframe></main>`,
    }),
  )
  await page.goto(url)
  await expect(page.frameLocator('iframe').locator('input')).toBeVisible()
  // The page's grey text, unlabelled image and nameless button, and the frame's unlabelled field: the top
  // document's scan reaches into frames.
  expect(await severeViolations(page)).toEqual(
    expect.arrayContaining([
      'color-contrast: p',
      'image-alt: img',
      'button-name: button',
      'label: iframe input',
    ]),
  )
  expect(await severeViolations(page, { scope: '[role="dialog"]' })).toEqual(['button-name: button'])
})
