// The static shell (issue #24): the built index.html paints the header and the swap card before any script runs,
// in both themes, without an inline script; the app then takes over in place, with no layout shift.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

type Box = { x: number; y: number; width: number; height: number }

/** Where the card's parts are, by their visible texts (the static copy has no test ids and no roles). */
async function cardLayout(page: Page): Promise<Record<string, Box | null>> {
  const boxOf = (text: string) => page.getByText(text, { exact: true }).first().boundingBox()
  return {
    title: await page.locator('main h1, main h2').first().boundingBox(),
    from: await boxOf('From'),
    to: await boxOf('To'),
    selectToken: await boxOf('Select a token'),
    connect: await boxOf('Connect Wallet'),
  }
}

/** The page as the browser paints it before any script has arrived: every script request is held back. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\.m?js(\?|$)/, (route) => route.abort('blockedbyclient'))
}

test.describe('before any script runs', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the header and the swap card are painted (${colorScheme} theme)`, async ({ page }) => {
      await withoutScripts(page)
      await page.emulateMedia({ colorScheme })
      await page.goto('/#/swap')
      for (const text of ['Swap', 'Pool', 'Vote', 'From', 'To', 'Select a token', 'Connect Wallet']) {
        await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible()
      }
      // The theme is the system's, from the stylesheet alone: the card is dark on a dark system.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number) as [number, number, number]
      if (colorScheme === 'dark') expect(r + g + b).toBeLessThan(200)
      else expect(r + g + b).toBeGreaterThan(600)
    })
  }

  test('the copy is inert, hidden from assistive technology and free of test ids', async ({ page }) => {
    await withoutScripts(page)
    await page.goto('/#/swap')
    await expect(page.getByText('Connect Wallet', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await expect(page.locator('[data-testid]')).toHaveCount(0)
    for (const child of await page.locator('#root > *').all()) {
      await expect(child).toHaveAttribute('inert', '')
      await expect(child).toHaveAttribute('aria-hidden', 'true')
    }
  })
})

test('index.html carries no inline script and keeps script-src self', async ({ page, request }) => {
  await page.goto('/#/swap')
  const html = await (await request.get(page.url().replace(/#.*$/, ''))).text()
  expect(html).toContain('data-static-shell')
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) expect(tag, tag).toMatch(/\bsrc=/)
  expect(html).not.toMatch(/\son[a-z]+=/i)
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? ''
  expect(policy).toMatch(/script-src 'self'(;|$)/)
})

test('every script the swap page runs before its inputs are usable is named in index.html', async ({
  page,
  request,
}) => {
  // The moment the From amount takes input, in the page's clock, seen in the commit that renders it: a script a
  // later effect asks for is not part of the first load.
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      const input = document.querySelector('[data-testid="amount-from"]')
      if (input && !input.disabled && input.offsetParent !== null) {
        window.__usableAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })`,
  })
  await page.goto('/#/swap')
  await expect(page.getByTestId('amount-from')).toBeEnabled()
  await page.waitForLoadState('networkidle')
  const firstLoad = await page.evaluate(() => {
    const usableAt = (window as unknown as { __usableAt: number }).__usableAt
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && entry.startTime <= usableAt)
      .map((entry) => new URL(entry.name).pathname.replace(/^.*\//, ''))
  })
  const html = await (await request.get(page.url().replace(/#.*$/, ''))).text()
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map(
    ([, file]) => file,
  )
  // Fetched together from the HTML, not as a chain of imports found one after another.
  expect(firstLoad.length).toBeGreaterThan(2)
  expect(firstLoad.filter((file) => !named.includes(file))).toEqual([])
  expect(firstLoad.length).toBeLessThanOrEqual(8)
})

test('the app takes over in place: the same layout, and no layout shift', async ({ browser, page }) => {
  // The painted copy, before scripts…
  const staticContext = await browser.newContext({ viewport: page.viewportSize(), serviceWorkers: 'block' })
  const staticPage = await staticContext.newPage()
  await withoutScripts(staticPage)
  await page.goto('/#/swap')
  const origin = new URL(page.url()).origin
  await staticPage.goto(`${origin}/#/swap`)
  const before = await cardLayout(staticPage)
  await staticContext.close()

  // …and the app, once it runs: every layout shift of the visit is recorded from the start.
  await page.addInitScript(() => {
    type Shift = { value: number; sources: { node?: Node | null }[] }
    const shifts: { value: number; nodes: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 120)
            : String(source.node?.nodeName),
        )
        shifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const after = await cardLayout(page)
  for (const [part, box] of Object.entries(before)) {
    expect(box, part).not.toBeNull()
    const live = after[part]
    expect(live, part).not.toBeNull()
    expect(Math.abs((live?.x ?? 0) - (box?.x ?? 0)), `${part} x`).toBeLessThan(1)
    expect(Math.abs((live?.y ?? 0) - (box?.y ?? 0)), `${part} y`).toBeLessThan(1)
  }
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
  )
  expect(shifts).toEqual([])
})
