import { describe, expect, it } from 'vitest'
import {
  addChainParameter,
  canDisconnect,
  networkSelectorChainIds,
  networkSelectorLabel,
} from './networks.ts'

describe('network selector', () => {
  it('offers chain 1, 10 and 42161, plus the local chain when built with one', () => {
    expect(networkSelectorChainIds(null)).toEqual([1, 10, 42161])
    expect(networkSelectorChainIds(31337)).toEqual([1, 10, 42161, 31337])
  })
  it('names Optimism after its family', () => {
    expect(networkSelectorLabel(10, 'O\u039E')).toBe('O\u039E (Optimism)')
    expect(networkSelectorLabel(42161, 'Arbitrum')).toBe('Arbitrum')
  })
  it('tells the wallet the chain label, public RPC, currency and explorer when it does not know the chain', () => {
    expect(
      addChainParameter({
        chainId: 42161,
        label: 'Arbitrum',
        explorer: 'https://arbiscan.io/',
        publicRpcUrl: 'https://arb1.arbitrum.io/rpc',
        nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      }),
    ).toEqual({
      chainName: 'Arbitrum',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://arb1.arbitrum.io/rpc'],
      blockExplorerUrls: ['https://arbiscan.io/'],
    })
  })
})

describe('disconnect', () => {
  it('is not offered for injected wallets or the hosted Coinbase wallet', () => {
    expect(canDisconnect({ id: 'io.metamask', type: 'injected' }, 'localTestWallet')).toBe(false)
    expect(canDisconnect({ id: 'coinbaseWalletSDK', type: 'coinbaseWallet' }, 'localTestWallet')).toBe(false)
  })
  it('is offered for WalletConnect and the local test wallet', () => {
    expect(canDisconnect({ id: 'walletConnect', type: 'walletConnect' }, 'localTestWallet')).toBe(true)
    expect(canDisconnect({ id: 'localTestWallet', type: 'injected' }, 'localTestWallet')).toBe(true)
  })
})
