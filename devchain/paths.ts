import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEVCHAIN_DIR = dirname(fileURLToPath(import.meta.url))
export const REPO_ROOT = dirname(DEVCHAIN_DIR)
export const GENERATED_DIR = join(DEVCHAIN_DIR, 'generated')
export const CACHE_DIR = join(DEVCHAIN_DIR, '.cache')
export const CONTRACTS_DIR = join(DEVCHAIN_DIR, 'contracts')

/** The generated deployment (addresses, fixtures); absolute path. */
export const DEPLOYMENT_PATH = join(DEVCHAIN_DIR, 'deployment.json')
/** anvil's saved state after deploy and seed (plain JSON); absolute path. */
export const STATE_PATH = join(GENERATED_DIR, 'state.json')
/** The same state gzipped, as sent with anvil_loadState by resetChain. */
export const STATE_RPC_PATH = join(GENERATED_DIR, 'state.rpc.gz')
export const FINGERPRINT_PATH = join(GENERATED_DIR, 'fingerprint.json')
export const TOKEN_LIST_PATH = join(GENERATED_DIR, 'tokenlist.json')
export const AIRDROP_CHUNKS_DIR = join(GENERATED_DIR, 'airdrop', 'chunks')
export const LOCK_DIR = join(GENERATED_DIR, '.build-lock')

/** A path relative to the repository root with forward slashes, as written into deployment.json. */
export function repoRelative(path: string): string {
  return relative(REPO_ROOT, path).split('\\').join('/')
}
