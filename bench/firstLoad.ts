import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/constants.ts'
import type { BenchResult } from './benchResult.ts'

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

/** Other routes held to quality.md's 350 KB (shell + route, SDK and chart chunks included), and what shows them loaded. */
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

/**
 * The gzip KB of every script a fresh page of `route` asks for before it is usable (quality.md: the same method
 * as the swap page's), the route's chunk, the SDK and the chart included.
 */
async function routeLoad(
  browser: Browser,
  url: string,
  route: (typeof OTHER_ROUTES)[number],
): Promise<number> {
  const page = await browser.newPage()
  const origin = new URL(url).origin
  try {
    await page.route('**/*', (request) =>
      request.request().url().startsWith(origin) ? request.continue() : request.abort('blockedbyclient'),
    )
    let usable = false
    const beforeUsable = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !usable) beforeUsable.add(request.url())
    })
    const scripts: { path: string; gzipBytes: number }[] = []
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      if (!beforeUsable.has(response.url())) return
      const path = response.url().slice(origin.length)
      pending.push(
        response.body().then(
          (body) => {
            scripts.push({ path, gzipBytes: gzipSync(body).length })
          },
          () => undefined,
        ),
      )
    })
    await page.goto(`${url}#${route.path}`, { waitUntil: 'commit' })
    await page.waitForFunction(
      (selector) => {
        const element = document.querySelector<HTMLElement>(selector)
        return element !== null && element.offsetParent !== null && !(element as HTMLInputElement).disabled
      },
      route.ready,
      { polling: 'raf' },
    )
    usable = true
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    reportScripts(scripts, `first load of /#${route.path} (before it is usable)`, 40)
    return Math.round(scripts.reduce((total, s) => total + s.gzipBytes, 0) / 102.4) / 10
  } finally {
    await page.close()
  }
}

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
    const page = await browser.newPage()
    const origin = new URL(url).origin
    await page.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
    )
    type Script = { path: string; gzipBytes: number; beforeUsable: boolean }
    const scripts: Script[] = []
    const pending: Promise<void>[] = []
    // The moment the swap form takes input: the From amount field is on screen and enabled.
    let usable = false
    const requestedBeforeUsable = new Map<string, boolean>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !requestedBeforeUsable.has(request.url()))
        requestedBeforeUsable.set(request.url(), !usable)
    })
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const path = response.url().slice(origin.length)
      const beforeUsable = requestedBeforeUsable.get(response.url()) ?? true
      pending.push(
        response.body().then(
          (body) => {
            scripts.push({ path, gzipBytes: gzipSync(body).length, beforeUsable })
          },
          () => undefined,
        ),
      )
    })
    await page.goto(`${url}#/swap`, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="amount-from"]')
        return input !== null && !input.disabled && input.offsetParent !== null
      },
      undefined,
      { polling: 'raf' },
    )
    usable = true
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const firstLoad = scripts.filter((script) => script.beforeUsable)
    const sum = (list: readonly Script[]) =>
      Math.round(list.reduce((total, s) => total + s.gzipBytes, 0) / 102.4) / 10
    reportScripts(firstLoad, 'first load of /#/swap (before its inputs are usable)', 80)
    reportScripts(
      scripts.filter((script) => !script.beforeUsable),
      'loaded after the inputs are usable, before the network is idle (the reads without a wallet, lists)',
    )
    const routes: BenchResult[] = []
    for (const route of OTHER_ROUTES) {
      const bytes = await routeLoad(browser, url, route)
      routes.push({ name: `first-load-js-${route.name}-gzip`, value: bytes, unit: 'KB', budget: 350 })
    }
    return [
      // quality.md: first-load JavaScript of /#/swap ≤ 190 KB gzip, scripts loaded before its inputs are usable.
      { name: 'first-load-js-swap-gzip', value: sum(firstLoad), unit: 'KB', budget: 190 },
      // Everything the page has loaded once the network is idle, held to the budget of any route's first load.
      { name: 'idle-js-swap-gzip', value: sum(scripts), unit: 'KB', budget: 350 },
      ...routes,
    ]
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}
