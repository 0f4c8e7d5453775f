// `tsx devchain/cli.ts start [--port N] [--replica mainnet]` runs the seeded chain in the foreground (CHAIN_PORT
// also sets the port); `tsx devchain/cli.ts build [--force] [--replica mainnet]` rebuilds the saved state when
// stale (always with --force). `--replica mainnet` is the mainnet replica: chain id 1, every contract the app uses
// at its mainnet address.
import { type ChainFlavor, ensureState, startDevchain } from './index.ts'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function parsePort(raw: string | undefined, source: string): number | undefined {
  if (raw === undefined || raw === '') return undefined
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`${source}=${raw} is not a port number: use an integer from 1 to 65535.`)
  return port
}

function parseFlavor(args: string[]): ChainFlavor {
  const flag = args.indexOf('--replica')
  if (flag < 0) return 'devchain'
  const name = args[flag + 1]
  if (name !== 'mainnet') fail(`--replica ${name ?? ''} is not a replica: the one there is is mainnet.`)
  return name
}

async function start(args: string[]): Promise<void> {
  const flag = args.indexOf('--port')
  const port =
    parsePort(flag >= 0 ? (args[flag + 1] ?? '') : undefined, '--port') ??
    parsePort(process.env.CHAIN_PORT, 'CHAIN_PORT') ??
    8545
  const flavor = parseFlavor(args)
  const started = performance.now()
  const chain = await startDevchain({ port, flavor, log: (line) => console.log(line) })
  const what =
    flavor === 'devchain' ? 'Local chain 31337' : `Mainnet replica (chain ${chain.deployment.chainId})`
  console.log(
    `${what} at ${chain.rpcUrl} (started in ${Math.round(performance.now() - started)} ms). Ctrl+C stops it.`,
  )
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await chain.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

async function build(args: string[]): Promise<void> {
  const force = args.includes('--force')
  const result = await ensureState({ force, flavor: parseFlavor(args), log: (line) => console.log(line) })
  console.log(
    result.rebuilt
      ? `Deploy and seed took ${(result.ms / 1000).toFixed(1)} s.`
      : 'The saved state is up to date (use --force to rebuild).',
  )
}

const [command, ...rest] = process.argv.slice(2)
try {
  if (command === 'start') await start(rest)
  else if (command === 'build') await build(rest)
  else
    fail(
      'Usage: tsx devchain/cli.ts start [--port N] [--replica mainnet] | build [--force] [--replica mainnet]',
    )
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
