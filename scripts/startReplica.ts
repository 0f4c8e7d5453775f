// `npm run start:mainnet-replica`: the production build (`npm run build`, VITE_RPC_URL_1 its only setting) on the
// mainnet replica, served gzipped as a host would. The replica is chain 1 with every contract the app uses at its
// mainnet address, mining a block every 12 s besides each transaction. PORT sets the app's port (default 4173),
// CHAIN_PORT the replica's (default 8545). Connect any injected wallet with a network on chain 1 at that RPC URL.
import { join, resolve } from 'node:path'
import { startDevchain } from '../devchain/index.ts'
import { assertPortFree, parsePort } from './ports.ts'
import { buildProductionApp } from './productionBuild.ts'
import { serveCompressed } from './serveCompressed.ts'

const ROOT = resolve(import.meta.dirname, '..')
const OUT_DIR = join(ROOT, 'dist-mainnet-replica')

const appPort = parsePort('PORT', 4173)
const chainPort = parsePort('CHAIN_PORT', 8545)
await assertPortFree(appPort, 'PORT')
await assertPortFree(chainPort, 'CHAIN_PORT')

const chain = await startDevchain({
  port: chainPort,
  flavor: 'mainnet',
  blockTime: 12,
  log: (line) => console.log(line),
})
console.log(`Mainnet replica (chain 1) at ${chain.rpcUrl}`)
console.log('Building the production app with VITE_RPC_URL_1 as its only setting…')
buildProductionApp(OUT_DIR, { VITE_RPC_URL_1: chain.rpcUrl })
const { server, url } = await serveCompressed(OUT_DIR, appPort)
const [first] = chain.deployment.accounts
console.log(
  [
    `App at ${url}#/swap (the production build; there is no "Local test wallet" in it).`,
    `Connect an injected wallet with a network of chain id 1 whose RPC URL is ${chain.rpcUrl},`,
    `and import a dev account, e.g. account 0 ${first?.address ?? ''} (private key ${first?.privateKey ?? ''}).`,
  ].join('\n'),
)

let stopping = false
async function stop(): Promise<void> {
  if (stopping) return
  stopping = true
  await new Promise<void>((done) => server.close(() => done()))
  await chain.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
