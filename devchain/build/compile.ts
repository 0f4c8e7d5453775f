import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { CACHE_DIR, CONTRACTS_DIR } from '../paths.ts'
import { isRecord } from './json.ts'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

type ImportResult = { contents: string } | { error: string }
type SolcCompile = (input: string, callbacks: { import: (path: string) => ImportResult }) => string

const require = createRequire(import.meta.url)
const OZ_DIR = dirname(require.resolve('@openzeppelin/contracts/package.json'))
const SOLC_DIR = dirname(require.resolve('solc/package.json'))

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const

function packageVersion(dir: string): string {
  const pkg: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  return isRecord(pkg) && typeof pkg.version === 'string' ? pkg.version : 'unknown'
}

function readSources(): Record<string, string> {
  const sources: Record<string, string> = {}
  for (const file of readdirSync(CONTRACTS_DIR).sort()) {
    if (file.endsWith('.sol')) sources[file] = readFileSync(join(CONTRACTS_DIR, file), 'utf8')
  }
  return sources
}

function cacheKey(sources: Record<string, string>): string {
  const hash = createHash('sha256')
  hash.update(`solc ${packageVersion(SOLC_DIR)}\n`)
  hash.update(`openzeppelin ${packageVersion(OZ_DIR)}\n`)
  hash.update(JSON.stringify(SETTINGS))
  for (const [name, content] of Object.entries(sources)) hash.update(`\n${name}\n${content}`)
  return hash.digest('hex').slice(0, 24)
}

function findImport(path: string): ImportResult {
  const prefix = '@openzeppelin/contracts/'
  if (!path.startsWith(prefix)) return { error: `Unknown import ${path}` }
  try {
    return { contents: readFileSync(join(OZ_DIR, path.slice(prefix.length)), 'utf8') }
  } catch {
    return { error: `Cannot read ${path}` }
  }
}

function parseOutput(raw: string): Record<string, CompiledContract> {
  const output: unknown = JSON.parse(raw)
  if (!isRecord(output)) throw new Error('solc returned no output')
  const errors = Array.isArray(output.errors) ? output.errors : []
  const fatal = errors.filter((e) => isRecord(e) && e.severity === 'error')
  if (fatal.length > 0) {
    const messages = fatal.map((e) => (isRecord(e) ? String(e.formattedMessage ?? e.message) : ''))
    throw new Error(`Solidity compilation failed:\n${messages.join('\n')}`)
  }
  const result: Record<string, CompiledContract> = {}
  const contracts = isRecord(output.contracts) ? output.contracts : {}
  for (const [file, byName] of Object.entries(contracts)) {
    if (file.startsWith('@openzeppelin/') || !isRecord(byName)) continue
    for (const [name, contract] of Object.entries(byName)) {
      if (!isRecord(contract) || !isRecord(contract.evm) || !isRecord(contract.evm.bytecode)) continue
      const object = contract.evm.bytecode.object
      if (typeof object !== 'string' || object.length === 0 || !Array.isArray(contract.abi)) continue
      result[name] = { abi: contract.abi as Abi, bytecode: `0x${object}` }
    }
  }
  return result
}

/**
 * Compiles devchain/contracts/*.sol with the pinned solc (offline, from the npm package). The output is
 * cached in devchain/.cache under a hash of the sources, compiler and OpenZeppelin versions and settings.
 */
export async function compileDevContracts(
  log: (line: string) => void = () => {},
): Promise<Record<string, CompiledContract>> {
  const sources = readSources()
  const cachePath = join(CACHE_DIR, `solc-${cacheKey(sources)}.json`)
  if (existsSync(cachePath)) {
    const cached: unknown = JSON.parse(readFileSync(cachePath, 'utf8'))
    if (isRecord(cached)) return cached as Record<string, CompiledContract>
  }
  const started = Date.now()
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: SETTINGS,
  }
  // Loading the compiler (an 8 MB Emscripten module) is skipped entirely when the cache is warm.
  const solc = (await import('solc')).default
  const compile: SolcCompile = solc.compile
  const compiled = parseOutput(compile(JSON.stringify(input), { import: findImport }))
  mkdirSync(CACHE_DIR, { recursive: true })
  for (const old of readdirSync(CACHE_DIR)) {
    if (/^solc-.*\.json$/.test(old)) rmSync(join(CACHE_DIR, old), { force: true })
  }
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(compiled))
  renameSync(tmp, cachePath)
  log(
    `Compiled ${Object.keys(compiled).length} contracts with solc ${packageVersion(SOLC_DIR)} in ${Date.now() - started} ms`,
  )
  return compiled
}
