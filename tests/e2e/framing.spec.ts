// Clickjacking (issue "Trust boundaries", quality guide "Security"): inside a frame of another site the app
// shows only a link that opens it in its own tab, never the swap form; at the top level it works as before.
// The framing pages are served by `page.route` under made-up origins, so nothing leaves the machine. (The Safe
// app's own origin, the one frame parent allowed, is covered by the unit tests of frameVerdict: its page would be
// https and would expect the Safe app's message handshake; so are its host under another scheme or port.)
import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { openSwap, toAmount, tokenAddress } from './support/swap.ts'

const OWN_TAB_HEADING = 'Open this app in its own tab'
const OWN_TAB_LINK = 'Open the app in a new tab'

/** Serves, at `parentUrl`, a page of that origin holding the app in an iframe, and opens it. */
async function openFramed(
  page: Page,
  parentUrl: string,
  appUrl: string,
  iframeAttributes = '',
): Promise<FrameLocator> {
  await page.route(parentUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Another site</title></head><body><h1>Another site</h1><iframe title="Embedded app" src="${appUrl}" width="800" height="600" ${iframeAttributes}></iframe></body></html>`,
    }),
  )
  await page.goto(parentUrl)
  return page.frameLocator('iframe[title="Embedded app"]')
}

async function expectOwnTabScreen(app: FrameLocator, appUrl: string): Promise<void> {
  await expect(app.getByRole('heading', { name: OWN_TAB_HEADING })).toBeVisible()
  const link = app.getByRole('link', { name: OWN_TAB_LINK })
  await expect(link).toHaveAttribute('href', appUrl)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  // The app itself never rendered: no swap form, no wallet button.
  await expect(app.getByTestId('currency-select-from')).toHaveCount(0)
  await expect(app.getByTestId('amount-from')).toHaveCount(0)
  await expect(app.getByTestId('web3-status')).toHaveCount(0)
}

const PARENTS: readonly { name: string; parentUrl: string; iframeAttributes?: string }[] = [
  { name: 'another origin', parentUrl: 'http://framing.test/' },
  {
    name: 'another origin that hides its address (referrerpolicy="no-referrer")',
    parentUrl: 'http://framing.test/hidden.html',
    iframeAttributes: 'referrerpolicy="no-referrer"',
  },
  { name: 'a look-alike of the Safe host', parentUrl: 'http://app.safe.global.framing.test/' },
]

test.describe('inside a frame of another site', () => {
  for (const { name, parentUrl, iframeAttributes } of PARENTS) {
    test(`${name}: only the "own tab" screen, no swap form`, async ({ page, baseURL }) => {
      const appUrl = new URL(`#/swap?inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}`, baseURL).href
      const app = await openFramed(page, parentUrl, appUrl, iframeAttributes)
      await expectOwnTabScreen(app, appUrl)
    })
  }
})

test('at the top level the app works as before', async ({ page, wallet }) => {
  wallet.authorizeSite()
  await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
  await expectConnected(page, wallet)
  await expect(toAmount(page)).not.toHaveValue('')
  await expect(page.getByRole('heading', { name: OWN_TAB_HEADING })).toHaveCount(0)
})
