import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { preview } from 'vite'
import { ensureState, findFreePort, type RunningDevchain, startDevchain } from '../devchain/index.ts'
import {
  BAKED_LOCAL_RPC_URL,
  BAKED_ROUTING_API_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '../tests/e2e/support/constants.ts'

const ROOT = resolve(import.meta.dirname, '..')
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a page request stays on this machine (the benches abort every other one, like the e2e tests). */
export function isLocal(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname)
  } catch {
    return false
  }
}

export type TestApp = {
  chain: RunningDevchain
  /** The app's address, served by `vite preview` of the test build. */
  baseUrl: string
  browser: Browser
  /** Closes the browser, the server and the chain, in that order; runs the caller's own steps first. */
  cleanup: (() => Promise<void>)[]
}

/**
 * A benchmark's own app: the test-mode build (the local chain in it, its RPC URL baked to a placeholder the bench
 * routes to its anvil, a quote API that refuses connections), a fresh devchain from the saved state, the build
 * served by `vite preview`, and Debian's Chromium. Run the returned cleanup steps in reverse when done.
 */
export async function startTestApp(outDir: string): Promise<TestApp> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get update && apt-get install -y chromium\`.`,
    )
  await ensureState()
  const build = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'test',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        VITE_LOCAL_RPC_URL: BAKED_LOCAL_RPC_URL,
        VITE_ROUTING_API_URL: BAKED_ROUTING_API_URL,
      },
      encoding: 'utf8',
    },
  )
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr.slice(-500)}`)

  const cleanup: (() => Promise<void>)[] = []
  try {
    const chain = await startDevchain({ port: await findFreePort(), host: '127.0.0.1' })
    cleanup.push(chain.stop)
    const port = await findFreePort()
    const server = await preview({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    })
    cleanup.push(() => new Promise<void>((done) => server.httpServer.close(() => done())))
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    cleanup.push(() => browser.close())
    return { chain, baseUrl: `http://127.0.0.1:${port}/`, browser, cleanup }
  } catch (error) {
    for (const step of cleanup.reverse()) await step().catch(() => undefined)
    throw error
  }
}
