import { performance } from 'node:perf_hooks'
import { ensureState, findFreePort, startDevchain } from '../devchain/index.ts'
import type { BenchResult } from './benchResult.ts'

// Deploy and seed from scratch (solc output may be cached; the chain work is not), then a start from the
// saved state, timed until the node answers JSON-RPC.
export async function benchDevchain(): Promise<BenchResult[]> {
  const build = await ensureState({ force: true })
  const port = await findFreePort()
  const started = performance.now()
  const chain = await startDevchain({ port })
  const startMs = performance.now() - started
  await chain.stop()
  return [
    { name: 'devchain-deploy-and-seed', value: Math.round(build.ms), unit: 'ms', budget: 60_000 },
    { name: 'devchain-start-from-saved-state', value: Math.round(startMs), unit: 'ms', budget: 5_000 },
  ]
}
