// Once per run: the saved chain state, a test-mode build of the app (with the local chain, its RPC URL
// baked to a placeholder the fixtures route to each worker's anvil) and `vite preview` serving it.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { preview } from 'vite'
import {
  BAKED_LOCAL_RPC_URL,
  BAKED_OPTIMISM_RPC_URL,
  BAKED_ROUTING_API_URL,
  BAKED_SUBGRAPH_URL,
  BASE_URL_ENV,
  E2E_OUT_DIR,
} from './support/constants.ts'
import { findFreePort, prepareChainState } from './support/devchain.ts'

const ROOT = resolve(import.meta.dirname, '../..')

export default async function globalSetup(): Promise<() => Promise<void>> {
  await prepareChainState()

  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(join(ROOT, E2E_OUT_DIR, 'index.html')))
      throw new Error(`E2E_SKIP_BUILD=1 but ${E2E_OUT_DIR}/ has no build: run once without it.`)
  } else {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      VITE_LOCAL_RPC_URL: BAKED_LOCAL_RPC_URL,
      VITE_ROUTING_API_URL: BAKED_ROUTING_API_URL,
      VITE_LOCAL_SUBGRAPH_URL: BAKED_SUBGRAPH_URL,
      VITE_RPC_URL_10: BAKED_OPTIMISM_RPC_URL,
    }
    const build = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        'test',
        '--outDir',
        E2E_OUT_DIR,
        '--emptyOutDir',
      ],
      { cwd: ROOT, env, encoding: 'utf8' },
    )
    if (build.status !== 0) throw new Error(`e2e build failed:\n${build.stdout}\n${build.stderr}`)
  }

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
