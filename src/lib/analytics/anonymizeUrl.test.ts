import { describe, expect, it } from 'vitest'
import { anonymizeOutboundUrl } from './anonymizeUrl.ts'

const ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const HASH = `0x${'ab'.repeat(32)}`

describe('anonymizeOutboundUrl', () => {
  it.each([
    [`https://etherscan.io/address/${ADDRESS}`, 'https://etherscan.io/address/***'],
    [`https://etherscan.io/tx/${HASH}`, 'https://etherscan.io/tx/***'],
    [`https://ropsten.etherscan.io/token/${ADDRESS}`, 'https://ropsten.etherscan.io/token/***'],
    [`https://rinkeby.etherscan.io/tx/${HASH}`, 'https://rinkeby.etherscan.io/tx/***'],
    [`https://goerli.etherscan.io/address/${ADDRESS}`, 'https://goerli.etherscan.io/address/***'],
    [`https://kovan.etherscan.io/address/${ADDRESS}`, 'https://kovan.etherscan.io/address/***'],
    [`https://optimistic.etherscan.io/tx/${HASH}`, 'https://optimistic.etherscan.io/tx/***'],
    [`https://kovan-optimistic.etherscan.io/tx/${HASH}`, 'https://kovan-optimistic.etherscan.io/tx/***'],
    [`https://arbiscan.io/address/${ADDRESS}`, 'https://arbiscan.io/address/***'],
    [`https://rinkeby-explorer.arbitrum.io/tx/${HASH}`, 'https://rinkeby-explorer.arbitrum.io/tx/***'],
  ])('masks the hex segments of %s', (input, expected) => {
    expect(anonymizeOutboundUrl(input)).toBe(expected)
  })

  it('masks every hex segment and keeps the others', () => {
    expect(anonymizeOutboundUrl(`https://etherscan.io/token/${ADDRESS}/holders/${HASH}#info`)).toBe(
      'https://etherscan.io/token/***/holders/***#info',
    )
    expect(anonymizeOutboundUrl('https://etherscan.io/block/12345678')).toBe(
      'https://etherscan.io/block/12345678',
    )
    // "0x" alone and words that start like hex are not addresses
    expect(anonymizeOutboundUrl('https://etherscan.io/0x/0xzz/0X1f')).toBe('https://etherscan.io/0x/0xzz/***')
  })

  it('masks hex query values on explorer hosts', () => {
    expect(anonymizeOutboundUrl(`https://etherscan.io/token/${ADDRESS}?a=${ADDRESS}&p=2`)).toBe(
      'https://etherscan.io/token/***?a=***&p=2',
    )
  })

  it('leaves other hosts and non-URLs alone', () => {
    const other = `https://info.uniswap.org/#/pools/${ADDRESS}`
    expect(anonymizeOutboundUrl(other)).toBe(other)
    expect(anonymizeOutboundUrl(`https://evil-etherscan.io/address/${ADDRESS}`)).toBe(
      `https://evil-etherscan.io/address/${ADDRESS}`,
    )
    expect(anonymizeOutboundUrl(`https://www.etherscan.io.example.org/tx/${HASH}`)).toBe(
      `https://www.etherscan.io.example.org/tx/${HASH}`,
    )
    expect(anonymizeOutboundUrl('not a url')).toBe('not a url')
  })

  it('compares host names case-insensitively', () => {
    expect(anonymizeOutboundUrl(`https://EtherScan.io/address/${ADDRESS}`)).toBe(
      'https://etherscan.io/address/***',
    )
  })
})
