// `npm start`: the seeded local chain plus the app's dev server pointed at it. PORT sets the app's port
// (default 5173), CHAIN_PORT the chain's JSON-RPC port (default 8545).
import { startDevchain } from '../devchain/index.ts'
import { assertPortFree, parsePort } from './ports.ts'

const appPort = parsePort('PORT', 5173)
const chainPort = parsePort('CHAIN_PORT', 8545)
await assertPortFree(appPort, 'PORT')

const chain = await startDevchain({ port: chainPort, log: (line) => console.log(line) })
console.log(`Local chain (31337) at ${chain.rpcUrl}`)

process.env.VITE_LOCAL_RPC_URL = chain.rpcUrl
const { createServer } = await import('vite')
const server = await createServer({ server: { port: appPort, strictPort: true, host: '127.0.0.1' } })
await server.listen()
console.log(
  `App at http://127.0.0.1:${appPort}/#/swap (connect with "Local test wallet" or any injected wallet on chain 31337)`,
)

let stopping = false
async function stop(): Promise<void> {
  if (stopping) return
  stopping = true
  await server.close()
  await chain.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
