import { INIT_CODE_HASH } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import {
  localChainInfo,
  PUBLIC_CHAIN_IDS,
  PUBLIC_CHAIN_INFO,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
} from './chainInfo.ts'
import {
  CHAIN_INFO,
  chainInfoOf,
  isOptimismChain,
  isSupportedChainId,
  SUPPORTED_CHAIN_IDS,
} from './chains.ts'
import type { LocalChainConfig } from './localChain.ts'
import { supportedChains } from './viemChains.ts'

function info(chainId: number) {
  const found = PUBLIC_CHAIN_INFO[chainId]
  if (!found) throw new Error(`no chain ${chainId}`)
  return found
}

describe('chain table', () => {
  it('has the nine public chains of the spec, and no local chain in a build without one', () => {
    expect(
      Object.keys(PUBLIC_CHAIN_INFO)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 3, 4, 5, 10, 42, 69, 42161, 421611])
    expect(SUPPORTED_CHAIN_IDS).toEqual([...PUBLIC_CHAIN_IDS])
    expect(supportedChains.map((chain) => chain.id)).toEqual([1, 3, 4, 5, 42, 42161, 421611, 10, 69])
    expect(isSupportedChainId(31337)).toBe(false)
    expect(chainInfoOf(31337)).toBeUndefined()
    expect(CHAIN_INFO[1]?.label).toBe('Ethereum')
  })

  it('labels chains as the network selector shows them', () => {
    expect([1, 3, 4, 5, 42, 42161, 421611, 10, 69].map((id) => info(id).label)).toEqual([
      'Ethereum',
      'Ropsten',
      'Rinkeby',
      'Görli',
      'Kovan',
      'Arbitrum',
      'Arbitrum Rinkeby',
      'OΞ',
      'Optimistic Kovan',
    ])
    expect(info(10).label).toBe('O\u039E')
  })

  // The spec (600000 on Arbitrum and Optimism, 600000 by default) wins over the 900000 the original had on Optimism.
  it('waits 600000 ms for a block before warning on every chain', () => {
    for (const id of [1, 3, 4, 5, 42, 42161, 421611, 10, 69])
      expect(info(id).blockWaitMsBeforeWarning).toBe(600_000)
  })

  it('polls every 15 s, every 1 s on Arbitrum and Optimism chains', () => {
    for (const id of [1, 3, 4, 5, 42]) expect(info(id).pollingIntervalMs).toBe(15_000)
    for (const id of [42161, 421611, 10, 69]) expect(info(id).pollingIntervalMs).toBe(1_000)
  })

  it('gives links, bridges and logos per chain and no status page at this version', () => {
    expect(info(1)).toMatchObject({
      explorer: 'https://etherscan.io/',
      docs: 'https://docs.uniswap.org/',
      infoLink: 'https://info.uniswap.org/#/',
      bridge: null,
      logo: 'ethereum-logo.png',
    })
    expect(info(3).logo).toBeNull()
    expect(info(42161)).toMatchObject({
      explorer: 'https://arbiscan.io/',
      docs: 'https://offchainlabs.com/',
      infoLink: 'https://info.uniswap.org/#/arbitrum/',
      bridge: 'https://bridge.arbitrum.io/',
      logo: 'arbitrum_logo.svg',
    })
    expect(info(69)).toMatchObject({
      explorer: 'https://optimistic.etherscan.io/',
      docs: 'https://optimism.io/',
      infoLink: 'https://info.uniswap.org/#/optimism/',
      bridge: 'https://gateway.optimism.io/',
      logo: 'optimistic_ethereum.svg',
    })
    for (const id of PUBLIC_CHAIN_IDS) expect(info(id).statusPage).toBeNull()
  })

  it('names the native currency per chain and wraps it as WETH', () => {
    expect(info(5).nativeCurrency).toEqual({ name: 'Görli ETH', symbol: 'görETH', decimals: 18 })
    expect(info(421611).nativeCurrency).toEqual({
      name: 'Rinkeby ArbETH',
      symbol: 'rinkArbETH',
      decimals: 18,
    })
    expect(info(10).nativeCurrency).toEqual({ name: 'Optimistic ETH', symbol: 'ETH', decimals: 18 })
    expect(info(1).wrappedNative).toEqual({
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      decimals: 18,
      symbol: 'WETH',
      name: 'Wrapped Ether',
    })
    expect(info(69).wrappedNative.address).toBe('0x4200000000000000000000000000000000000006')
    expect(info(42161).wrappedNative.address).toBe('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1')
  })

  it('flags layer 2, Optimism (no gas margin) and mainnet-only chains', () => {
    expect(PUBLIC_CHAIN_IDS.filter((id) => info(id).isL2)).toEqual([42161, 421611, 10, 69])
    expect(PUBLIC_CHAIN_IDS.filter((id) => isOptimismChain(id))).toEqual([10, 69])
    expect(PUBLIC_CHAIN_IDS.filter((id) => info(id).mainnetLike)).toEqual([1])
    expect(info(42161).publicRpcUrl).toBe('https://arb1.arbitrum.io/rpc')
    expect(info(1).publicRpcUrl).toBe('https://ethereum-rpc.publicnode.com')
    expect(info(5).publicRpcUrl).toBeNull()
  })

  it('places contracts per feature: v2 on layer 1 only, no migrator on Optimism, the Arbitrum multicalls', () => {
    expect(info(1).contracts.v2Router02).toBe('0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D')
    expect(info(42161).contracts.v2Factory).toBeUndefined()
    expect(info(10).contracts.v3Migrator).toBeUndefined()
    expect(info(421611).contracts.v3Migrator).toBe('0xA5644E29708357803b5A882D272c41cC0dF92B34')
    expect(info(42161).contracts.multicall).toBe('0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB')
    expect(info(421611).contracts.multicall).toBe('0xa501c031958F579dB7676fF1CE78AD305794d579')
    expect(info(69).contracts.multicall).toBe('0x1F98415757620B543A52E61c46B32eB19261F984')
    expect(info(42).contracts.ensRegistrar).toBeUndefined()
    expect(info(5).contracts.ensRegistrar).toBe('0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e')
    expect(info(4).contracts.governorBravo).toBeUndefined()
    expect(info(1).contracts.governorBravo).toBe('0x408ED6354d4973f66138C91495F2f2FCbd8724C3')
    expect(info(10).contracts.uni).toBeUndefined()
  })

  it('offers SushiSwap as the v2 fork on mainnet only, with its factory and pair init code hash', () => {
    expect(info(1).v2Fork).toEqual({
      label: 'SushiSwap',
      pairInitCodeHash: '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303',
    })
    expect(info(1).contracts.forkV2Factory).toBe('0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac')
    for (const id of PUBLIC_CHAIN_IDS.filter((id) => id !== 1)) {
      expect(info(id).v2Fork).toBeNull()
      expect(info(id).contracts.forkV2Factory).toBeUndefined()
    }
  })

  it("writes out the v2 SDK's pair init code hash", () => {
    expect(UNISWAP_V2_PAIR_INIT_CODE_HASH).toBe(INIT_CODE_HASH)
  })
})

describe('local chain info', () => {
  const config: LocalChainConfig = {
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
    contracts: {
      WETH9: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      UniswapV2Router02: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      UniswapInterfaceMulticall: '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0',
      GovernorBravo: '0x68B1D87F95878fE05B998F19b66F4baba5De1aed',
    },
    tokens: {},
  }

  it('is a mainnet-like layer 1 named Localhost, with the deployed contracts under their feature keys', () => {
    const local = localChainInfo(config)
    expect(local).toMatchObject({
      chainId: 31337,
      label: 'Localhost',
      isL2: false,
      isOptimism: false,
      mainnetLike: true,
      explorer: null,
    })
    expect(local.wrappedNative.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(local.contracts).toEqual({
      v2Router02: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      multicall: '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0',
      governorBravo: '0x68B1D87F95878fE05B998F19b66F4baba5De1aed',
    })
    expect(local.v2Fork).toBeNull()
  })

  it("offers the devchain's fork factory as SushiSwap, whose pairs are v2's (same artifacts)", () => {
    const forkFactory = '0x4b6aB5F819A515382B0dEB6935D793817bB4af28'
    const local = localChainInfo({
      ...config,
      contracts: { ...config.contracts, ForkV2Factory: forkFactory },
    })
    expect(local.contracts.forkV2Factory).toBe(forkFactory)
    expect(local.v2Fork).toEqual({ label: 'SushiSwap', pairInitCodeHash: INIT_CODE_HASH })
  })
})
