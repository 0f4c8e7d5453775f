import type { Address, Hex } from 'viem'
import { type ContractAddresses, contractAddressesOf, localContractAddresses } from './contractAddresses.ts'
import { LOCAL_CHAIN_ID, type LocalChainConfig } from './localChain.ts'

export const ChainId = {
  MAINNET: 1,
  ROPSTEN: 3,
  RINKEBY: 4,
  GOERLI: 5,
  KOVAN: 42,
  ARBITRUM_ONE: 42161,
  ARBITRUM_RINKEBY: 421611,
  OPTIMISM: 10,
  OPTIMISTIC_KOVAN: 69,
  LOCALHOST: LOCAL_CHAIN_ID,
} as const
export type ChainId = (typeof ChainId)[keyof typeof ChainId]

/** The nine public chains of the product, in spec order (the local chain is added by chains.ts when built). */
export const PUBLIC_CHAIN_IDS = [1, 3, 4, 5, 42, 42161, 421611, 10, 69] as const

/**
 * A fork of v2 whose liquidity the migrate page offers beside v2's: its name (the analytics action
 * '<label>->V3') and the init code hash its factory (contracts.forkV2Factory) creates pairs with.
 */
export type V2Fork = { label: string; pairInitCodeHash: Hex }

/** The init code hash of Uniswap v2 pairs (the v2 SDK's INIT_CODE_HASH), written out to keep the SDK out of the shell. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

// SushiSwap on mainnet (facts §13 'SushiSwap->V3'); its hash is checked against its live pairs' addresses in
// lib/create2PairAddress.test.ts.
const SUSHISWAP: V2Fork = {
  label: 'SushiSwap',
  pairInitCodeHash: '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303',
}

export type NativeCurrency = { name: string; symbol: string; decimals: number }
export type WrappedNativeToken = { address: Address; decimals: 18; symbol: 'WETH'; name: 'Wrapped Ether' }

export type ChainInfo = {
  chainId: number
  label: string
  /** Base URL of the explorer shown in the UI; null where there is none (the local chain). */
  explorer: string | null
  docs: string
  infoLink: string
  bridge: string | null
  /** Always null at this version (the field exists, no chain sets it). */
  statusPage: string | null
  /** File name of the chain logo; null where the UI falls back to the mainnet logo. */
  logo: string | null
  blockWaitMsBeforeWarning: number
  pollingIntervalMs: number
  nativeCurrency: NativeCurrency
  wrappedNative: WrappedNativeToken
  /** Public JSON-RPC endpoint given to wallets (wallet_addEthereumChain); L2s only. */
  publicRpcUrl: string | null
  isL2: boolean
  isArbitrum: boolean
  /** Optimism chains: no gas margin on estimates, higher quote and balance-call gas allowances. */
  isOptimism: boolean
  /** Mainnet-only features (governance, airdrop, mining, ENS …) are offered here. */
  mainnetLike: boolean
  /** The v2 fork the migrate page offers here; null where there is none. */
  v2Fork: V2Fork | null
  contracts: ContractAddresses
}

export const DEFAULT_BLOCK_WAIT_MS_BEFORE_WARNING = 600_000
export const DEFAULT_POLLING_INTERVAL_MS = 15_000
export const L2_POLLING_INTERVAL_MS = 1_000

/**
 * Ethereum's well-known keyless public endpoint (PublicNode's), read by a build without an endpoint of its own
 * while no wallet is connected on Ethereum; a connected wallet's own connection is read first (chain/transports.ts).
 * The testnets have none: without a setting they are read through the wallet only.
 */
export const MAINNET_PUBLIC_RPC_URL = 'https://ethereum-rpc.publicnode.com'

const UNISWAP_DOCS = 'https://docs.uniswap.org/'
const UNISWAP_INFO = 'https://info.uniswap.org/#/'

function weth(address: Address): WrappedNativeToken {
  return { address, decimals: 18, symbol: 'WETH', name: 'Wrapped Ether' }
}

type L1Row = [chainId: number, label: string, explorer: string, logo: string | null, NativeCurrency, Address]

const L1_ROWS: readonly L1Row[] = [
  [
    1,
    'Ethereum',
    'https://etherscan.io/',
    'ethereum-logo.png',
    { name: 'ETH', symbol: 'ETH', decimals: 18 },
    '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  ],
  [
    3,
    'Ropsten',
    'https://ropsten.etherscan.io/',
    null,
    { name: 'Ropsten ETH', symbol: 'ropETH', decimals: 18 },
    '0xc778417E063141139Fce010982780140Aa0cD5Ab',
  ],
  [
    4,
    'Rinkeby',
    'https://rinkeby.etherscan.io/',
    null,
    { name: 'Rinkeby ETH', symbol: 'rinkETH', decimals: 18 },
    '0xc778417E063141139Fce010982780140Aa0cD5Ab',
  ],
  [
    5,
    'Görli',
    'https://goerli.etherscan.io/',
    null,
    { name: 'Görli ETH', symbol: 'görETH', decimals: 18 },
    '0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6',
  ],
  [
    42,
    'Kovan',
    'https://kovan.etherscan.io/',
    null,
    { name: 'Kovan ETH', symbol: 'kovETH', decimals: 18 },
    '0xd0A1E359811322d97991E03f863a0C30C2cF029C',
  ],
]

function l1Info([chainId, label, explorer, logo, nativeCurrency, wrapped]: L1Row): ChainInfo {
  return {
    chainId,
    label,
    explorer,
    docs: UNISWAP_DOCS,
    infoLink: UNISWAP_INFO,
    bridge: null,
    statusPage: null,
    logo,
    blockWaitMsBeforeWarning: DEFAULT_BLOCK_WAIT_MS_BEFORE_WARNING,
    pollingIntervalMs: DEFAULT_POLLING_INTERVAL_MS,
    nativeCurrency,
    wrappedNative: weth(wrapped),
    publicRpcUrl: chainId === ChainId.MAINNET ? MAINNET_PUBLIC_RPC_URL : null,
    isL2: false,
    isArbitrum: false,
    isOptimism: false,
    mainnetLike: chainId === ChainId.MAINNET,
    v2Fork: chainId === ChainId.MAINNET ? SUSHISWAP : null,
    contracts: contractAddressesOf(chainId),
  }
}

type L2Row = {
  chainId: number
  label: string
  explorer: string
  publicRpcUrl: string
  nativeCurrency: NativeCurrency
  wrapped: Address
}

function arbitrumInfo(row: L2Row): ChainInfo {
  return {
    ...row,
    docs: 'https://offchainlabs.com/',
    infoLink: 'https://info.uniswap.org/#/arbitrum/',
    bridge: 'https://bridge.arbitrum.io/',
    statusPage: null,
    logo: 'arbitrum_logo.svg',
    blockWaitMsBeforeWarning: 600_000,
    pollingIntervalMs: L2_POLLING_INTERVAL_MS,
    wrappedNative: weth(row.wrapped),
    isL2: true,
    isArbitrum: true,
    isOptimism: false,
    mainnetLike: false,
    v2Fork: null,
    contracts: contractAddressesOf(row.chainId),
  }
}

function optimismInfo(row: L2Row): ChainInfo {
  return {
    ...arbitrumInfo(row),
    docs: 'https://optimism.io/',
    infoLink: 'https://info.uniswap.org/#/optimism/',
    bridge: 'https://gateway.optimism.io/',
    logo: 'optimistic_ethereum.svg',
    isArbitrum: false,
    isOptimism: true,
  }
}

/** The nine public chains, keyed by chain id. */
export const PUBLIC_CHAIN_INFO: Readonly<Record<number, ChainInfo>> = Object.fromEntries(
  [
    ...L1_ROWS.map(l1Info),
    arbitrumInfo({
      chainId: 42161,
      label: 'Arbitrum',
      explorer: 'https://arbiscan.io/',
      publicRpcUrl: 'https://arb1.arbitrum.io/rpc',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      wrapped: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    }),
    arbitrumInfo({
      chainId: 421611,
      label: 'Arbitrum Rinkeby',
      explorer: 'https://rinkeby-explorer.arbitrum.io/',
      publicRpcUrl: 'https://rinkeby.arbitrum.io/rpc',
      nativeCurrency: { name: 'Rinkeby ArbETH', symbol: 'rinkArbETH', decimals: 18 },
      wrapped: '0xB47e6A5f8b33b3F17603C83a0535A9dcD7E32681',
    }),
    optimismInfo({
      chainId: 10,
      label: 'O\u039E',
      explorer: 'https://optimistic.etherscan.io/',
      publicRpcUrl: 'https://mainnet.optimism.io',
      nativeCurrency: { name: 'Optimistic ETH', symbol: 'ETH', decimals: 18 },
      wrapped: '0x4200000000000000000000000000000000000006',
    }),
    optimismInfo({
      chainId: 69,
      label: 'Optimistic Kovan',
      explorer: 'https://optimistic.etherscan.io/',
      publicRpcUrl: 'https://kovan.optimism.io',
      nativeCurrency: { name: 'Optimistic kovETH', symbol: 'kovOpETH', decimals: 18 },
      wrapped: '0x4200000000000000000000000000000000000006',
    }),
  ].map((info) => [info.chainId, info]),
)

/**
 * The local development chain: layer 1 and mainnet-like, so every mainnet-only feature can be exercised
 * against the devchain's contracts. Blocks appear on demand there, so it is polled like an L2. Its v2 fork is
 * deployed from v2's own artifacts, so its pairs have v2's init code hash under the fork's name.
 */
export function localChainInfo(config: LocalChainConfig): ChainInfo {
  const wrapped = config.contracts.WETH9 ?? config.tokens.WETH?.address
  if (wrapped === undefined) throw new Error('The local chain deployment has no WETH9')
  const contracts = localContractAddresses(config.contracts)
  return {
    chainId: LOCAL_CHAIN_ID,
    label: 'Localhost',
    explorer: null,
    docs: UNISWAP_DOCS,
    infoLink: UNISWAP_INFO,
    bridge: null,
    statusPage: null,
    logo: 'ethereum-logo.png',
    blockWaitMsBeforeWarning: DEFAULT_BLOCK_WAIT_MS_BEFORE_WARNING,
    pollingIntervalMs: L2_POLLING_INTERVAL_MS,
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    wrappedNative: weth(wrapped),
    publicRpcUrl: null,
    isL2: false,
    isArbitrum: false,
    isOptimism: false,
    mainnetLike: true,
    v2Fork:
      contracts.forkV2Factory === undefined
        ? null
        : { label: SUSHISWAP.label, pairInitCodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH },
    contracts,
  }
}
