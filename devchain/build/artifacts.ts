import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Address, Hex } from 'viem'
import type { CompiledContract } from './compile.ts'
import { isRecord } from './json.ts'

const require = createRequire(import.meta.url)

type LinkReferences = Record<string, Record<string, { start: number; length: number }[]>>

export interface Artifact extends CompiledContract {
  linkReferences: LinkReferences
}

/** Where each contract's build output lives inside the installed npm packages. */
export const ARTIFACT_PATHS = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  NFTDescriptor: '@uniswap/v3-periphery/artifacts/contracts/libraries/NFTDescriptor.sol/NFTDescriptor.json',
  NonfungibleTokenPositionDescriptor:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json',
  NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  SwapRouter: '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
  SwapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
  Quoter: '@uniswap/v3-periphery/artifacts/contracts/lens/Quoter.sol/Quoter.json',
  QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  TickLens: '@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json',
  UniswapInterfaceMulticall:
    '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
  V3Migrator: '@uniswap/v3-periphery/artifacts/contracts/V3Migrator.sol/V3Migrator.json',
  Uni: '@uniswap/governance/build/Uni.json',
  Timelock: '@uniswap/governance/build/Timelock.json',
  GovernorAlpha: '@uniswap/governance/build/GovernorAlpha.json',
  MerkleDistributor: '@uniswap/merkle-distributor/build/MerkleDistributor.json',
  StakingRewardsFactory: '@uniswap/liquidity-staker/build/StakingRewardsFactory.json',
  ENSRegistry: '@ensdomains/ens/build/contracts/ENSRegistry.json',
  ReverseRegistrar: '@ensdomains/ens/build/contracts/ReverseRegistrar.json',
  PublicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
  // SushiSwap's mainnet deployment records (the replica's fork): the only build whose pair code hashes to the
  // init code hash SushiSwap's pairs are found by (a test checks it).
  SushiV2Factory: '@sushiswap/core/deployments/mainnet/UniswapV2Factory.json',
  SushiV2Router02: '@sushiswap/core/deployments/mainnet/UniswapV2Router.json',
} as const

export type ArtifactName = keyof typeof ARTIFACT_PATHS

/** Deployment records whose `bytecode` ends with the constructor arguments they were deployed with (bytes). */
const RECORDED_ARGUMENT_BYTES: Partial<Record<ArtifactName, number>> = { SushiV2Router02: 64 }

function bytecodeOf(json: Record<string, unknown>): string {
  // Waffle builds carry `bytecode` without 0x (and `evm.bytecode.object`); Hardhat and Truffle builds with it.
  if (typeof json.bytecode === 'string') return json.bytecode
  if (isRecord(json.evm) && isRecord(json.evm.bytecode) && typeof json.evm.bytecode.object === 'string') {
    return json.evm.bytecode.object
  }
  throw new Error('artifact has no bytecode')
}

export function loadArtifact(name: ArtifactName): Artifact {
  const path = require.resolve(ARTIFACT_PATHS[name])
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (!isRecord(json) || !Array.isArray(json.abi)) throw new Error(`${path} is not a contract artifact`)
  const raw = bytecodeOf(json).replace(/^0x/, '')
  const bytecode: Hex = `0x${raw.slice(0, raw.length - 2 * (RECORDED_ARGUMENT_BYTES[name] ?? 0))}`
  const linkReferences = isRecord(json.linkReferences) ? (json.linkReferences as LinkReferences) : {}
  return { abi: json.abi as Abi, bytecode, linkReferences }
}

/** Writes library addresses over the `__$…$__` placeholders at the offsets the artifact records. */
export function linkLibraries(artifact: Artifact, libraries: Record<string, Address>): Hex {
  let code = artifact.bytecode.slice(2)
  for (const byName of Object.values(artifact.linkReferences)) {
    for (const [library, references] of Object.entries(byName)) {
      const address = libraries[library]
      if (!address) throw new Error(`No address given for library ${library}`)
      for (const { start, length } of references) {
        const at = start * 2
        code = code.slice(0, at) + address.slice(2).toLowerCase() + code.slice(at + length * 2)
      }
    }
  }
  if (code.includes('__$')) throw new Error('Unlinked library placeholder left in bytecode')
  return `0x${code}`
}
