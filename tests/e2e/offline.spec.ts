// The built app's service worker: a second load needs no network for the app itself, and the worker never
// answers for chain, list or API requests.
import { expect, test } from './fixtures.ts'

test.use({ serviceWorkers: 'allow' })

test('after one visit the app starts offline: load, go offline, reload, the swap screen is there', async ({
  page,
  context,
}) => {
  await page.goto('/#/swap')
  await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
  // Installed, precached and in control of the page.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  const cached = await page.evaluate(async () => {
    const names = await caches.keys()
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat()
    return requests.map((request) => new URL(request.url).pathname)
  })
  expect(cached.some((path) => path.endsWith('.js'))).toBe(true)
  // Data is never cached: no list file, no JSON at all.
  expect(cached.filter((path) => path.endsWith('.json'))).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeVisible()
  await context.setOffline(false)
})
