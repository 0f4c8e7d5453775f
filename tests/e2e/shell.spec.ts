import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { addPopup, crashApp, expectConnected, userSettings } from './support/app.ts'
import { severeViolations } from './support/axe.ts'
import { fromAmount } from './support/swap.ts'

test.describe('header', () => {
  test('links the logo to the root, shows Swap, Pool, Vote on the local chain and Charts externally', async ({
    page,
  }) => {
    await page.goto('/#/swap')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Swap' })).toHaveClass(/active/)
    await expect(nav.getByRole('link', { name: 'Pool' })).toHaveAttribute('href', '#/pool')
    await expect(nav.getByRole('link', { name: 'Vote' })).toBeVisible()
    await expect(nav.getByRole('link', { name: /Charts/ })).toHaveAttribute(
      'href',
      'https://info.uniswap.org/#/',
    )
    await expect(nav.getByRole('link', { name: /Charts/ })).toContainText('↗')
    await page.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/#\/swap$/)
  })

  // Picking a language, and the languages themselves, are in i18n.spec.ts.
  test('menu: links, the 32 languages, and the theme toggle', async ({ page }) => {
    await page.goto('/#/swap?theme=light')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('region', { name: 'Menu' })
    for (const [name, href] of [
      ['About', 'https://uniswap.org/'],
      ['Docs', 'https://docs.uniswap.org/'],
      ['Code', 'https://github.com/Uniswap/uniswap-interface'],
      ['Discord', 'https://discord.gg/FCfyBSbCU5'],
      ['Analytics', 'https://info.uniswap.org/#/'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await menu.getByRole('button', { name: 'Dark Theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await menu.getByRole('button', { name: 'Language' }).click()
    await expect(menu.getByRole('button')).toHaveCount(33)
    await expect(menu.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
  })

  test('one modal at a time: opening the menu closes the wallet modal', async ({ page }) => {
    await page.goto('/#/swap')
    await page.getByRole('button', { name: 'Connect to a wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeFocused()
  })
})

test.describe('URL parameters', () => {
  test('theme forces light or dark in any case', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/#/swap?theme=DARK')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect((await userSettings(page)).userDarkMode).toBe(true)
    await page.goto('/#/swap?theme=light')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('follows the system theme without a choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/#/swap')
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark')
  })

  test('ape turns expert mode on for this visit only, says so in a banner, and is never stored', async ({
    page,
  }) => {
    await page.goto('/#/swap')
    await expect(page.getByTestId('expert-mode-notice')).toHaveCount(0)
    await page.goto('/#/swap?ape')
    const notice = page.getByTestId('expert-mode-notice')
    await expect(notice).toContainText('A link turned expert mode on for this visit')
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await expect(page.getByRole('switch', { name: 'Toggle Expert Mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await page.keyboard.press('Escape')
    // A new page load (the store is written on pagehide) starts without it: the link's choice was not kept.
    await page.goto('/#/swap')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
    await expect(page.getByTestId('expert-mode-notice')).toHaveCount(0)
    expect((await userSettings(page)).userExpertMode).toBe(false)
  })

  test("the expert mode banner's Turn off ends it, whether a link or the settings turned it on", async ({
    page,
  }) => {
    await page.goto('/#/swap?ape=true')
    const notice = page.getByTestId('expert-mode-notice')
    await notice.getByRole('button', { name: 'Turn off' }).click()
    await expect(notice).toHaveCount(0)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await expect(page.getByRole('switch', { name: 'Toggle Expert Mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  })
})

test('shows the crash screen with the issue link and the chat link', async ({ page, pageProblems }) => {
  await page.goto('/#/swap')
  await crashApp(page, 'e2e crash')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByText('Error: e2e crash', { exact: true })).toBeVisible()
  const issue = page.getByRole('link', { name: /Create an issue on GitHub/ })
  const href = new URL((await issue.getAttribute('href')) ?? '')
  expect(`${href.origin}${href.pathname}`).toBe('https://github.com/Uniswap/uniswap-interface/issues/new')
  expect(href.searchParams.get('title')).toBe('Crash report: `Error: e2e crash`')
  const body = href.searchParams.get('body') ?? ''
  for (const section of ['## URL', '## `application` state', '## Error', '## Stacktrace', '## Device data'])
    expect(body).toContain(section)
  await expect(page.getByRole('link', { name: /Get support on Discord/ })).toHaveAttribute(
    'href',
    'https://discord.gg/FCfyBSbCU5',
  )
  // React reports the thrown render error; it is the point of this test.
  pageProblems.length = 0
})

/** What the page says as console errors from now on. */
function consoleErrors(page: Page): string[] {
  const said: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') said.push(message.text())
  })
  return said
}

test('a background part whose code does not load (the block status, the popups) leaves the page working', async ({
  page,
  pageProblems,
}) => {
  const said = consoleErrors(page)
  await page.route(/\/(BlockStatus|Popups)-[^/]*\.js$/, (route) => route.abort('failed'))
  await page.goto('/#/swap')
  await expect(fromAmount(page)).toBeEnabled()
  await fromAmount(page).fill('1')
  await expect(fromAmount(page)).toHaveValue('1')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page.getByTestId('block-status')).toHaveCount(0)
  // Said in the console, once for each part; nothing uncaught.
  await expect
    .poll(() => said.filter((text) => /could not be shown/.test(text)).sort())
    .toEqual([
      expect.stringMatching(/^Block status could not be shown/),
      expect.stringMatching(/^Popups could not be shown/),
    ])
  expect(pageProblems).toEqual([])
})

test('a wallet runtime that does not load (wagmi, the clients, the query cache) leaves the swap form working', async ({
  page,
  pageProblems,
}) => {
  const said = consoleErrors(page)
  await page.route(/\/walletRuntime-[^/]*\.js$/, (route) => route.abort('failed'))
  await page.goto('/#/swap')
  await expect(fromAmount(page)).toBeEnabled()
  await fromAmount(page).fill('1')
  await expect(fromAmount(page)).toHaveValue('1')
  await expect.poll(() => said.some((text) => text.startsWith('Could not load the wallet'))).toBe(true)
  // Asking for a wallet shows no modal, and no crash screen: the console says why.
  await page.getByRole('button', { name: 'Connect to a wallet' }).click()
  await expect.poll(() => said.some((text) => text.startsWith('The wallet could not be shown'))).toBe(true)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(fromAmount(page)).toHaveValue('1')
  expect(pageProblems).toEqual([])
})

test('warns when no new block arrives within the chain wait', async ({ page, wallet }) => {
  await page.clock.install()
  wallet.authorizeSite()
  await page.goto('/#/swap')
  await expectConnected(page, wallet)
  await expect(page.getByTestId('block-status')).toBeVisible()
  await expect(page.getByTestId('connectivity-warning')).toHaveCount(0)
  // The local chain mines only on transactions: ten minutes pass without a block.
  await page.clock.fastForward('10:30')
  await page.clock.runFor(10_000)
  await expect(page.getByTestId('connectivity-warning')).toHaveText(
    'Localhost may be down right now, or you may have lost your network connection',
  )
  // The block indicator is no longer green.
  await expect(page.getByTestId('block-status').getByRole('img', { name: 'Stale block' })).toBeVisible()
})

test('reads a chain this build has no endpoint for through the connected wallet, with no unavailable notice', async ({
  page,
  wallet,
}) => {
  wallet.authorizeSite()
  await page.goto('/#/swap')
  await expectConnected(page, wallet)
  await expect(page.getByTestId('chain-unavailable')).toHaveCount(0)
  // The test build configures no endpoint for Görli, which has no public one either: on it the app reads
  // through the wallet's own connection (the wallet answers from the worker's anvil).
  const before = wallet.requests.length
  await wallet.reportChain(5)
  await expect
    .poll(() => wallet.requests.slice(before).filter((r) => r.method === 'eth_call').length)
    .toBeGreaterThan(0)
  await expect(page.getByTestId('chain-unavailable')).toHaveCount(0)
  // Back on the local chain, which has the build's own endpoint: read there again, the balance included.
  await wallet.reportChain(31337)
  await expect(page.getByTestId('balance-from')).toHaveText(/^Balance: [\d.,]+$/)
  await expect(page.getByTestId('chain-unavailable')).toHaveCount(0)
})

test.describe('popups', () => {
  test('show, replace by key, close, and dismiss after 25 s', async ({ page }) => {
    await page.clock.install()
    await page.goto('/#/swap')
    await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeVisible()
    // The test hooks (a lazy module) are loaded before the clock stops: their loading must not wait on it.
    await page.waitForFunction(() => '__e2e' in window)
    // The page's clock stands still from here: the 25 s are counted on it alone, however slow the machine is.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    const txn = (summary: string) => ({ txn: { hash: `0x${'ab'.repeat(32)}`, success: true, summary } })
    await addPopup(page, { key: 'a', content: txn('Swap 1 ETH for 3000 DAI') })
    await addPopup(page, { key: 'a', content: txn('Approve DAI') })
    const popups = page.getByTestId('popup')
    await expect(popups).toHaveCount(1)
    await expect(popups).toContainText('Approve DAI')
    await addPopup(page, { key: 'b', content: txn('Wrap 1 ETH') })
    await expect(popups).toHaveCount(2)
    await popups.filter({ hasText: 'Wrap 1 ETH' }).getByRole('button', { name: 'Dismiss' }).click()
    await expect(popups).toHaveCount(1)
    await page.clock.runFor(24_000)
    await expect(popups).toHaveCount(1)
    await page.clock.runFor(2_000)
    await expect(popups).toHaveCount(0)
  })
})

test.describe('layout', () => {
  for (const width of [375, 1280]) {
    test(`lays out at ${width} px with a popup, light and dark`, async ({ page, wallet }, testInfo) => {
      await page.setViewportSize({ width, height: 800 })
      wallet.authorizeSite()
      await page.goto('/#/swap')
      await expectConnected(page, wallet)
      await addPopup(page, {
        content: { txn: { hash: `0x${'cd'.repeat(32)}`, success: true, summary: 'Swap' } },
      })
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: testInfo.outputPath(`shell-${width}-${colorScheme}.png`) })
      }
    })
  }
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the shell has no serious or critical axe violation in the ${theme} theme`, async ({
      page,
      wallet,
    }) => {
      wallet.authorizeSite()
      await page.goto(`/#/swap?theme=${theme}`)
      await expectConnected(page, wallet)
      await page.getByRole('button', { name: 'Menu' }).click()
      // All of axe's rules, not only WCAG's.
      expect(await severeViolations(page, { tags: null })).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByTestId('web3-status').click()
      // The wallet modal's code loads on its first opening.
      await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
      expect(await severeViolations(page, { scope: 'dialog', tags: null })).toEqual([])
    })
  }
})
