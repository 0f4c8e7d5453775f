// The e2e test build: test mode (the local chain included), its outside services baked to the loopback stand-ins of
// support/constants.ts. The e2e global setup builds it unless E2E_SKIP_BUILD=1; `npm test` builds it once as its
// own step (`tsx tests/e2e/support/buildTestApp.ts`), and the e2e and fault steps share it.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BAKED_LOCAL_RPC_URL,
  BAKED_OPTIMISM_RPC_URL,
  BAKED_ROUTING_API_URL,
  BAKED_SUBGRAPH_URL,
  E2E_OUT_DIR,
} from './constants.ts'
import { prepareChainState } from './devchain.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

export function buildTestApp(): void {
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  // Test mode reads the deployment file, which the chain's saved state comes with (built when missing or stale).
  await prepareChainState()
  buildTestApp()
  console.log(`e2e test build in ${E2E_OUT_DIR}/ (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
