// Clickjacking (issue "Trust boundaries", quality guide "Security"): inside a frame of another site the app
// shows only a link that opens it in its own tab, never the swap form; at the top level it works as before.
// The framing pages come from a small server of the test's own on another loopback port, reached under
// `*.localhost` names (Chromium resolves them to loopback), so nothing leaves the machine; a page fulfilled by
// `page.route` would count as a public site, whose frames Chromium's local-network checks keep from loading a
// loopback app at all. (The Safe
// app's own origin, the one frame parent allowed, is covered by the unit tests of frameVerdict: its page would be
// https and would expect the Safe app's message handshake; so are its host under another scheme or port.)
import { createServer, type Server } from 'node:http'
import type { FrameLocator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { openSwap, toAmount, tokenAddress } from './support/swap.ts'

const OWN_TAB_HEADING = 'Open this app in its own tab'
const OWN_TAB_LINK = 'Open the app in a new tab'

/** The framing page: another site holding the app in an iframe (the app's URL and the iframe's attributes in the query). */
function framingPage(url: URL): string {
  const appUrl = url.searchParams.get('app') ?? ''
  const referrerPolicy = url.searchParams.get('referrerpolicy')
  const escapeHtml = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  const policy = referrerPolicy ? ` referrerpolicy="${escapeHtml(referrerPolicy)}"` : ''
  return `<!doctype html><html lang="en"><head><title>Another site</title></head><body><h1>Another site</h1><iframe title="Embedded app" src="${escapeHtml(appUrl)}" width="800" height="600"${policy}></iframe></body></html>`
}

let parentServer: Server
let parentPort = 0

test.beforeAll(async () => {
  parentServer = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(framingPage(new URL(request.url ?? '/', 'http://framing.localhost')))
  })
  await new Promise<void>((resolve) => parentServer.listen(0, '127.0.0.1', resolve))
  const address = parentServer.address()
  parentPort = typeof address === 'object' && address ? address.port : 0
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => parentServer.close(() => resolve()))
})

/** Opens, on `host`, a page of that origin holding the app in an iframe. */
async function openFramed(
  page: Page,
  host: string,
  appUrl: string,
  referrerPolicy?: string,
): Promise<FrameLocator> {
  const parent = new URL(`http://${host}:${parentPort}/`)
  parent.searchParams.set('app', appUrl)
  if (referrerPolicy) parent.searchParams.set('referrerpolicy', referrerPolicy)
  // The fixture lets only the app's own hosts through; this loopback page is let through as well.
  await page.route(`http://${host}:${parentPort}/**`, (route) => route.continue())
  await page.goto(parent.href)
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

const PARENTS: readonly { name: string; host: string; referrerPolicy?: string }[] = [
  { name: 'another origin', host: 'framing.localhost' },
  {
    name: 'another origin that hides its address (referrerpolicy="no-referrer")',
    host: 'framing.localhost',
    referrerPolicy: 'no-referrer',
  },
  { name: 'a look-alike of the Safe host', host: 'app.safe.global.localhost' },
]

test.describe('inside a frame of another site', () => {
  for (const { name, host, referrerPolicy } of PARENTS) {
    test(`${name}: only the "own tab" screen, no swap form`, async ({ page, baseURL }) => {
      const appUrl = new URL(`#/swap?inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}`, baseURL).href
      const app = await openFramed(page, host, appUrl, referrerPolicy)
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
