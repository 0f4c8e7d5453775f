// The app in other languages (issue #23, spec 1 §1): translated screens with lang and dir set, right-to-left
// layout mirrored, the language picked in the menu kept across reloads while `lng` wins for a visit, the
// language banner, and typed amounts with either decimal mark. Expected texts come from the catalogues.
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { addPopup } from './support/app.ts'
import { severeViolations } from './support/axe.ts'
import { translated } from './support/catalogues.ts'
import { fromAmount, openSwap, toAmount, tokenAddress } from './support/swap.ts'

/** Texts each screen shows without a wallet, in English (the catalogues give each locale's translation). */
const SCREENS = [
  { path: '/swap', texts: ['Connect Wallet', 'Select a token'] },
  { path: '/pool', texts: ['Your V3 liquidity positions will appear here.'] },
  { path: '/vote', texts: ['Uniswap Governance', 'Proposals'] },
] as const

async function expectLanguage(page: Page, locale: string, dir: 'ltr' | 'rtl'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', dir)
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' })
}

/**
 * The right-to-left screen as painted, against its baseline beside this spec (i18n.spec.ts-snapshots/): a
 * mirroring broken anywhere (an arrow, a margin, a popup) changes pixels the position checks do not look at.
 * After a deliberate change of the layout, `npx playwright test i18n --update-snapshots` writes new baselines;
 * look at them before committing. The block status follows the chain: masked.
 */
async function expectRtlScreenshot(page: Page, name: string): Promise<void> {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: [page.getByTestId('block-status')],
    animations: 'disabled',
    // A pixel counts as changed past the default colour threshold (anti-aliasing stays under it); an arrow
    // drawn the wrong way round changes more than this many.
    maxDiffPixels: 100,
  })
}

for (const [locale, dir] of [
  ['de-DE', 'ltr'],
  ['zh-CN', 'ltr'],
  ['ar-SA', 'rtl'],
] as const) {
  test(`${locale}: swap, pool and vote in ${locale}, with lang and dir set`, async ({ page }, testInfo) => {
    for (const { path, texts } of SCREENS) {
      await page.goto(`/#${path}?lng=${locale}`)
      await expectLanguage(page, locale, dir)
      for (const text of texts) {
        const translation = translated(locale, text)
        expect(translation, `${locale} translates ${text}`).not.toBe(text)
        await expect(page.getByText(translation, { exact: true }).first(), `${path}: ${text}`).toBeVisible()
        await expect(page.getByText(text, { exact: true })).toHaveCount(0)
      }
      // The header's navigation is translated too.
      const nav = page.getByRole('navigation', { name: translated(locale, 'Main') })
      await expect(nav.getByRole('link', { name: translated(locale, 'Pool'), exact: true })).toBeVisible()
      await attachScreenshot(page, testInfo, `${locale}${path.replace('/', '-')}`)
    }
  })
}

test.describe('right to left (ar-SA)', () => {
  /** The horizontal centre of an element. */
  async function centreX(page: Page, testId: string): Promise<number> {
    const box = await page.getByTestId(testId).boundingBox()
    if (!box) throw new Error(`${testId} is not laid out`)
    return box.x + box.width / 2
  }

  test('the swap card, the header and a modal mirror; the range chart does not', async ({ page }) => {
    // The same screen left to right first: the amount sits before the token button, the logo left of the menu.
    await page.goto('/#/swap?lng=en-US')
    await expectLanguage(page, 'en-US', 'ltr')
    const ltr = {
      amount: await centreX(page, 'amount-from'),
      token: await centreX(page, 'currency-select-from'),
    }
    expect(ltr.amount).toBeLessThan(ltr.token)

    await page.goto('/#/swap?lng=ar-SA')
    await expectLanguage(page, 'ar-SA', 'rtl')
    const rtl = {
      amount: await centreX(page, 'amount-from'),
      token: await centreX(page, 'currency-select-from'),
    }
    expect(rtl.amount).toBeGreaterThan(rtl.token)
    const width = page.viewportSize()?.width ?? 0
    // Mirrored about the page's centre, to the pixel or so.
    expect(Math.abs(rtl.amount - (width - ltr.amount))).toBeLessThan(4)
    const logo = await page.getByRole('link', { name: translated('ar-SA', 'Home') }).boundingBox()
    const menu = await page.getByRole('button', { name: translated('ar-SA', 'Menu') }).boundingBox()
    expect(logo && menu && logo.x > menu.x).toBe(true)
    await expectRtlScreenshot(page, 'swap-ar-SA')

    // The token selector: its title starts on the right, the close button sits on the left.
    await page.getByTestId('currency-select-to').click()
    const dialog = page.getByRole('dialog', { name: translated('ar-SA', 'Select a token') })
    await expect(dialog).toBeVisible()
    const title = await dialog.getByRole('heading').first().boundingBox()
    const close = await dialog
      .getByRole('button', { name: translated('ar-SA', 'Close') })
      .first()
      .boundingBox()
    expect(title && close && close.x < title.x).toBe(true)
    // The back arrows and route arrows are drawn mirrored.
    await expectRtlScreenshot(page, 'token-selector-ar-SA')
    expect(await severeViolations(page), 'axe in the token selector').toEqual([])
  })

  test('a popup opens at the left edge, where the right edge is in English', async ({ page }) => {
    const popupBox = async () => {
      await addPopup(page, {
        content: { txn: { hash: `0x${'ab'.repeat(32)}`, success: true, summary: 'Wrap 1 ETH' } },
      })
      const box = await page.getByTestId('popup').first().boundingBox()
      if (!box) throw new Error('the popup is not laid out')
      return box
    }
    const width = page.viewportSize()?.width ?? 0
    await page.goto('/#/swap?lng=en-US')
    const ltr = await popupBox()
    await page.goto('/#/swap?lng=ar-SA')
    // A new page, so that the English popup is gone and the screenshot holds the Arabic one alone.
    await page.reload()
    await expectLanguage(page, 'ar-SA', 'rtl')
    const rtl = await popupBox()
    // Mirrored: as far from the left edge as it was from the right one.
    expect(Math.abs(rtl.x - (width - (ltr.x + ltr.width)))).toBeLessThan(2)
    expect(rtl.x).toBeLessThan(width / 2)
    await expectRtlScreenshot(page, 'popup-ar-SA')
  })

  test('axe passes in ar-SA on swap, pool and vote', async ({ page }) => {
    for (const { path } of SCREENS) {
      await page.goto(`/#${path}?lng=ar-SA`)
      await expectLanguage(page, 'ar-SA', 'rtl')
      await expect(page.getByRole('navigation').first()).toBeVisible()
      expect(await severeViolations(page), path).toEqual([])
    }
  })
})

test('the language picked in the menu survives a reload; lng wins over it for that visit', async ({
  page,
}) => {
  await page.goto('/#/swap')
  await expectLanguage(page, 'en-US', 'ltr')
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('region', { name: 'Menu' })
  await menu.getByRole('button', { name: 'Language' }).click()
  await menu.getByRole('button', { name: '日本語' }).click()
  await expectLanguage(page, 'ja-JP', 'ltr')
  await page.keyboard.press('Escape')
  await page.reload()
  await expectLanguage(page, 'ja-JP', 'ltr')
  await expect(page.getByText(translated('ja-JP', 'Connect Wallet'), { exact: true }).first()).toBeVisible()

  // A link with lng switches for this visit, and moving on without it keeps that language…
  await page.goto('/#/swap?lng=he-IL')
  await expectLanguage(page, 'he-IL', 'rtl')
  await page
    .getByRole('navigation')
    .getByRole('link', { name: translated('he-IL', 'Pool'), exact: true })
    .click()
  await expect(page).toHaveURL(/#\/pool$/)
  await expectLanguage(page, 'he-IL', 'rtl')
  // …while the stored choice is untouched: a new visit without lng is in Japanese again.
  await page.reload()
  await expectLanguage(page, 'ja-JP', 'ltr')
})

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('starts in German; in another language the banner offers German and its link switches to it', async ({
    page,
  }) => {
    await page.goto('/#/swap')
    await expectLanguage(page, 'de-DE', 'ltr')
    await expect(page.getByRole('link', { name: /Deutsch/ })).toHaveCount(0)

    await page.goto('/#/swap?lng=en-US')
    await expectLanguage(page, 'en-US', 'ltr')
    const banner = page.getByRole('link', { name: 'Uniswap available in: Deutsch' })
    await expect(banner).toHaveAttribute('href', '#/swap?lng=de-DE')
    await banner.click()
    await expectLanguage(page, 'de-DE', 'ltr')
    await expect(page.getByText(translated('de-DE', 'Connect Wallet'), { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Uniswap available in/ })).toHaveCount(0)
  })

  test("a quote's price, limits and percentages are written the German way; the inputs stay plain", async ({
    page,
  }) => {
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}`)
    await expectLanguage(page, 'de-DE', 'ltr')
    await fromAmount(page).fill('1')
    await expect(toAmount(page)).not.toHaveValue('')
    // The quote in the input: a plain number the field parses back.
    await expect(toAmount(page)).toHaveValue(/^\d+(\.\d+)?$/)
    // 1 DAI buys a fraction of an ETH: '0,000…', a comma as decimal mark; the other way, grouped by points.
    const price = page.getByTestId('trade-price')
    await page.getByRole('button', { name: translated('de-DE', 'Invert price') }).click()
    await expect(price).toHaveText(/^1 DAI = 0,\d+ ETH$/)
    await page.getByRole('button', { name: translated('de-DE', 'Invert price') }).click()
    await expect(price).toHaveText(/^1 ETH = \d{1,3}(\.\d{3})*(,\d+)? DAI$/)
    await expect(page.getByTestId('trade-slippage-tolerance')).toHaveText('0,50\u00a0%')
    await expect(page.getByTestId('trade-slippage-limit')).toHaveText(/^[\d.]+,\d+ DAI$/)
  })

  test('a typed amount takes a comma or a point as its decimal mark', async ({ page }) => {
    await page.goto('/#/swap')
    await expectLanguage(page, 'de-DE', 'ltr')
    const amount = page.getByTestId('amount-from')
    await amount.fill('1,5')
    await expect(amount).toHaveValue('1.5')
    await amount.fill('2.25')
    await expect(amount).toHaveValue('2.25')
  })
})
