import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isRecord } from './build/json.ts'
import { STATE_MAX_AGE_MS } from './constants.ts'
import { type ChainFlavor, chainPaths, DEVCHAIN_DIR, REPO_ROOT } from './paths.ts'

/** Packages whose contracts, compiler or node shape the saved state. */
const STATE_PACKAGES = [
  `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`,
  '@uniswap/v2-core',
  '@uniswap/v2-periphery',
  '@uniswap/v3-core',
  '@uniswap/v3-periphery',
  '@uniswap/swap-router-contracts',
  '@uniswap/governance',
  '@uniswap/merkle-distributor',
  '@uniswap/liquidity-staker',
  '@ensdomains/ens',
  '@ensdomains/resolver',
  '@openzeppelin/contracts',
  'solc',
]

function sourceFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!['generated', 'node_modules', 'test'].includes(entry.name) && !entry.name.startsWith('.')) {
        files.push(...sourceFiles(path))
      }
    } else if (/\.sol$/.test(entry.name) || (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))) {
      files.push(path)
    }
  }
  return files.sort()
}

function lockedVersions(): string {
  const lockPath = join(REPO_ROOT, 'package-lock.json')
  if (!existsSync(lockPath)) return 'no package-lock.json'
  const lock: unknown = JSON.parse(readFileSync(lockPath, 'utf8'))
  const packages = isRecord(lock) && isRecord(lock.packages) ? lock.packages : {}
  return STATE_PACKAGES.map((name) => {
    const entry = packages[`node_modules/${name}`]
    return `${name}@${isRecord(entry) && typeof entry.version === 'string' ? entry.version : 'missing'}`
  }).join('\n')
}

/** Hash of everything that decides the saved state: devchain sources (not *.test.ts, not devchain/test/)
 * and the locked versions of the contract packages, the compiler and anvil. */
export function stateFingerprint(): string {
  const hash = createHash('sha256')
  for (const file of sourceFiles(DEVCHAIN_DIR)) {
    hash.update(`${relative(DEVCHAIN_DIR, file)}\n`)
    hash.update(readFileSync(file))
  }
  hash.update(lockedVersions())
  return hash.digest('hex')
}

export interface Fingerprint {
  hash: string
  builtAtMs: number
}

function readFingerprint(path: string): Fingerprint | null {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (isRecord(data) && typeof data.hash === 'string' && typeof data.builtAtMs === 'number') {
      return { hash: data.hash, builtAtMs: data.builtAtMs }
    }
  } catch {
    // missing or unreadable: stale
  }
  return null
}

/** Why the flavor's state needs a rebuild, or null when it is fresh. */
export function staleReason(flavor: ChainFlavor = 'devchain'): string | null {
  const paths = chainPaths(flavor)
  if (!existsSync(paths.state)) return 'no saved state'
  if (!existsSync(paths.deployment)) return 'no deployment file'
  const fingerprint = readFingerprint(paths.fingerprint)
  if (!fingerprint) return 'no fingerprint'
  if (fingerprint.hash !== stateFingerprint()) return 'contracts or seed scripts changed'
  if (Date.now() - fingerprint.builtAtMs > STATE_MAX_AGE_MS) return 'saved state is older than 3 days'
  return null
}
