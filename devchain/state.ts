import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { findFreePort, startAnvil } from './anvil.ts'
import { isRecord } from './build/json.ts'
import { BUILD_GENESIS_AGE_SECONDS, DEFAULT_HOST } from './constants.ts'
import { staleReason, stateFingerprint } from './fingerprint.ts'
import { withBuildLock } from './lock.ts'
import { type ChainFlavor, chainPaths, REPO_ROOT } from './paths.ts'
import { asHexString, dumpedStateJson, rpc } from './rpc.ts'
import type { Deployment } from './types.ts'

/** anvil answers requests over about 2 MiB with "Invalid request"; anvil_loadState must stay below it. */
const RPC_BODY_LIMIT = 2_000_000

/**
 * Drops the per-transaction call traces and return data from a dumped state (half its size). They serve
 * only trace and debug methods; blocks, receipts and logs stay, and without them the gzipped state fits in
 * one anvil_loadState request.
 */
function slimState(json: string): string {
  const state: unknown = JSON.parse(json)
  if (isRecord(state) && Array.isArray(state.transactions)) {
    for (const tx of state.transactions) {
      if (isRecord(tx) && isRecord(tx.info)) {
        tx.info.traces = []
        tx.info.out = null
      }
    }
  }
  return JSON.stringify(state)
}

function writeAtomically(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, content)
  renameSync(tmp, path)
}

async function buildState(flavor: ChainFlavor, log: (line: string) => void): Promise<void> {
  const { deployAndSeed, FLAVOR_CHAIN_IDS, FLAVOR_GENESIS_BLOCKS } = await import('./build/build.ts')
  const paths = chainPaths(flavor)
  const port = await findFreePort()
  const timestamp = Math.floor(Date.now() / 1000) - BUILD_GENESIS_AGE_SECONDS
  const anvil = await startAnvil({
    port,
    host: DEFAULT_HOST,
    timestamp,
    chainId: FLAVOR_CHAIN_IDS[flavor],
    genesisNumber: FLAVOR_GENESIS_BLOCKS[flavor],
  })
  try {
    const deployment = await deployAndSeed(anvil.rpcUrl, log, flavor)
    const dumped = asHexString(await rpc(anvil.rpcUrl, 'anvil_dumpState', [], 120_000), 'anvil_dumpState')
    // anvil_dumpState answers gzip-compressed JSON; the file is kept as plain JSON.
    const json = slimState(dumpedStateJson(dumped))
    const packed = gzipSync(json, { level: 9 })
    if (packed.length * 2 > RPC_BODY_LIMIT) {
      throw new Error(
        `The saved state (${packed.length} bytes gzipped) no longer fits anvil's JSON-RPC body limit.`,
      )
    }
    writeAtomically(paths.state, json)
    writeAtomically(paths.stateRpc, packed)
    writeAtomically(paths.deployment, `${JSON.stringify(deployment, null, 2)}\n`)
    writeAtomically(
      paths.fingerprint,
      `${JSON.stringify({ hash: stateFingerprint(), builtAtMs: Date.now() })}\n`,
    )
  } finally {
    await anvil.stop()
  }
}

export interface EnsureStateOptions {
  force?: boolean
  /** Which chain's state (default the devchain's; 'mainnet' the mainnet replica's). */
  flavor?: ChainFlavor
  log?: (line: string) => void
}

/**
 * Makes sure the saved state and deployment file are current: when missing, older than 3 days, or built
 * from other sources or package versions (or with `force`), deploys and seeds on a temporary anvil and
 * saves the result. `ms` is the time taken (the build's duration when `rebuilt`).
 */
export async function ensureState(opts: EnsureStateOptions = {}): Promise<{ rebuilt: boolean; ms: number }> {
  const started = performance.now()
  const log = opts.log ?? (() => {})
  const flavor = opts.flavor ?? 'devchain'
  const reason = opts.force ? 'forced' : staleReason(flavor)
  if (!reason) return { rebuilt: false, ms: performance.now() - started }
  return withBuildLock(async () => {
    // Another process may have finished the same build while this one waited for the lock.
    if (!opts.force && !staleReason(flavor)) return { rebuilt: false, ms: performance.now() - started }
    log(`Building the ${flavor === 'devchain' ? 'devchain' : `${flavor} replica`} state (${reason})…`)
    await buildState(flavor, log)
    return { rebuilt: true, ms: performance.now() - started }
  })
}

/** The generated deployment (the devchain's, or a replica's); throws a one-line hint when it has not been built. */
export function loadDeployment(flavor: ChainFlavor = 'devchain'): Deployment {
  const path = chainPaths(flavor).deployment
  if (!existsSync(path)) {
    const build =
      flavor === 'devchain' ? 'npm run devchain:build' : `npm run devchain:build -- --replica ${flavor}`
    throw new Error(`${relative(REPO_ROOT, path)} is missing: run ${build}.`)
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Deployment
}

const stateCache = new Map<ChainFlavor, { mtimeMs: number; hex: string }>()

/** The saved state as anvil_loadState takes it: hex of the gzipped JSON, written next to state.json. */
function savedStateHex(flavor: ChainFlavor): string {
  const paths = chainPaths(flavor)
  const { mtimeMs } = statSync(paths.state)
  const cached = stateCache.get(flavor)
  if (cached?.mtimeMs === mtimeMs) return cached.hex
  const fresh = existsSync(paths.stateRpc) && statSync(paths.stateRpc).mtimeMs >= mtimeMs
  const packed = fresh ? readFileSync(paths.stateRpc) : gzipSync(readFileSync(paths.state), { level: 9 })
  const hex = `0x${packed.toString('hex')}`
  stateCache.set(flavor, { mtimeMs, hex })
  return hex
}

/**
 * The saved state's last block is as old as the build; one empty block right after loading, at the wall clock's
 * time, makes the latest block's time current, so deadlines and permit expiries that an app derives from the
 * latest block are valid. The chain then stands at stateBlockNumber + 1. The time is given: after anvil_reset,
 * anvil's own clock runs from when the process started, so a block it timed itself lagged the wall clock by
 * the chain's age (minutes, for a chain that served a whole test run).
 */
export async function mineFreshBlock(rpcUrl: string): Promise<void> {
  const latest = await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])
  const latestTime =
    isRecord(latest) && typeof latest.timestamp === 'string' ? Number.parseInt(latest.timestamp, 16) : 0
  await rpc(rpcUrl, 'evm_mine', [Math.max(Math.floor(Date.now() / 1000), latestTime + 1)])
}

/**
 * Puts a running devchain back to the saved state (balances, contracts, blocks and logs), plus the one
 * fresh block that startDevchain also mines: the same block number after every reset.
 */
export async function resetChain(rpcUrl: string, flavor: ChainFlavor = 'devchain'): Promise<void> {
  const state = savedStateHex(flavor)
  await rpc(rpcUrl, 'anvil_reset', [])
  await rpc(rpcUrl, 'anvil_loadState', [state], 60_000)
  await mineFreshBlock(rpcUrl)
}
