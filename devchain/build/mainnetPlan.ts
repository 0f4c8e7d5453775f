// Where the mainnet replica puts each contract: Ethereum mainnet's canonical addresses, written here from the
// project's facts (shared/data/facts.md §4–§6) and Uniswap's, SushiSwap's and ENS's published deployments — not
// from the app's own table, so that a wrong address in the app shows up as a failing test on the replica.
// Keys are the labels the build deploys under (and, for the staking pools, the labels their creation is checked by).
import type { Address } from 'viem'
import type { PlacementPlan } from './place.ts'

export const MAINNET_CHAIN_ID = 1

/**
 * The replica's genesis block: its history lies where mainnet's block numbers are (the app reads the governors'
 * proposal logs from mainnet's block 11,042,287), past every block the app treats specially (facts §15).
 */
export const MAINNET_GENESIS_BLOCK = 14_000_000

/** Who deployed Uniswap v3 (the same account on Ethereum, Optimism and Arbitrum); the factory was its nonce 0. */
export const V3_DEPLOYER: Address = '0x6C9FC64A53c1b71FB3f9Af64d1ae3A4931A5f4E9'

/**
 * Mainnet's four UNI staking pools (facts §6), by the build's `StakingRewards <pair>` label: the factory creates
 * them (they are checked, not moved), at its nonces 1–4 in STAKING_CREATION_ORDER.
 */
export const MAINNET_STAKING = {
  'StakingRewards WETH/DAI': '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711',
  'StakingRewards WETH/USDC': '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b',
  'StakingRewards WETH/USDT': '0x6C3e4cb2E96B01F4b866965A91ed4437839A121a',
  'StakingRewards WETH/WBTC': '0xCA35e32e7926b96A9988f61d510E038108d8068e',
} as const satisfies Record<string, Address>

const ADDRESSES = {
  // Tokens (facts §5).
  WETH9: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  WBTC: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
  MKR: '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2',
  UNI: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  // Uniswap v2 and v3 (facts §4, v3-periphery's and swap-router-contracts' deployments).
  UniswapV2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  UniswapV2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  NonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  SwapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  SwapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  Quoter: '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6',
  QuoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  TickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  UniswapInterfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
  V3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
  // SushiSwap, the fork the migrate page offers on mainnet (facts §4's forkV2Factory and its router).
  ForkV2Factory: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
  ForkV2Router02: '0xd9e1cE17f2641f24aE83637ab66a2cca9C378B9F',
  // Governance, airdrop, staking (facts §4, §6).
  Timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
  GovernorAlpha0: '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F',
  GovernorAlpha1: '0xC4e172459f1E7939D522503B81AFAaC1014CE6F6',
  GovernorBravo: '0x408ED6354d4973f66138C91495F2f2FCbd8724C3',
  MerkleDistributor: '0x090D4613473dEE047c3f2706764f49E0821D256e',
  StakingRewardsFactory: '0x3032Ab3Fa8C01d786D29dAdE018d7f2017918e12',
  ...MAINNET_STAKING,
  // ENS: the registry (with fallback) the app reads, and the resolver and reverse registrar of the spec's era.
  ENSRegistry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  PublicResolver: '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41',
  ReverseRegistrar: '0x084b1c3C81545d370f3634392De611CaaBFf8148',
} as const satisfies Record<string, Address>

export const MAINNET_PLAN: PlacementPlan = {
  ...Object.fromEntries(Object.entries(ADDRESSES).map(([label, address]) => [label, { address }])),
  // NoDelegateCall keeps the factory's own address in an immutable: it is deployed where it was, not moved.
  UniswapV3Factory: {
    address: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
    deployer: { from: V3_DEPLOYER, nonce: 0 },
  },
}
