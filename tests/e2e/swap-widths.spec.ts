// The swap screen with a quote, at a phone width and a desktop width, in both themes: nothing overflows the
// viewport sideways, the card fits, and a screenshot of each is kept (test-results/screens/) for the review.
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { openSwap, quoted, tokenAddress } from './support/swap.ts'

const DAI = tokenAddress('DAI')
const WIDTHS = [320, 375, 1280] as const
const THEMES = ['light', 'dark'] as const

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 800 } })

      test('the quoted swap card fits the width without sideways scrolling', async ({ page, wallet }) => {
        wallet.authorizeSite()
        await openSwap(page, `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1.5&theme=${theme}`)
        await expectConnected(page, wallet)
        await quoted(page)
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          card: (() => {
            const card = document.querySelector('[data-testid="swap-card"]')
            const box = card?.getBoundingClientRect()
            return box ? { left: box.left, right: box.right } : null
          })(),
        }))
        expect(overflow.page).toBeLessThanOrEqual(0)
        expect(overflow.card?.left ?? 0).toBeGreaterThanOrEqual(0)
        expect(overflow.card?.right ?? 0).toBeLessThanOrEqual(width)
        // The forced theme is what the page paints, whatever the system says.
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number)
        const brightness = channels.reduce((sum, channel) => sum + channel, 0) / 3
        if (theme === 'dark') expect(brightness).toBeLessThan(96)
        else expect(brightness).toBeGreaterThan(160)
        await page.screenshot({ path: `test-results/screens/swap-${width}-${theme}.png`, fullPage: true })
      })
    })
  }
}
