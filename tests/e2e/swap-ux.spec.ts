// The swap screen as people see it: a button that cannot be pressed looks it (grey, full opacity, readable),
// in both themes.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { action, openSwap, tokenAddress } from './support/swap.ts'

const DAI = tokenAddress('DAI')

/** '#e8006f' or 'rgb(232, 0, 111)' as [r, g, b]. */
function channels(colour: string): number[] {
  const value = colour.trim()
  if (value.startsWith('#')) return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16))
  return (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)
}

function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0)
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

async function disabledLook(page: Page) {
  const button = action(page).getByRole('button', { name: 'Enter an amount' })
  await expect(button).toBeDisabled()
  return button.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      background: style.backgroundColor,
      color: style.color,
      opacity: style.opacity,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
    }
  })
}

for (const theme of ['light', 'dark'] as const) {
  test(`'Enter an amount' is grey, not the primary colour, at full opacity with readable text (${theme})`, async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&theme=${theme}`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectConnected(page, wallet)
    const look = await disabledLook(page)
    expect(look.opacity).toBe('1')
    expect(channels(look.background)).not.toEqual(channels(look.primary))
    expect(contrast(channels(look.background), channels(look.color))).toBeGreaterThanOrEqual(4.5)
  })
}

test('the tab names the product', async ({ page }) => {
  await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}`)
  await expect(page).toHaveTitle('DEX app')
})
