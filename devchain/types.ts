import type { Address, Hex } from 'viem'

export type TokenSymbol = 'WETH' | 'DAI' | 'USDC' | 'USDT' | 'WBTC' | 'UNI' | 'FOT' | 'MKR'

export type ContractName =
  | 'WETH9'
  | 'UniswapV2Factory'
  | 'UniswapV2Router02'
  | 'UniswapV3Factory'
  | 'NFTDescriptor'
  | 'NonfungibleTokenPositionDescriptor'
  | 'NonfungiblePositionManager'
  | 'SwapRouter'
  | 'SwapRouter02'
  | 'Quoter'
  | 'QuoterV2'
  | 'TickLens'
  | 'UniswapInterfaceMulticall'
  | 'V3Migrator'
  | 'UNI'
  | 'Timelock'
  | 'GovernorAlpha0'
  | 'GovernorAlpha1'
  | 'GovernorBravo'
  | 'MerkleDistributor'
  | 'StakingRewardsFactory'
  | 'ENSRegistry'
  | 'PublicResolver'
  | 'ReverseRegistrar'
  | 'ForkV2Factory'
  | 'ForkV2Router02'

export interface DeploymentAccount {
  address: Address
  privateKey: Hex
}

export interface DeploymentToken {
  address: Address
  decimals: number
  symbol: string
  name: string
  /** Whether the generated token list carries it. */
  inTokenList: boolean
}

export interface V3PoolEntry {
  /** e.g. 'WETH/DAI' (symbols of token0/token1 in address order). */
  pair: string
  token0: Address
  token1: Address
  fee: number
  address: Address
}

export interface V2PairEntry {
  pair: string
  token0: Address
  token1: Address
  address: Address
}

export type PositionNote = 'inRange' | 'outOfRange' | 'closed' | 'fullRange'

export interface PositionEntry {
  tokenId: number
  note: PositionNote
  owner: Address
  pool: Address
  pair: string
  fee: number
  tickLower: number
  tickUpper: number
}

export interface StakingEntry {
  pair: string
  /** The StakingRewards contract. */
  address: Address
  /** The v2 pair (LP token) staked in it. */
  stakingToken: Address
  rewardToken: Address
  /** Total reward for the period, decimal string in base units. */
  rewardAmount: string
  /** Unix seconds. */
  periodFinish: number
  /** LP base units staked by account 0 (decimal string). */
  stakedByAccount0: string
}

export type ProposalStateName =
  | 'pending'
  | 'active'
  | 'canceled'
  | 'defeated'
  | 'succeeded'
  | 'queued'
  | 'expired'
  | 'executed'

export interface ProposalEntry {
  governorIndex: 0 | 1 | 2
  governor: Address
  id: number
  proposer: Address
  title: string
  /** State when the build finished (code per the spec: pending 0 … executed 7). */
  state: ProposalStateName
  stateCode: number
  startBlock: number
  endBlock: number
  /** Storage slot of endBlock, for tests that end voting early with anvil_setStorageAt. */
  endBlockSlot: Hex
}

export interface AirdropFlags {
  isSOCKS: boolean
  isLP: boolean
  isUser: boolean
}

export interface AirdropTestClaim {
  account: Address
  index: number
  /** Decimal string in base units (the files carry hex). */
  amount: string
  flags: AirdropFlags
  claimed: boolean
}

export interface Deployment {
  /** 31337 on the devchain; the public chain's id on a replica. */
  chainId: 31337 | 1
  /** Present on a replica of a public chain: every contract it names sits at that chain's canonical address. */
  replica?: 'mainnet'
  rpcUrl: string
  /** ISO time the state was built. */
  builtAt: string
  /** Last block of the saved state; a started or reset chain stands one block later (a fresh block at the
   * current time). */
  stateBlockNumber: number
  mnemonic: string
  accounts: DeploymentAccount[]
  contracts: Record<ContractName, Address>
  /** By governor index: 0 and 1 GovernorAlpha, 2 the Bravo-compatible governor (the Timelock's admin). */
  governors: [Address, Address, Address]
  tokens: Record<TokenSymbol, DeploymentToken>
  /** `forkV2`: the pairs of the v2 fork (ForkV2Factory). */
  pools: { v3: V3PoolEntry[]; v2: V2PairEntry[]; forkV2: V2PairEntry[] }
  positions: PositionEntry[]
  staking: StakingEntry[]
  ens: {
    /** Forward records: name → address. */
    names: Record<string, Address>
    /** Reverse records: address → name. */
    reverse: Record<string, string>
    tokenList: {
      name: string
      /** EIP-1577 contenthash set on the name (ipfs-ns, CIDv1 raw sha2-256 of the token list file). */
      contenthash: Hex
      /** What the contenthash translates to: ipfs://<cid>. */
      uri: string
      cid: string
    }
  }
  proposals: ProposalEntry[]
  /** Token list for the chain (Uniswap token-lists schema), relative to the repo root. */
  tokenListPath: string
  airdrop: {
    mappingPath: string
    chunksDir: string
    /** Encoding of `amount` in the chunk files. */
    amountEncoding: 'hex'
    merkleRoot: Hex
    total: string
    testClaims: AirdropTestClaim[]
  }
  fixtures: {
    /** v2 pair whose LP account 0 holds, for the migrate flow. */
    migratePair: Address
    /** Pair of the v2 fork (ForkV2Factory, the fork the facts name) whose LP account 0 holds, to migrate. */
    forkMigratePair: Address
    /** v2 pair whose LP account 0 has partly staked. */
    stakedPair: Address
    /** Blocks of UNI votes: who delegates to whom. */
    delegates: Record<string, Address>
  }
}
