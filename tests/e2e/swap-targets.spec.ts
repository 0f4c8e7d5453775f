// Tap targets and the focus ring on a phone: every small control of the swap screen is at least 40 × 40 px at
// 375 px wide, and the keyboard focus shows a ring.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { fromAmount, openSwap, quoted, tokenAddress } from './support/swap.ts'

const MIN_TARGET_PX = 40
/** Enough presses to cross the header and the From panel. */
const MAX_PRESSES = 30
const DAI = tokenAddress('DAI')

test.use({ viewport: { width: 375, height: 740 } })

async function expectTapTarget(control: Locator): Promise<void> {
  await expect(control).toBeVisible()
  const box = await control.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(MIN_TARGET_PX)
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(MIN_TARGET_PX)
}

async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}

test.describe('swap screen at 375 px', () => {
  test('Max, the switch arrow, the settings gear, the invert-price button and the send link are 40 × 40 px or more', async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    await expectTapTarget(page.getByRole('button', { name: 'Max' }))
    await expectTapTarget(page.getByTestId('switch-currencies'))
    await expectTapTarget(page.getByRole('button', { name: 'Transaction settings' }))
    await expectTapTarget(page.getByRole('button', { name: 'Invert price' }))
    await expectTapTarget(page.getByRole('button', { name: '+ Add a send (optional)' }))
  })

  test('tabbing to the switch arrow shows a focus ring', async ({ page }) => {
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`)
    await fromAmount(page).focus()
    const arrow = page.getByTestId('switch-currencies')
    await tabTo(page, arrow)
    const outline = await arrow.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThan(0)
  })
})
