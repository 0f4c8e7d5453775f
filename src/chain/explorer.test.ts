import { describe, expect, it } from 'vitest'
import { explorerLink } from './explorer.ts'

const HASH = '0xabc'

describe('explorer links', () => {
  it('builds Etherscan links with the chain prefix', () => {
    expect(explorerLink(1, HASH, 'transaction')).toBe('https://etherscan.io/tx/0xabc')
    expect(explorerLink(3, HASH, 'token')).toBe('https://ropsten.etherscan.io/token/0xabc')
    expect(explorerLink(4, HASH, 'address')).toBe('https://rinkeby.etherscan.io/address/0xabc')
    expect(explorerLink(5, '123', 'block')).toBe('https://goerli.etherscan.io/block/123')
    expect(explorerLink(42, HASH, 'transaction')).toBe('https://kovan.etherscan.io/tx/0xabc')
    expect(explorerLink(10, HASH, 'token')).toBe('https://optimistic.etherscan.io/token/0xabc')
    expect(explorerLink(69, HASH, 'address')).toBe('https://kovan-optimistic.etherscan.io/address/0xabc')
  })

  it('links a block under /tx/ on Optimism chains', () => {
    expect(explorerLink(10, '123', 'block')).toBe('https://optimistic.etherscan.io/tx/123')
    expect(explorerLink(69, '123', 'block')).toBe('https://kovan-optimistic.etherscan.io/tx/123')
  })

  it('links a token as an address on Arbitrum explorers', () => {
    expect(explorerLink(42161, HASH, 'transaction')).toBe('https://arbiscan.io/tx/0xabc')
    expect(explorerLink(42161, HASH, 'token')).toBe('https://arbiscan.io/address/0xabc')
    expect(explorerLink(42161, HASH, 'address')).toBe('https://arbiscan.io/address/0xabc')
    expect(explorerLink(42161, '7', 'block')).toBe('https://arbiscan.io/block/7')
    expect(explorerLink(421611, HASH, 'token')).toBe('https://rinkeby-explorer.arbitrum.io/address/0xabc')
    expect(explorerLink(421611, '7', 'block')).toBe('https://rinkeby-explorer.arbitrum.io/block/7')
  })

  it('has no link on a chain without an explorer', () => {
    expect(explorerLink(31337, HASH, 'transaction')).toBeUndefined()
  })
})
