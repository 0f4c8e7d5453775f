import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ACCOUNT_COUNT, DEFAULT_RPC_URL, DEV_MNEMONIC } from '../constants.ts'
import { repoRelative, TOKEN_LIST_PATH } from '../paths.ts'
import type { Deployment, DeploymentToken, TokenSymbol } from '../types.ts'
import { BuildChain } from './chain.ts'
import { compileDevContracts } from './compile.ts'
import type { SeedContext } from './context.ts'
import { deployCore } from './deploy.ts'
import { TOKEN_SPECS, TOKEN_SYMBOLS } from './market.ts'
import { seedAirdrop } from './seedAirdrop.ts'
import { seedBalances } from './seedBalances.ts'
import { seedEns } from './seedEns.ts'
import { seedGovernance } from './seedGovernance.ts'
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

/** Deploys every contract and seeds the markets, claims, staking, ENS and governance on a fresh anvil. */
export async function deployAndSeed(rpcUrl: string, log: (line: string) => void): Promise<Deployment> {
  const chain = new BuildChain(rpcUrl)
  const accounts = devAccounts()
  const addresses = accounts.map((a) => a.address)
  const deployer = addresses[0] as Address
  const compiled = await compileDevContracts(log)

  const started = Date.now()
  const mintingAllowedAfter = (await chain.timestamp()) + 365n * 86_400n
  const core = await deployCore(chain, deployer, compiled, mintingAllowedAfter)
  log(`deployed ${Object.keys(core.contracts).length + Object.keys(core.tokens).length} contracts`)
  const tokens: Record<TokenSymbol, Address> = {
    WETH: core.contracts.WETH9,
    UNI: core.contracts.UNI,
    ...core.tokens,
  }
  const ctx: SeedContext = { chain, accounts: addresses, contracts: { ...core.contracts }, tokens, log }

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
  const tokenList = writeTokenList(TOKEN_LIST_PATH, Object.values(deploymentTokens), builtAt)
  const ens = await seedEns(ctx, tokenList)
  const proposals = await seedGovernance(ctx)
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
    chainId: 31337,
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
    tokenListPath: repoRelative(TOKEN_LIST_PATH),
    airdrop: airdrop.info,
    fixtures: { migratePair, forkMigratePair: fork.pair.address, stakedPair, delegates },
  }
}
