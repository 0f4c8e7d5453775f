import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/constants.ts'
import type { BenchResult } from './run.ts'

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
    let gzipBytes = 0
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response.body().then(
          (body) => {
            gzipBytes += gzipSync(body).length
          },
          () => undefined,
        ),
      )
    })
    await page.goto(`${url}#/swap`, { waitUntil: 'networkidle' })
    await page.locator('main').first().waitFor({ state: 'visible' })
    await Promise.all(pending)
    return [{ name: 'first-load-js-swap-gzip', value: Math.round(gzipBytes / 1024), unit: 'KB', budget: 250 }]
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}
