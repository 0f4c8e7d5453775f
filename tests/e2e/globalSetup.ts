// Once per run: the saved chain state, a test-mode build of the app (with the local chain, its RPC URL
// baked to a host name each worker's browser resolves to that worker's anvil) and `vite preview` serving it.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { preview } from 'vite'
import { buildTestApp } from './support/buildTestApp.ts'
import { BASE_URL_ENV, CHAIN_NET_ENV, E2E_OUT_DIR } from './support/constants.ts'
import { findFreePort, prepareChainState } from './support/devchain.ts'

const ROOT = resolve(import.meta.dirname, '../..')

export default async function globalSetup(): Promise<() => Promise<void>> {
  await prepareChainState()
  // This run's loopback network for the workers' chains (workerChainAddress); the workers inherit it.
  process.env[CHAIN_NET_ENV] ??= String(2 + Math.floor(Math.random() * 250))

  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(join(ROOT, E2E_OUT_DIR, 'index.html')))
      throw new Error(`E2E_SKIP_BUILD=1 but ${E2E_OUT_DIR}/ has no build: run once without it.`)
  } else buildTestApp()

  const port = await findFreePort()
  const server = await preview({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: E2E_OUT_DIR },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  process.env[BASE_URL_ENV] = `http://127.0.0.1:${port}/`

  return async () => {
    await new Promise<void>((done) => server.httpServer.close(() => done()))
  }
}
