import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { ACCOUNT_BALANCE_ETH, ACCOUNT_COUNT, CHAIN_ID, DEV_MNEMONIC } from './constants.ts'
import { rpc } from './rpc.ts'

const require = createRequire(import.meta.url)

/** The platform package of anvil that carries the binary, e.g. @foundry-rs/anvil-linux-amd64. */
function platformPackage(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return `@foundry-rs/anvil-${process.platform}-${arch}`
}

export function anvilBinary(): string {
  const pkg = platformPackage()
  let path: string | undefined
  try {
    path = join(
      dirname(require.resolve(`${pkg}/package.json`)),
      'bin',
      process.platform === 'win32' ? 'anvil.exe' : 'anvil',
    )
  } catch {
    path = undefined
  }
  if (!path || !existsSync(path)) throw new Error(`The anvil binary (${pkg}) is not installed: run npm ci.`)
  return path
}

export function portInUseMessage(port: number): string {
  return `Port ${port} is in use: stop the process using it or set CHAIN_PORT to a free port.`
}

export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/** A port the OS reports free on 127.0.0.1 right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port'))))
    })
  })
}

export interface AnvilOptions {
  port: number
  host: string
  loadState?: string
  /** Genesis timestamp (unix seconds) of a fresh chain. */
  timestamp?: number
  /** Also mine an empty block every this many seconds (automine stays on). */
  blockTime?: number
  /** The chain id it reports (default the devchain's 31337). */
  chainId?: number
  /** The number of a fresh chain's genesis block (default 0). */
  genesisNumber?: number
}

export interface RunningAnvil {
  rpcUrl: string
  process: ChildProcess
  stop(): Promise<void>
}

function urlFor(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

/** Starts anvil (chain 31337, the dev mnemonic's 10 accounts, automine) and waits until it answers. */
export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const binary = anvilBinary()
  if (!(await isPortFree(options.port, options.host))) throw new Error(portInUseMessage(options.port))
  const args = [
    '--port',
    String(options.port),
    '--host',
    options.host,
    '--chain-id',
    String(options.chainId ?? CHAIN_ID),
    '--accounts',
    String(ACCOUNT_COUNT),
    '--balance',
    String(ACCOUNT_BALANCE_ETH),
    '--mnemonic',
    DEV_MNEMONIC,
    '--silent',
  ]
  if (options.loadState) args.push('--load-state', options.loadState)
  if (options.genesisNumber) args.push('--number', String(options.genesisNumber))
  if (options.timestamp !== undefined) args.push('--timestamp', String(options.timestamp))
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime), '--mixed-mining')
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let running = true
  // Never leave an orphaned anvil holding the port when this process ends, even on a crash.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  void exited.then(() => {
    running = false
    process.removeListener('exit', killOnExit)
  })

  const rpcUrl = urlFor(options.host, options.port)
  const stop = async (): Promise<void> => {
    if (!running) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (!running) {
      if (/address already in use/i.test(stderr)) throw new Error(portInUseMessage(options.port))
      const lastLine = stderr.trim().split('\n').pop() ?? ''
      throw new Error(`anvil exited during start-up: ${lastLine || 'no output'}`)
    }
    try {
      if ((await rpc(rpcUrl, 'eth_chainId', [], 1000)) === `0x${(options.chainId ?? CHAIN_ID).toString(16)}`)
        return { rpcUrl, process: child, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await stop()
  throw new Error(`anvil did not answer on ${rpcUrl} within 30 s`)
}
