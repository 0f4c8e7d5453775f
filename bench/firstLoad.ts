import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/constants.ts'
import type { BenchResult } from './benchResult.ts'
import { routeToChain, startTestApp } from './testApp.ts'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The largest scripts of the first load, on stderr (stdout carries the results). */
function reportScripts(
  scripts: readonly { path: string; gzipBytes: number }[],
  title: string,
  shown = 12,
): void {
  const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)
  const lines = sorted.slice(0, shown).map((s) => `  ${kb(s.gzipBytes).padStart(6)} KB  ${s.path}`)
  const rest = sorted.slice(shown)
  if (rest.length > 0)
    lines.push(`  ${kb(rest.reduce((sum, s) => sum + s.gzipBytes, 0)).padStart(6)} KB  ${rest.length} more`)
  console.error(`${title}, gzip, ${scripts.length} scripts:\n${lines.join('\n')}`)
}

/** Mainnet's DAI: the production build reads mainnet without a wallet. */
const MAINNET_DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

/**
 * Other routes held to quality.md's 350 KB (shell + route, SDK and chart chunks included), and what shows them
 * loaded; a position's page (/pool/25) is measured apart, on the devchain.
 */
const OTHER_ROUTES = [
  // The overview's card, its connect prompt on screen.
  { name: 'pool', path: '/pool', ready: '[data-testid="positions-card"] button' },
  // The range inputs take a price once the position engine (the SDK) is there: shell, route, SDK and chart
  // all count. (Its amount input is usable before the SDK arrives; that would leave the SDK out.)
  { name: 'add', path: `/add/ETH/${MAINNET_DAI}/3000`, ready: '[data-testid="range-min-input"]' },
  // The v2 pages: the pool page's connect prompt, and the v2 add form's first amount.
  { name: 'pool-v2', path: '/pool/v2', ready: '[data-testid="v2-positions"] button' },
  { name: 'add-v2', path: `/add/v2/ETH/${MAINNET_DAI}`, ready: '[data-testid="amount-add-v2-a"]' },
  // The migrate list's connect prompt, and the staking pools' list (mainnet's four, from the chain table).
  { name: 'migrate', path: '/migrate/v2', ready: '[data-testid="migrate-list"] button' },
  { name: 'uni', path: '/uni', ready: '[data-testid="mining-pools"]' },
  // The governance page's Create Proposal link is there once the route has rendered (the logs need the node).
  { name: 'vote', path: '/vote', ready: '[data-testid="create-proposal-link"]' },
] as const

type Script = { path: string; gzipBytes: number; beforeUsable: boolean }

/**
 * Marks, in the page, the moment the element `selector` names is on screen and enabled (`window.__usableAt`, in
 * the page's clock). A mutation observer sees it in the commit that renders it, before the effects of that commit
 * run: a script an effect asks for after the first render is not counted as part of the first load, whichever
 * side of a polling interval it falls on.
 */
// A string, not a function: tsx names the inner functions with a helper the page does not have.
const markUsable = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)}
  const observer = new MutationObserver(() => {
    if (window.__usableAt !== undefined) return
    const element = document.querySelector(selector)
    if (element !== null && !element.disabled && element.offsetParent !== null) {
      window.__usableAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
})()`

/**
 * Every script a fresh page of `path` loads until the network is idle, each marked by whether the browser asked
 * for it before `ready` was usable (quality.md: the first load), from the page's own resource timings.
 */
async function loadScripts(
  browser: Browser,
  url: string,
  path: string,
  ready: string,
  routeRequests?: (page: Page) => Promise<void>,
): Promise<Script[]> {
  const page = await browser.newPage()
  const origin = new URL(url).origin
  try {
    if (routeRequests) await routeRequests(page)
    else
      await page.route('**/*', (request) =>
        request.request().url().startsWith(origin) ? request.continue() : request.abort('blockedbyclient'),
      )
    await page.addInitScript({ content: markUsable(ready) })
    const bodies: Promise<{ url: string; gzipBytes: number } | null>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      )
    })
    await page.goto(`${url}#${path}`, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined)
    await page.waitForLoadState('networkidle')
    const { usableAt, started } = await page.evaluate(() => ({
      usableAt: (window as unknown as { __usableAt: number }).__usableAt,
      started: Object.fromEntries(
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      ),
    }))
    const scripts: Script[] = []
    for (const body of await Promise.all(bodies)) {
      if (body === null || scripts.some((script) => script.path === body.url.slice(origin.length))) continue
      scripts.push({
        path: body.url.slice(origin.length),
        gzipBytes: body.gzipBytes,
        beforeUsable: (started[body.url] ?? 0) <= usableAt,
      })
    }
    return scripts
  } finally {
    await page.close()
  }
}

/** A position's page: the devchain's in-range ETH/DAI position, which mainnet does not have. */
const POSITION_PATH = '/pool/25'
const POSITION_OUT_DIR = '.bench/first-load-test-dist'

/**
 * /#/pool/25's first load, until its price range (computed with the v3 SDK) is on screen: a position is read from
 * a chain, so it is measured against the devchain on the development mode's build (the production build's code
 * plus the local chain's few entries, without the e2e test hooks), without a wallet, the way a shared link opens.
 */
async function positionFirstLoad(): Promise<Script[]> {
  const app = await startTestApp(POSITION_OUT_DIR, { mode: 'development' })
  try {
    const scripts = await loadScripts(
      app.browser,
      app.baseUrl,
      POSITION_PATH,
      '[data-testid="price-range"]',
      (page) => routeToChain(page, app),
    )
    return scripts.filter((script) => script.beforeUsable)
  } finally {
    for (const step of app.cleanup.reverse()) await step()
  }
}

const sum = (list: readonly Script[]) =>
  Math.round(list.reduce((total, s) => total + s.gzipBytes, 0) / 102.4) / 10

// Sum of the gzip sizes of every script /#/swap loads before its inputs are usable, on the production
// build (mode production: no local chain), with no wallet and no network beyond localhost; and, apart, of every
// script loaded by the time the network is idle (without a wallet the app reads the default chain, whose
// clients, ENS and list code load right after the first render).
export async function benchFirstLoad(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get update && apt-get install -y chromium\`.`,
    )
  const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist', '--emptyOutDir'], { stdio: 'pipe' })
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr.toString().slice(-500)}`)
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir: 'dist' } })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report a URL')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    // The moment the swap form takes input: the From amount field is on screen and enabled.
    const scripts = await loadScripts(browser, url, '/swap', '[data-testid="amount-from"]')
    const firstLoad = scripts.filter((script) => script.beforeUsable)
    reportScripts(firstLoad, 'first load of /#/swap (before its inputs are usable)', 80)
    reportScripts(
      scripts.filter((script) => !script.beforeUsable),
      'loaded after the inputs are usable, before the network is idle (the reads without a wallet, lists)',
    )
    const routes: BenchResult[] = []
    for (const route of OTHER_ROUTES) {
      const routeFirstLoad = (await loadScripts(browser, url, route.path, route.ready)).filter(
        (script) => script.beforeUsable,
      )
      reportScripts(routeFirstLoad, `first load of /#${route.path} (before it is usable)`, 40)
      routes.push({
        name: `first-load-js-${route.name}-gzip`,
        value: sum(routeFirstLoad),
        unit: 'KB',
        budget: 350,
      })
    }
    const position = await positionFirstLoad()
    reportScripts(position, `first load of /#${POSITION_PATH} (before it is usable)`, 40)
    routes.push({ name: 'first-load-js-position-gzip', value: sum(position), unit: 'KB', budget: 350 })
    return [
      // First-load JavaScript of /#/swap, scripts loaded before its inputs are usable: ≤ 145 KB gzip (issue #24,
      // tighter than quality.md's 190 KB).
      { name: 'first-load-js-swap-gzip', value: sum(firstLoad), unit: 'KB', budget: 145 },
      // Issue #24: every one of them named in index.html and fetched in parallel, at most 8 files.
      { name: 'first-load-files-swap', value: firstLoad.length, unit: 'files', budget: 8 },
      // Everything the page has loaded once the network is idle, held to the budget of any route's first load.
      { name: 'idle-js-swap-gzip', value: sum(scripts), unit: 'KB', budget: 350 },
      ...routes,
    ]
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}
