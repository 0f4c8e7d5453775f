// Vitest global setup of the `chain` project: one anvil from the saved devchain state on a free port for the
// whole run; each test file resets it to the saved state first (tests/chain/perFile.ts).
import type { TestProject } from 'vitest/node'
import { type Deployment, ensureState, findFreePort, startDevchain } from '../../devchain/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string
    deployment: Deployment
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = await ensureState({ log: (line) => console.log(`[devchain] ${line}`) })
  if (build.rebuilt) console.log(`[devchain] deploy and seed took ${Math.round(build.ms)} ms`)
  const chain = await startDevchain({ port: await findFreePort() })
  project.provide('rpcUrl', chain.rpcUrl)
  project.provide('deployment', chain.deployment)
  return () => chain.stop()
}
