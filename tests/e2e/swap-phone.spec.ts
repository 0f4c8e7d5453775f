// The swap screen on a phone (spec 1 §5 "Display"; issue "The swap screen as people use it"): at 375 and 320 px the
// amount keeps at least half of its row, the currency button is capped and ends a long symbol in an ellipsis, Max
// sits on the balance row, and a 10-digit amount with decimals fits its box whole (its font steps down).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { fromAmount, openSwap, toAmount, tokenAddress } from './support/swap.ts'

/** 20 characters: the longest symbol the token-list schema allows, shown unshortened. */
const LONG_SYMBOL = 'ABCDEFGHIJKLMNOPQRST'
const LONG_LIST_URL = 'https://lists.example/long-symbol.tokenlist.json'
/** MKR's contract, on no other list, under the long symbol. */
const LONG_TOKEN = tokenAddress('MKR')
const LONG_AMOUNT = '1234567890.123456'
/** The button may take about 40 % of the row (45 % on a phone); a pixel of rounding is allowed. */
const MAX_BUTTON_SHARE = 0.45

/** `dex:lists` before the app's first load: the devchain list and a list naming LONG_TOKEN with LONG_SYMBOL. */
async function seedLongSymbolList(page: Page, baseURL: string): Promise<void> {
  const devchainList = new URL('devchain.tokenlist.json', baseURL).href
  const empty = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }
  const longList = {
    current: {
      name: 'Long symbols',
      timestamp: '2024-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        { chainId: 31337, address: LONG_TOKEN, symbol: LONG_SYMBOL, name: 'Long Symbol', decimals: 18 },
      ],
    },
    pendingUpdate: null,
    loadingRequestId: null,
    error: null,
  }
  const stored = JSON.stringify({
    version: 1,
    state: {
      byUrl: { [devchainList]: empty, [LONG_LIST_URL]: longList },
      activeListUrls: [devchainList, LONG_LIST_URL],
      lastInitializedDefaultListOfLists: [devchainList],
    },
  })
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-storage-seeded') === null) {
      sessionStorage.setItem('e2e-storage-seeded', '1')
      localStorage.clear()
      localStorage.setItem('dex:lists', value)
    }
  }, stored)
}

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box.width
}

/** The amount of panel `id` is at least half its row and the currency button at most MAX_BUTTON_SHARE of it. */
async function expectAmountKeepsHalf(page: Page, id: 'from' | 'to'): Promise<void> {
  const row = await widthOf(page.getByTestId(`input-row-${id}`))
  expect(await widthOf(page.getByTestId(`amount-${id}`))).toBeGreaterThanOrEqual(row / 2)
  expect(await widthOf(page.getByTestId(`currency-select-${id}`))).toBeLessThanOrEqual(
    row * MAX_BUTTON_SHARE + 1,
  )
}

/** Nothing of the typed number is hidden by its box. */
async function expectWhole(amount: Locator): Promise<void> {
  await expect
    .poll(() => amount.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth))
    .toBeLessThanOrEqual(0)
}

for (const width of [375, 320]) {
  test.describe(`swap screen at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true })

    test('a 20-character symbol and a 10-digit amount: the amount keeps half its row and shows whole, the symbol ends in an ellipsis', async ({
      page,
      wallet,
      baseURL,
    }) => {
      await seedLongSymbolList(page, baseURL ?? '')
      wallet.authorizeSite()
      await openSwap(page, `inputCurrency=ETH&outputCurrency=${LONG_TOKEN}`)
      await expectConnected(page, wallet)
      const button = page.getByTestId('currency-select-to')
      await expect(button).toHaveAccessibleName(`To: ${LONG_SYMBOL}`)
      await expect(button).toHaveAttribute('title', LONG_SYMBOL)
      const symbol = page.getByTestId('currency-select-to-symbol')
      await expect(symbol).toHaveText(LONG_SYMBOL)
      await expect(symbol).toHaveCSS('text-overflow', 'ellipsis')
      // Cut visibly (the ellipsis), not silently: the text is wider than the box that shows it.
      expect(await symbol.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

      await toAmount(page).fill(LONG_AMOUNT)
      await expect(toAmount(page)).toHaveValue(LONG_AMOUNT)
      await expectAmountKeepsHalf(page, 'to')
      await expectWhole(toAmount(page))

      await fromAmount(page).fill(LONG_AMOUNT)
      await expect(fromAmount(page)).toHaveValue(LONG_AMOUNT)
      await expectAmountKeepsHalf(page, 'from')
      await expectWhole(fromAmount(page))
    })

    test('Max sits on the balance row, beside the balance, leaving the amount its row', async ({
      page,
      wallet,
    }) => {
      wallet.authorizeSite()
      await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}`)
      await expectConnected(page, wallet)
      const balance = page.getByTestId('balance-from')
      await expect(balance).toHaveText(/^Balance: [\d.,]+$/)
      const max = page.getByRole('button', { name: 'Max' })
      const [maxBox, balanceBox] = await Promise.all([max.boundingBox(), balance.boundingBox()])
      if (!maxBox || !balanceBox) throw new Error('not rendered')
      // Same row: Max's middle is level with the balance's; and Max is not in the amount's row.
      expect(Math.abs(maxBox.y + maxBox.height / 2 - (balanceBox.y + balanceBox.height / 2))).toBeLessThan(4)
      await expect(page.getByTestId('input-row-from').getByRole('button', { name: 'Max' })).toHaveCount(0)
      // The balance's number is shown whole.
      expect(await balance.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      await expectAmountKeepsHalf(page, 'from')
    })
  })
}
