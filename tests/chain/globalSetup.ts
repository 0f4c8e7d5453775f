// Vitest global setup of the `chain` project: one anvil from the saved devchain state and one from the mainnet
// replica's, each on a free port for the whole run. Each test file resets both to their saved states first
// (tests/chain/perFile.ts).
import type { TestProject } from 'vitest/node'
import { type Deployment, ensureState, findFreePort, startDevchain } from '../../devchain/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string
    deployment: Deployment
    replicaRpcUrl: string
    replicaDeployment: Deployment
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const flavor of ['devchain', 'mainnet'] as const) {
    const build = await ensureState({ flavor, log: (line) => console.log(`[${flavor}] ${line}`) })
    if (build.rebuilt) console.log(`[${flavor}] deploy and seed took ${Math.round(build.ms)} ms`)
  }
  const [chain, replica] = await Promise.all([
    startDevchain({ port: await findFreePort() }),
    startDevchain({ port: await findFreePort(), flavor: 'mainnet' }),
  ])
  project.provide('rpcUrl', chain.rpcUrl)
  project.provide('deployment', chain.deployment)
  project.provide('replicaRpcUrl', replica.rpcUrl)
  project.provide('replicaDeployment', replica.deployment)
  return async () => {
    await Promise.all([chain.stop(), replica.stop()])
  }
}
