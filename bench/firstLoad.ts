import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/constants.ts'
import type { BenchResult } from './run.ts'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The largest scripts of the first load, on stderr (stdout carries the results). */
function reportScripts(scripts: readonly { path: string; gzipBytes: number }[], shown = 12): void {
  const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)
  const lines = sorted.slice(0, shown).map((s) => `  ${kb(s.gzipBytes).padStart(6)} KB  ${s.path}`)
  const rest = sorted.slice(shown)
  if (rest.length > 0)
    lines.push(`  ${kb(rest.reduce((sum, s) => sum + s.gzipBytes, 0)).padStart(6)} KB  ${rest.length} more`)
  console.error(`first load of /#/swap, gzip, ${scripts.length} scripts:\n${lines.join('\n')}`)
}

// Sum of the gzip sizes of every script /#/swap loads before its inputs are usable, on the production
// build (mode production: no local chain), with no wallet and no network beyond localhost.
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
    const scripts: { path: string; gzipBytes: number }[] = []
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
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
    await page.goto(`${url}#/swap`, { waitUntil: 'networkidle' })
    await page.locator('main').first().waitFor({ state: 'visible' })
    await Promise.all(pending)
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
    reportScripts(scripts)
    return [{ name: 'first-load-js-swap-gzip', value: Math.round(gzipBytes / 1024), unit: 'KB', budget: 250 }]
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}
