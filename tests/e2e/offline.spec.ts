// The built app's service worker: a second load needs no network for the app itself, and the worker never
// answers for chain, list or API requests. And the app offline from its node: it says so and recovers.
import type { Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectConnected } from './support/app.ts'
import { BAKED_LOCAL_RPC_URL } from './support/constants.ts'
import { action, openSwap, quoted, swapButton, toAmount, tokenAddress } from './support/swap.ts'

test.use({ serviceWorkers: 'allow' })

test('after one visit the app starts offline: load, go offline, reload, the swap screen is there', async ({
  page,
  context,
}) => {
  await page.goto('/#/swap')
  await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
  // Installed and in control of the page.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  const cachedFiles = () =>
    page.evaluate(async () => {
      const names = await caches.keys()
      const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat()
      return requests.map((request) => new URL(request.url).pathname.split('/').pop() ?? '')
    })
  // What the page loaded, its lazily loaded parts too (the wallet runtime loads after the first paint), once the
  // page has told the worker; no other screen's code.
  await expect
    .poll(cachedFiles, { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(/^walletRuntime-.*\.js$/))
  const cached = await cachedFiles()
  expect(cached).toContainEqual(expect.stringMatching(/^initial-app-.*\.js$/))
  expect(cached.filter((file) => /^VoteScreen-/.test(file))).toEqual([])
  // Data is never cached: no list file, no JSON at all.
  expect(cached.filter((file) => file.endsWith('.json'))).toEqual([])
  // A screen opened while the worker is in control is kept the first time.
  await page.goto('/#/vote')
  await expect(page.getByTestId('create-proposal-link')).toBeVisible()
  await expect.poll(cachedFiles).toContainEqual(expect.stringMatching(/^VoteScreen-.*\.js$/))
  await page.goto('/#/swap')
  await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeVisible()
  await context.setOffline(false)
})

test.describe('an unreachable node', () => {
  // The chain requests must reach the page's routes, not a service worker.
  test.use({ serviceWorkers: 'block' })

  test('marks the quote stale, holds the swap and turns the block indicator red; all back when the node answers', async ({
    page,
    wallet,
  }) => {
    wallet.authorizeSite()
    await openSwap(page, `inputCurrency=ETH&outputCurrency=${tokenAddress('DAI')}&exactAmount=1`)
    await expectConnected(page, wallet)
    await quoted(page)
    const quote = await toAmount(page).inputValue()
    const indicator = page.getByTestId('block-status')
    const stale = page.getByTestId('quote-stale')
    await expect(indicator).toHaveAttribute('data-health', 'live')
    await expect(stale).toHaveCount(0)

    // The node stops answering the app (the test wallet talks to the chain on its own).
    const down = (route: Route) => route.abort('connectionrefused')
    await page.route(`${BAKED_LOCAL_RPC_URL}**`, down)
    await expect(indicator.getByRole('img', { name: 'Node unreachable' })).toBeVisible()
    await expect(indicator).not.toHaveAttribute('data-health', 'live')
    await expect(stale).toHaveText('Quote may be out of date')
    await expect(toAmount(page)).toHaveValue(quote)
    await expect(action(page).getByRole('button', { name: 'Network unreachable' })).toBeDisabled()
    await expect(swapButton(page)).toHaveCount(0)
    // The other router's trade is not offered in its place.
    await expect(page.getByTestId('version-hint-better')).toHaveCount(0)

    // The node answers again: no reload, no new block needed.
    await page.unroute(`${BAKED_LOCAL_RPC_URL}**`, down)
    await expect(indicator).toHaveAttribute('data-health', 'live')
    await expect(indicator.getByRole('img')).toHaveCount(0)
    await expect(stale).toHaveCount(0)
    await expect(swapButton(page)).toBeEnabled()
    await expect(toAmount(page)).toHaveValue(quote)
  })
})
