// Once per run of the replica suite: the mainnet replica's saved state, the two production builds of
// support/constants.ts, and a server for each that serves it gzipped as a host would.
import { join, resolve } from 'node:path'
import { buildProductionApp } from '../../scripts/productionBuild.ts'
import { serveCompressed } from '../../scripts/serveCompressed.ts'
import { CHAIN_NET_ENV } from '../e2e/support/constants.ts'
import { prepareChainState } from '../e2e/support/devchain.ts'
import { REPLICA_BUILDS, REPLICA_OUT_DIR, type ReplicaBuild, replicaUrlEnv } from './support/constants.ts'

const ROOT = resolve(import.meta.dirname, '../..')

export default async function globalSetup(): Promise<() => Promise<void>> {
  await prepareChainState('mainnet')
  process.env[CHAIN_NET_ENV] ??= String(2 + Math.floor(Math.random() * 250))
  const root = join(ROOT, REPLICA_OUT_DIR)
  if (process.env.E2E_SKIP_BUILD !== '1') {
    for (const [name, settings] of Object.entries(REPLICA_BUILDS))
      buildProductionApp(join(root, name), settings)
  }
  const servers = await Promise.all(
    (Object.keys(REPLICA_BUILDS) as ReplicaBuild[]).map(async (name) => {
      const { server, url } = await serveCompressed(join(root, name))
      process.env[replicaUrlEnv(name)] = url
      return server
    }),
  )
  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done()))))
  }
}
