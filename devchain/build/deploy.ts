import { type Address, getContractAddress, type Hex, stringToHex } from 'viem'
import type { ContractName, TokenSymbol } from '../types.ts'
import { type ArtifactName, linkLibraries, loadArtifact } from './artifacts.ts'
import type { BuildChain } from './chain.ts'
import type { CompiledContract } from './compile.ts'

export const TIMELOCK_DELAY_SECONDS = 2n * 24n * 60n * 60n
export const BRAVO_VOTING_DELAY_BLOCKS = 1n
export const BRAVO_VOTING_PERIOD_BLOCKS = 40_320n
export const BRAVO_PROPOSAL_THRESHOLD = 2_500_000n * 10n ** 18n
export const BRAVO_QUORUM_VOTES = 40_000_000n * 10n ** 18n

export type CoreContracts = Record<
  Exclude<ContractName, 'MerkleDistributor' | 'StakingRewardsFactory' | 'ForkV2Factory' | 'ForkV2Router02'>,
  Address
>
export type TestTokenSymbol = Exclude<TokenSymbol, 'WETH' | 'UNI'>

export interface DeployedCore {
  contracts: CoreContracts
  tokens: Record<TestTokenSymbol, Address>
}

const TEST_TOKEN_CONTRACTS: Record<TestTokenSymbol, string> = {
  DAI: 'DevDai',
  USDC: 'DevUsdc',
  USDT: 'DevTether',
  WBTC: 'DevWbtc',
  FOT: 'DevFeeOnTransfer',
  MKR: 'DevBytes32Token',
}

/**
 * Deploys every contract from `deployer` in a fixed order, so that addresses depend only on the order
 * (nonce-derived). The Timelock's admin is the Bravo-compatible governor, whose address is computed from
 * the deployer's nonce before it exists.
 */
export async function deployCore(
  chain: BuildChain,
  deployer: Address,
  compiled: Record<string, CompiledContract>,
  uniMintingAllowedAfter: bigint,
  /** Bravo's ids continue after this one (mainnet's first Bravo proposal was 9; the devchain's is 1). */
  bravoInitialProposalId = 0n,
): Promise<DeployedCore> {
  const fromPackage = (
    name: ArtifactName,
    args: readonly unknown[] = [],
    label: string = name,
  ): Promise<Address> => {
    const artifact = loadArtifact(name)
    return chain.deploy(deployer, label, artifact.abi, artifact.bytecode, args)
  }
  const fromSource = (
    name: string,
    args: readonly unknown[] = [],
    label: string = name,
  ): Promise<Address> => {
    const contract = compiled[name]
    if (!contract) throw new Error(`Contract ${name} is missing from the compiler output`)
    return chain.deploy(deployer, label, contract.abi, contract.bytecode, args)
  }

  const WETH9 = await fromPackage('WETH9')
  const UniswapV2Factory = await fromPackage('UniswapV2Factory', [deployer])
  const UniswapV2Router02 = await fromPackage('UniswapV2Router02', [UniswapV2Factory, WETH9])
  const UniswapV3Factory = await fromPackage('UniswapV3Factory')
  const NFTDescriptor = await fromPackage('NFTDescriptor')
  const descriptorArtifact = loadArtifact('NonfungibleTokenPositionDescriptor')
  const nativeLabel: Hex = stringToHex('ETH', { size: 32 })
  const NonfungibleTokenPositionDescriptor = await chain.deploy(
    deployer,
    'NonfungibleTokenPositionDescriptor',
    descriptorArtifact.abi,
    linkLibraries(descriptorArtifact, { NFTDescriptor }),
    [WETH9, nativeLabel],
  )
  const NonfungiblePositionManager = await fromPackage('NonfungiblePositionManager', [
    UniswapV3Factory,
    WETH9,
    NonfungibleTokenPositionDescriptor,
  ])
  const SwapRouter = await fromPackage('SwapRouter', [UniswapV3Factory, WETH9])
  const SwapRouter02 = await fromPackage('SwapRouter02', [
    UniswapV2Factory,
    UniswapV3Factory,
    NonfungiblePositionManager,
    WETH9,
  ])
  const Quoter = await fromPackage('Quoter', [UniswapV3Factory, WETH9])
  const QuoterV2 = await fromPackage('QuoterV2', [UniswapV3Factory, WETH9])
  const TickLens = await fromPackage('TickLens')
  const UniswapInterfaceMulticall = await fromPackage('UniswapInterfaceMulticall')
  const V3Migrator = await fromPackage('V3Migrator', [UniswapV3Factory, WETH9, NonfungiblePositionManager])

  // Timelock, UNI, GovernorAlpha ×2, then the Bravo-compatible governor: the governor is 4 nonces ahead (or
  // where a replica puts it).
  const timelockNonce = await chain.nonce(deployer)
  const bravoAddress =
    chain.plannedAddress('GovernorBravo') ??
    getContractAddress({ from: deployer, nonce: BigInt(timelockNonce + 4) })
  const Timelock = await fromPackage('Timelock', [bravoAddress, TIMELOCK_DELAY_SECONDS])
  const UNI = await fromPackage('Uni', [deployer, Timelock, uniMintingAllowedAfter], 'UNI')
  const GovernorAlpha0 = await fromPackage('GovernorAlpha', [Timelock, UNI], 'GovernorAlpha0')
  const GovernorAlpha1 = await fromPackage('GovernorAlpha', [Timelock, UNI], 'GovernorAlpha1')
  const GovernorBravo = await fromSource(
    'DevGovernorBravo',
    [
      Timelock,
      UNI,
      BRAVO_VOTING_DELAY_BLOCKS,
      BRAVO_VOTING_PERIOD_BLOCKS,
      BRAVO_PROPOSAL_THRESHOLD,
      BRAVO_QUORUM_VOTES,
      bravoInitialProposalId,
    ],
    'GovernorBravo',
  )
  if (GovernorBravo !== bravoAddress) {
    throw new Error(`GovernorBravo landed at ${GovernorBravo}, not ${bravoAddress} (nonce ${timelockNonce})`)
  }

  const tokens = {} as Record<TestTokenSymbol, Address>
  for (const [symbol, contract] of Object.entries(TEST_TOKEN_CONTRACTS) as [TestTokenSymbol, string][]) {
    tokens[symbol] = await fromSource(contract, [], symbol)
  }

  const ENSRegistry = await fromPackage('ENSRegistry')
  const PublicResolver = await fromPackage('PublicResolver', [ENSRegistry])
  const ReverseRegistrar = await fromPackage('ReverseRegistrar', [ENSRegistry, PublicResolver])

  return {
    contracts: {
      WETH9,
      UniswapV2Factory,
      UniswapV2Router02,
      UniswapV3Factory,
      NFTDescriptor,
      NonfungibleTokenPositionDescriptor,
      NonfungiblePositionManager,
      SwapRouter,
      SwapRouter02,
      Quoter,
      QuoterV2,
      TickLens,
      UniswapInterfaceMulticall,
      V3Migrator,
      UNI,
      Timelock,
      GovernorAlpha0,
      GovernorAlpha1,
      GovernorBravo,
      ENSRegistry,
      PublicResolver,
      ReverseRegistrar,
    },
    tokens,
  }
}
