import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEVCHAIN_DIR = dirname(fileURLToPath(import.meta.url))
export const REPO_ROOT = dirname(DEVCHAIN_DIR)
export const GENERATED_DIR = join(DEVCHAIN_DIR, 'generated')
export const CACHE_DIR = join(DEVCHAIN_DIR, '.cache')
export const CONTRACTS_DIR = join(DEVCHAIN_DIR, 'contracts')
export const LOCK_DIR = join(GENERATED_DIR, '.build-lock')

/**
 * Which local chain: the devchain (chain 31337, addresses by deploy order) or the replica of a public chain
 * (its chain id, every contract the app uses at its canonical address). Each has its own saved state and files.
 */
export type ChainFlavor = 'devchain' | 'mainnet'

export interface ChainPaths {
  /** The generated deployment (addresses, fixtures); absolute path. */
  deployment: string
  /** anvil's saved state after deploy and seed (plain JSON). */
  state: string
  /** The same state gzipped, as sent with anvil_loadState by resetChain. */
  stateRpc: string
  fingerprint: string
  tokenList: string
  airdropChunks: string
}

function pathsIn(generated: string, deployment: string): ChainPaths {
  return {
    deployment,
    state: join(generated, 'state.json'),
    stateRpc: join(generated, 'state.rpc.gz'),
    fingerprint: join(generated, 'fingerprint.json'),
    tokenList: join(generated, 'tokenlist.json'),
    airdropChunks: join(generated, 'airdrop', 'chunks'),
  }
}

const PATHS: Readonly<Record<ChainFlavor, ChainPaths>> = {
  devchain: pathsIn(GENERATED_DIR, join(DEVCHAIN_DIR, 'deployment.json')),
  mainnet: pathsIn(join(GENERATED_DIR, 'mainnet'), join(DEVCHAIN_DIR, 'deployment.mainnet.json')),
}

export function chainPaths(flavor: ChainFlavor = 'devchain'): ChainPaths {
  return PATHS[flavor]
}

/** The devchain's files (the replica's: chainPaths('mainnet')). */
export const DEPLOYMENT_PATH = PATHS.devchain.deployment
export const STATE_PATH = PATHS.devchain.state
export const TOKEN_LIST_PATH = PATHS.devchain.tokenList
export const AIRDROP_CHUNKS_DIR = PATHS.devchain.airdropChunks

/** A path relative to the repository root with forward slashes, as written into deployment.json. */
export function repoRelative(path: string): string {
  return relative(REPO_ROOT, path).split('\\').join('/')
}
