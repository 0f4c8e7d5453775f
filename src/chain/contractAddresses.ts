import type { Address } from 'viem'

/** Contract addresses by feature; a key is absent where the feature is not offered on that chain. */
export type ContractAddresses = Partial<{
  v2Factory: Address
  v2Router02: Address
  /** The factory of the v2 fork whose liquidity the migrate page offers (ChainInfo.v2Fork names it). */
  forkV2Factory: Address
  v3Factory: Address
  /** UniswapInterfaceMulticall. */
  multicall: Address
  quoter: Address
  /** Checks an outside router's quotes; where absent, they are dropped and the browser's own routing stands. */
  quoterV2: Address
  nonfungiblePositionManager: Address
  v3Migrator: Address
  swapRouter: Address
  /** Named as a spender; the app's own swaps go through `swapRouter` and `v2Router02`. */
  swapRouter02: Address
  /** The range chart's on-chain tick source where no subgraph answers. */
  tickLens: Address
  ensRegistrar: Address
  argentWalletDetector: Address
  uni: Address
  timelock: Address
  merkleDistributor: Address
  socksController: Address
  governorAlpha0: Address
  governorAlpha1: Address
  governorBravo: Address
  /** Only on the local chain (mining pools are fixed data on mainnet). */
  stakingRewardsFactory: Address
}>
export type ContractKey = keyof ContractAddresses

const L1 = [1, 3, 4, 5, 42]
const ARBITRUM = [42161, 421611]
const OPTIMISM = [10, 69]

type Row = [key: ContractKey, address: Address, chainIds: readonly number[]]

const ROWS: readonly Row[] = [
  ['v2Factory', '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', L1],
  ['v2Router02', '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', L1],
  ['forkV2Factory', '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac', [1]],
  ['v3Factory', '0x1F98431c8aD98523631AE4a59f267346ea31F984', [...L1, ...OPTIMISM, ...ARBITRUM]],
  ['multicall', '0x1F98415757620B543A52E61c46B32eB19261F984', [...L1, ...OPTIMISM]],
  ['multicall', '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB', [42161]],
  ['multicall', '0xa501c031958F579dB7676fF1CE78AD305794d579', [421611]],
  ['quoter', '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6', [...L1, ...OPTIMISM, ...ARBITRUM]],
  // Added after facts §4's version, from Uniswap's published v3 deployments (v3-periphery's deploys.md, the
  // swap-router-contracts deployment): QuoterV2 on mainnet, Görli, Optimism and Arbitrum; TickLens on layer 1
  // and its testnets, Optimism, Arbitrum and Arbitrum Rinkeby; SwapRouter02 on every chain of the app.
  // contractAddresses.test.ts compares them with @uniswap/sdk-core's tables.
  ['quoterV2', '0x61fFE014bA17989E743c5F6cB21bF9697530B21e', [1, 5, 10, 42161]],
  ['tickLens', '0xbfd8137f7d1516D3ea5cA83523914859ec47F573', [...L1, 10, ...ARBITRUM]],
  ['swapRouter02', '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45', [...L1, ...OPTIMISM, ...ARBITRUM]],
  [
    'nonfungiblePositionManager',
    '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
    [...L1, ...OPTIMISM, ...ARBITRUM],
  ],
  ['v3Migrator', '0xA5644E29708357803b5A882D272c41cC0dF92B34', [...L1, ...ARBITRUM]],
  ['swapRouter', '0xE592427A0AEce92De3Edee1F18E0157C05861564', [...L1, ...OPTIMISM, ...ARBITRUM]],
  ['ensRegistrar', '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e', [1, 3, 4, 5]],
  ['argentWalletDetector', '0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8', [1]],
  ['uni', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', L1],
  ['timelock', '0x1a9C8182C09F50C8318d769245beA52c32BE35BC', L1],
  ['merkleDistributor', '0x090D4613473dEE047c3f2706764f49E0821D256e', [1]],
  ['socksController', '0x65770b5283117639760beA3F867b69b3697a91dd', [1]],
  ['governorAlpha0', '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F', L1],
  ['governorAlpha1', '0xC4e172459f1E7939D522503B81AFAaC1014CE6F6', [1]],
  ['governorBravo', '0x408ED6354d4973f66138C91495F2f2FCbd8724C3', [1]],
]

/** The public contract addresses of one chain (facts §4). */
export function contractAddressesOf(chainId: number): ContractAddresses {
  const addresses: ContractAddresses = {}
  for (const [key, address, chainIds] of ROWS) {
    if (chainIds.includes(chainId)) addresses[key] = address
  }
  return addresses
}

// Feature key → the devchain's contract name.
const LOCAL_NAMES: Readonly<Record<ContractKey, string | null>> = {
  v2Factory: 'UniswapV2Factory',
  v2Router02: 'UniswapV2Router02',
  forkV2Factory: 'ForkV2Factory',
  v3Factory: 'UniswapV3Factory',
  multicall: 'UniswapInterfaceMulticall',
  quoter: 'Quoter',
  quoterV2: 'QuoterV2',
  nonfungiblePositionManager: 'NonfungiblePositionManager',
  v3Migrator: 'V3Migrator',
  swapRouter: 'SwapRouter',
  swapRouter02: 'SwapRouter02',
  tickLens: 'TickLens',
  ensRegistrar: 'ENSRegistry',
  argentWalletDetector: null,
  uni: 'UNI',
  timelock: 'Timelock',
  merkleDistributor: 'MerkleDistributor',
  socksController: null,
  governorAlpha0: 'GovernorAlpha0',
  governorAlpha1: 'GovernorAlpha1',
  governorBravo: 'GovernorBravo',
  stakingRewardsFactory: 'StakingRewardsFactory',
}

/** The local chain's addresses, taken from the devchain deployment by contract name. */
export function localContractAddresses(deployed: Readonly<Record<string, Address>>): ContractAddresses {
  const addresses: ContractAddresses = {}
  for (const [key, name] of Object.entries(LOCAL_NAMES) as [ContractKey, string | null][]) {
    const address = name === null ? undefined : deployed[name]
    if (address !== undefined) addresses[key] = address
  }
  return addresses
}
