import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ACCOUNT_COUNT, CHAIN_ID, DEFAULT_RPC_URL, DEV_MNEMONIC } from '../constants.ts'
import { type ChainFlavor, chainPaths, repoRelative } from '../paths.ts'
import type { Deployment, DeploymentToken, TokenSymbol } from '../types.ts'
import { BuildChain } from './chain.ts'
import { compileDevContracts } from './compile.ts'
import type { SeedContext } from './context.ts'
import { deployCore } from './deploy.ts'
import { MAINNET_CHAIN_ID, MAINNET_GENESIS_BLOCK, MAINNET_PLAN } from './mainnetPlan.ts'
import { TOKEN_SPECS, TOKEN_SYMBOLS } from './market.ts'
import { seedAirdrop } from './seedAirdrop.ts'
import { seedBalances } from './seedBalances.ts'
import { seedEns } from './seedEns.ts'
import { type ProposalIdRanges, seedGovernance } from './seedGovernance.ts'
import { seedPositions } from './seedPositions.ts'
import { seedStaking } from './seedStaking.ts'
import { seedForkV2, seedV2Pairs } from './seedV2.ts'
import { seedV3Pools } from './seedV3.ts'
import { writeTokenList } from './tokenList.ts'

export function devAccounts(): Deployment['accounts'] {
  return Array.from({ length: ACCOUNT_COUNT }, (_, addressIndex) => {
    const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('HD key without a private key')
    return { address: account.address, privateKey: toHex(key) as Hex }
  })
}

/** The chain id each flavor runs with; the replica's anvil must be started with it. */
export const FLAVOR_CHAIN_IDS: Readonly<Record<ChainFlavor, Deployment['chainId']>> = {
  devchain: CHAIN_ID,
  mainnet: MAINNET_CHAIN_ID,
}

/** The block number each flavor's history starts from. */
export const FLAVOR_GENESIS_BLOCKS: Readonly<Record<ChainFlavor, number>> = {
  devchain: 0,
  mainnet: MAINNET_GENESIS_BLOCK,
}

/** Governance ids as each flavor numbers them (part 2 §9: mainnet's governors 1–4, 1–3, and Bravo from 9). */
const PROPOSAL_ID_RANGES: Readonly<Record<ChainFlavor, ProposalIdRanges>> = {
  devchain: { alphaCounts: [1, 1], bravoInitialId: 0n },
  mainnet: { alphaCounts: [4, 3], bravoInitialId: 8n },
}

/**
 * Deploys every contract and seeds the markets, claims, staking, ENS and governance on a fresh anvil (started
 * with the flavor's chain id). The mainnet replica runs the same steps with every contract placed at its
 * canonical address as it is deployed, so pairs and pools land where mainnet has them.
 */
export async function deployAndSeed(
  rpcUrl: string,
  log: (line: string) => void,
  flavor: ChainFlavor = 'devchain',
): Promise<Deployment> {
  const paths = chainPaths(flavor)
  const chain = new BuildChain(rpcUrl, flavor === 'mainnet' ? MAINNET_PLAN : {})
  const ids = PROPOSAL_ID_RANGES[flavor]
  const accounts = devAccounts()
  const addresses = accounts.map((a) => a.address)
  const deployer = addresses[0] as Address
  const compiled = await compileDevContracts(log)

  const started = Date.now()
  const mintingAllowedAfter = (await chain.timestamp()) + 365n * 86_400n
  const core = await deployCore(chain, deployer, compiled, mintingAllowedAfter, ids.bravoInitialId)
  log(`deployed ${Object.keys(core.contracts).length + Object.keys(core.tokens).length} contracts`)
  const tokens: Record<TokenSymbol, Address> = {
    WETH: core.contracts.WETH9,
    UNI: core.contracts.UNI,
    ...core.tokens,
  }
  const chainId = FLAVOR_CHAIN_IDS[flavor]
  const ctx: SeedContext = {
    chain,
    flavor,
    chainId,
    paths,
    accounts: addresses,
    contracts: { ...core.contracts },
    tokens,
    log,
  }

  const delegates = await seedBalances(ctx)
  const v3 = await seedV3Pools(ctx)
  const v2 = await seedV2Pairs(ctx)
  const positions = await seedPositions(ctx)
  const airdrop = await seedAirdrop(ctx)
  ctx.contracts.MerkleDistributor = airdrop.distributor
  const staking = await seedStaking(ctx)
  ctx.contracts.StakingRewardsFactory = staking.factory

  const builtAt = new Date().toISOString()
  const deploymentTokens = Object.fromEntries(
    TOKEN_SYMBOLS.map((symbol) => {
      const { name, decimals, inTokenList } = TOKEN_SPECS[symbol]
      const token: DeploymentToken = { address: tokens[symbol], decimals, symbol, name, inTokenList }
      return [symbol, token]
    }),
  ) as Record<TokenSymbol, DeploymentToken>
  const tokenList = writeTokenList(paths.tokenList, chainId, Object.values(deploymentTokens), builtAt)
  const ens = await seedEns(ctx, tokenList)
  const proposals = await seedGovernance(ctx, ids.alphaCounts)
  const fork = await seedForkV2(ctx)
  log(`seeded with ${chain.txCount} transactions in ${Date.now() - started} ms`)

  const stateBlockNumber = Number(await chain.blockNumber())
  const contracts = {
    ...core.contracts,
    MerkleDistributor: airdrop.distributor,
    StakingRewardsFactory: staking.factory,
    ForkV2Factory: fork.factory,
    ForkV2Router02: fork.router,
  }
  const stakedPair = staking.pools[0]?.stakingToken
  const migratePair = v2.find((p) => p.pair === 'WETH/USDC' || p.pair === 'USDC/WETH')?.address
  if (!stakedPair || !migratePair) throw new Error('Staked or migrate pair missing')
  return {
    chainId,
    ...(flavor === 'devchain' ? {} : { replica: flavor }),
    rpcUrl: DEFAULT_RPC_URL,
    builtAt,
    stateBlockNumber,
    mnemonic: DEV_MNEMONIC,
    accounts,
    contracts,
    governors: [contracts.GovernorAlpha0, contracts.GovernorAlpha1, contracts.GovernorBravo],
    tokens: deploymentTokens,
    pools: { v3, v2, forkV2: [fork.pair] },
    positions,
    staking: staking.pools,
    ens,
    proposals,
    tokenListPath: repoRelative(paths.tokenList),
    airdrop: airdrop.info,
    fixtures: { migratePair, forkMigratePair: fork.pair.address, stakedPair, delegates },
  }
}
